import { loadStrings } from '@/i18n/dictionary/load'
import { mapStyleUrl } from '@/features/maps/view'
import { ServiceBooking } from '@/features/service-booking/ui/lazy'
import type { BookingConfig } from '@/features/service-booking/ui/config'
import { serviceBookingStrings } from '@/features/service-booking/ui/strings'
import { siteByKey } from '@/sites/resolve'
import { uiStrings } from '@/ui/strings'
import type { BlockProps } from '../types'

/** The service booking flow (spec 2 §2.1) with the page's settings and the site's texts. */
export async function ServiceBookingComponent({ block, ctx }: BlockProps<'serviceBooking'>) {
  const site = await siteByKey(ctx.siteKey)
  const [t, ui] = await Promise.all([
    loadStrings(serviceBookingStrings, site?.id ?? null, ctx.locale),
    loadStrings(uiStrings, site?.id ?? null, ctx.locale),
  ])
  const config: BookingConfig = {
    brandLinks: (block.brandLinks ?? []).map((link) => ({
      label: link.label,
      href: link.href,
      newTab: Boolean(link.newTab),
    })),
    authorisedBrands: (block.authorisedBrands ?? []).map((b) => b.brand),
    contactEmail: block.contactEmail ?? null,
    mapStyleUrl: mapStyleUrl(),
  }
  return <ServiceBooking t={t} ui={ui} locale={ctx.locale} config={config} />
}
