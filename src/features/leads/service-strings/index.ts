import { svSE } from './sv-SE'
import { nbNO } from './nb-NO'
import { fiFI } from './fi-FI'
import { skSK } from './sk-SK'
import { enGB } from './en-GB'
import { defineCatalogue, type MessagesOf } from '@/i18n/catalogue'

/**
 * The Norwegian service form's texts (spec 2 §2.4, §8, §9). It is a Norwegian-market flow; the other
 * locales are there for editors and for the site's English version. Editors override them as `serviceForm.<key>`.
 * Service keys are `service<Code>` (serviceKey) for the codes of CAR_SERVICES / MC_SERVICES (src/features/leads/forms.ts).
 */
export const serviceFormStrings = defineCatalogue('serviceForm', {
  'sv-SE': svSE,
  'nb-NO': nbNO,
  'fi-FI': fiFI,
  'sk-SK': skSK,
  'en-GB': enGB,
})

export type ServiceFormMessages = MessagesOf<typeof serviceFormStrings>

/** The catalogue key of a service code: 'oil-change' → 'serviceOilChange'. */
export const serviceKey = (code: string) =>
  `service${code
    .split('-')
    .map((w) => w[0].toUpperCase() + w.slice(1))
    .join('')}`
