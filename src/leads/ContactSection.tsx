import { loadStrings } from '@/dictionary/load'
import type { SiteContext } from '@/sites/context'
import { uiStrings } from '@/ui/strings'
import { ContactForm } from './ContactForm'
import { leadStrings } from './strings'
import { sampleCarDealers } from './workshops'

type Car = { car_id: string; car_is_sample?: boolean | null; car_brand?: string | null }

/** The contact form of a car detail page with the site's texts in the page's language; a sample car's form asks for a dealer. */
export async function ContactSection({ ctx, car }: { ctx: SiteContext; car: Car }) {
  const [ui, t, dealers] = await Promise.all([
    loadStrings(uiStrings, ctx.site.id, ctx.locale),
    loadStrings(leadStrings, ctx.site.id, ctx.locale),
    car.car_is_sample ? sampleCarDealers(ctx.site.searchIndex, ctx.site.key, car.car_brand ?? '') : null,
  ])
  return <ContactForm car={car.car_id} dealers={dealers} locale={ctx.locale} ui={ui} t={t} />
}
