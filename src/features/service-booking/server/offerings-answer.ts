/**
 * GET services/{reg} and addons/{reg} (spec 2 §7.1): the categories of offerings for the car, with
 * prices near the customer or at the chosen workshop (the spec's "call that refreshes the service
 * prices when the workshop changes" is this call with `departmentId`). Services end with the fixed
 * damage-inspection category that links out (spec 2 §2.1).
 */
import { bookableCar, findDepartment, type BookingScope } from './lookups'
import type { OfferingKind, Position } from './model'
import { offeringCategories, type CategoryAnswer } from './rules'

/** The page damage inspection links to (opened in a new tab; an insurance claim comes first). */
export const DAMAGE_INSPECTION_URL =
  process.env.BOOKING_DAMAGE_INSPECTION_URL || '/service-och-verkstad/vara-verkstadstjanster/skadebesiktning'

export type OfferingsQuery = {
  registrationNumber: string
  kind: OfferingKind
  position: Position
  departmentId?: number
}

export async function offeringsAnswer(
  scope: BookingScope,
  q: OfferingsQuery,
): Promise<{ serviceOfferingCategories: CategoryAnswer[] }> {
  const car = await bookableCar(scope, q.registrationNumber)
  const place =
    q.departmentId === undefined ? { position: q.position } : { department: findDepartment(scope, q.departmentId) }
  const categories = offeringCategories(scope.catalogue, car, q.kind, place)
  if (q.kind === 'service') {
    categories.push({
      name: scope.messages.damageInspection,
      icon: 'inspection',
      selectionType: 'link',
      link: DAMAGE_INSPECTION_URL,
      description: scope.messages.damageInspectionText,
      offerings: [],
    })
  }
  return { serviceOfferingCategories: scope.say ? categories.map((c) => inLanguage(c, scope.say!)) : categories }
}

/** A category's texts in the page's language (the catalogue is written in the market's). */
function inLanguage(category: CategoryAnswer, say: (text: string) => string): CategoryAnswer {
  return {
    ...category,
    name: say(category.name),
    description: category.description === undefined ? undefined : say(category.description),
    offerings: category.offerings.map((o) => ({
      ...o,
      name: say(o.name),
      description: say(o.description),
      notKnownPriceText: o.notKnownPriceText === null ? null : say(o.notKnownPriceText),
      unitPrice: o.unitPrice
        ? {
            ...o.unitPrice,
            unit: say(o.unitPrice.unit),
            unitAbbreviation: say(o.unitPrice.unitAbbreviation),
            postfix: say(o.unitPrice.postfix),
          }
        : null,
    })),
  }
}
