/**
 * Who gets a lead (pure rules; the reads are in submit.ts). Recipients are never taken from the visitor:
 * a form names a seller or a dealer, and the server accepts it only when it is one of the car's sellers
 * or one of the site's dealers, so the form cannot be used to send mail anywhere.
 */

import { workshopEmail } from '@/features/dealers/workshop'

// spec 2 §3's workshop e-mail rule lives with the dealers (the workshop grid shows it too).
export { workshopEmail }

type Seller = { name?: string | null; email?: string | null }
type Department = { group?: string | null; email?: string | null }
export type DealerContact = {
  site_email?: string | null
  site_official_name: string
  site_departments?: Department[] | null
}
type BrandDealer = DealerContact & { site_brands?: { name: string }[] | null }

/** spec 1 §2: the car's leads address, or the chosen seller when the visitor picked one of the car's sellers. */
export function contactRecipient(
  car: { car_site_leads_email?: string | null; car_sellers?: Seller[] | null },
  toEmail?: string,
): string | null {
  const chosen = toEmail?.toLowerCase()
  const seller = chosen ? (car.car_sellers ?? []).find((s) => s.email?.toLowerCase() === chosen) : undefined
  return seller?.email ?? car.car_site_leads_email ?? null
}

/** The site's dealer whose workshop address the Norwegian form named, if it is one of them. */
export function dealerByWorkshopEmail<T extends DealerContact>(dealers: T[], siteEmail: string): T | null {
  const wanted = siteEmail.toLowerCase()
  return dealers.find((d) => workshopEmail(d)?.toLowerCase() === wanted) ?? null
}

/**
 * The Norwegian form's workshop choices (spec 2 §2.4, §3): the dealer sites a website lists, each named
 * and identified by its workshop address — the same address the server accepts (dealerByWorkshopEmail).
 */
export function workshopChoices(
  sites: (DealerContact & { website?: string | null })[],
  websiteKey: string,
): { email: string; name: string }[] {
  return sites.flatMap((site) => {
    const email = site.website === websiteKey ? workshopEmail(site) : null
    return email ? [{ email, name: site.site_official_name }] : []
  })
}

/**
 * A sample car (a new model shown by the group, not one dealer's car) is sent to a dealer the visitor
 * chooses (spec 1 §5 "seller choice required for sample cars"): the site's dealers selling the brand,
 * each by its New cars department's mailbox, the same address the server accepts (sampleCarRecipient).
 */
export function sampleCarChoices(dealers: BrandDealer[], brand: string): { email: string; name: string }[] {
  return dealers.flatMap((dealer) => {
    const email = sellsBrand(dealer, brand) ? newCarsEmail(dealer) : null
    return email ? [{ email, name: dealer.site_official_name }] : []
  })
}

/** The chosen dealer's New cars mailbox, or null: spec 1 §8 'Department not found'. */
export function sampleCarRecipient(dealers: BrandDealer[], brand: string, toEmail: string | undefined): string | null {
  const wanted = toEmail?.toLowerCase()
  return (
    (wanted && sampleCarChoices(dealers, brand).find((choice) => choice.email.toLowerCase() === wanted)?.email) || null
  )
}

const sellsBrand = (dealer: BrandDealer, brand: string) =>
  (dealer.site_brands ?? []).some((b) => b.name.toLowerCase() === brand.toLowerCase())
const newCarsEmail = (dealer: DealerContact) =>
  dealer.site_departments?.find((d) => d.group === 'New cars')?.email || null
