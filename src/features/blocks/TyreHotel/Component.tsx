import { loadStrings } from '@/i18n/dictionary/load'
import { localizedPath } from '@/sites/host-table'
import { siteByKey } from '@/sites/resolve'
import { serviceBookingStrings } from '@/features/service-booking/ui/strings'
import { TyreHotelPage } from '@/features/tyre-hotel/ui/lazy'
import { tyreHotelStrings } from '@/features/tyre-hotel/ui/strings'
import { uiStrings } from '@/ui/strings'
import { frame } from '../frame'
import type { BlockProps } from '../types'

/**
 * The tyre hotel's six screens on this page (spec 2 §2.5); Search is prefilled from `?regNo=`. Opened by a wheel
 * change's manage link (`?manage=`), the booking to change or cancel instead.
 */
export async function TyreHotelComponent({ block, ctx }: BlockProps<'tyreHotel'>) {
  const site = await siteByKey(ctx.siteKey)
  const [t, ui, manage] = await Promise.all([
    loadStrings(tyreHotelStrings, site?.id ?? null, ctx.locale),
    loadStrings(uiStrings, site?.id ?? null, ctx.locale),
    loadStrings(serviceBookingStrings, site?.id ?? null, ctx.locale),
  ])
  const local = (path: string | null | undefined) =>
    path && site
      ? localizedPath({ defaultLocale: site.defaultLocale as typeof ctx.locale }, ctx.locale, path)
      : (path ?? null)
  const home = local('/') ?? '/'
  return (
    <div className={`${frame.section} ${frame.app}`}>
      <TyreHotelPage
        t={t}
        manage={manage}
        ui={ui}
        locale={ctx.locale}
        initialRegNo={(ctx.query?.get('regNo') ?? '').slice(0, 20)}
        contactEmail={block.contactEmail}
        links={{
          home,
          facilities: local(block.facilitiesPath),
          tireInfo: local(block.tireInfoPath),
          bookService: local(block.bookServicePath),
          decline: local(block.declinePath) ?? home,
        }}
      />
    </div>
  )
}
