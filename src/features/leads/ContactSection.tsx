import { loadStrings } from '@/i18n/dictionary/load'
import type { SiteContext } from '@/sites/context'
import { uiStrings } from '@/ui/strings'
import { ContactForm } from './ContactForm'
import { ContactPopup } from './ContactPopup'
import { leadStrings } from './strings'
import { sampleCarDealers } from './workshops'

type Car = { car_id: string; car_is_sample?: boolean | null; car_brand?: string | null }

/**
 * The contact form of a car detail page with the site's texts in the page's language; a sample car's form asks
 * for a dealer. `popup`: the button that opens the form in a popup (spec 1 §4) instead of the inline form.
 */
export async function ContactSection({ ctx, car, popup = false }: { ctx: SiteContext; car: Car; popup?: boolean }) {
  const [ui, t, dealers] = await Promise.all([
    loadStrings(uiStrings, ctx.site.id, ctx.locale),
    loadStrings(leadStrings, ctx.site.id, ctx.locale),
    car.car_is_sample ? sampleCarDealers(ctx.site.searchIndex, ctx.site.key, car.car_brand ?? '') : null,
  ])
  const props = { car: car.car_id, dealers, locale: ctx.locale, ui, t }
  return popup ? <ContactPopup {...props} /> : <ContactForm {...props} />
}
