/**
 * The demo's translations of stored car values (src/features/cars/value-labels.ts): every vocabulary label and
 * equipment item of the market's language, with its label in another language of the site. The seed
 * writes them to the site's dictionary as `carValue.<stored value>`, where editors can change them.
 */
import { PER_MONTH, type CarLang } from '@/sites/format'
import { FINANCE_TEXTS } from './finance-texts'
import { EQUIPMENT } from './equipment'
import { CAMPAIGN_TEXTS } from './texts'
import { BODY_LABELS, COLOR_LABELS, CONDITION_LABELS, DRIVE_LABELS, FUEL_LABELS, GEARBOX_LABELS } from './labels'

const TABLES = [BODY_LABELS, FUEL_LABELS, GEARBOX_LABELS, DRIVE_LABELS, COLOR_LABELS, CONDITION_LABELS]

/** Stored value (in `market`) → its label in `to`, for the values that read differently. */
export function valueTranslations(market: CarLang, to: CarLang): Map<string, string> {
  const out = new Map<string, string>()
  const add = (labels: Record<CarLang, string>) => {
    if (labels[market] !== labels[to] && !out.has(labels[market])) out.set(labels[market], labels[to])
  }
  for (const table of TABLES) for (const labels of Object.values(table)) add(labels)
  for (const item of EQUIPMENT) add(item)
  // Campaign lines: the fixed ones as they are, those with a figure as patterns (src/features/cars/value-labels.ts).
  const [from, into] = [CAMPAIGN_TEXTS[market], CAMPAIGN_TEXTS[to]]
  const lines: [string, string][] = [
    [from.saving('{amount}'), into.saving('{amount}')],
    [from.loanRate('{rate}'), into.loanRate('{rate}')],
    [from.evExtra, into.evExtra],
    [from.privateLeasing, into.privateLeasing],
    ...from.extras.map((line, i): [string, string] => [line, into.extras[i]]),
  ]
  // Finance product names and texts (car_loan_option and the others), their figures as patterns.
  const [f, g] = [FINANCE_TEXTS[market], FINANCE_TEXTS[to]]
  const n = (name: string) => `{${name}}` as unknown as number
  lines.push(
    [f.loanTitle, g.loanTitle],
    [f.companyTitle, g.companyTitle],
    [f.privateTitle, g.privateTitle],
    [f.loanDescription('{minCash}', n('maxMonths')), g.loanDescription('{minCash}', n('maxMonths'))],
    [f.loanDisclaimer('{startFee}', '{invoiceFee}'), g.loanDisclaimer('{startFee}', '{invoiceFee}')],
    [f.companySales('{monthly}'), g.companySales('{monthly}')],
    [f.companyDescription(n('months'), '{mileage}'), g.companyDescription(n('months'), '{mileage}')],
    [f.companyDisclaimer('{startFee}', '{invoiceFee}'), g.companyDisclaimer('{startFee}', '{invoiceFee}')],
    [f.privateSales('{monthly}'), g.privateSales('{monthly}')],
    [f.privateDisclaimer(n('months'), '{mileage}'), g.privateDisclaimer(n('months'), '{mileage}')],
    [f.itemDescription(n('months'), '{mileage}', true), g.itemDescription(n('months'), '{mileage}', true)],
    [f.itemDescription(n('months'), '{mileage}', false), g.itemDescription(n('months'), '{mileage}', false)],
    [f.months(n('n')), g.months(n('n'))],
    [f.perYear('{distance}'), g.perYear('{distance}')],
    [`{amount}${PER_MONTH[market]}`, `{amount}${PER_MONTH[to]}`],
  )
  for (const [stored, label] of lines) if (stored !== label && !out.has(stored)) out.set(stored, label)
  return out
}
