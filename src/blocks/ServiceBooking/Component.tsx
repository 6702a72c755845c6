import { loadStrings } from '@/dictionary/load'
import { mapStyleUrl } from '@/maps/view'
import { ServiceBooking } from '@/service-booking/lazy'
import type { BookingConfig } from '@/service-booking/config'
import { serviceBookingStrings } from '@/service-booking/strings'
import { siteByKey } from '@/sites/resolve'
import { uiStrings } from '@/ui/strings'
import type { BlockProps } from '../types'

/** The service booking flow (spec 2 §2.1) with the page's settings and the site's texts. */
export async function ServiceBookingComponent({ block, ctx }: BlockProps<'serviceBooking'>) {
  const site = await siteByKey(ctx.siteKey)
  const [t, ui] = await Promise.all([loadStrings(serviceBookingStrings, site?.id ?? null, ctx.locale), loadStrings(uiStrings, site?.id ?? null, ctx.locale)])
  const config: BookingConfig = {
    brandLinks: (block.brandLinks ?? []).map((link) => ({ label: link.label, href: link.href, newTab: Boolean(link.newTab) })),
    authorisedBrands: (block.authorisedBrands ?? []).map((b) => b.brand),
    contactEmail: block.contactEmail ?? null,
    mapStyleUrl: mapStyleUrl(),
  }
  return <ServiceBooking t={t} ui={ui} locale={ctx.locale} config={config} />
}
