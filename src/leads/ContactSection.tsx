import { loadStrings } from '@/dictionary/load'
import type { SiteContext } from '@/sites/context'
import { uiStrings } from '@/ui/strings'
import { ContactForm } from './ContactForm'
import { leadStrings } from './strings'

/** The contact form of a car detail page with the site's texts in the page's language. */
export async function ContactSection({ ctx, carId }: { ctx: SiteContext; carId: string }) {
  const [ui, t] = await Promise.all([loadStrings(uiStrings, ctx.site.id, ctx.locale), loadStrings(leadStrings, ctx.site.id, ctx.locale)])
  return <ContactForm car={carId} locale={ctx.locale} ui={ui} t={t} />
}
