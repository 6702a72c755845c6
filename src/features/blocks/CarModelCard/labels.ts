/** The car model card's texts in every admin language (src/cms/admin-languages.ts). */
import type { AdminText } from '@/cms/admin-languages'

export const CAR_MODEL_CARD_LABELS = {
  singular: { en: 'Car model card', sv: 'Modellkort', nb: 'Modellkort', sk: 'Karta modelu' },
  plural: { en: 'Car model cards', sv: 'Modellkort', nb: 'Modellkort', sk: 'Karty modelov' },
  isCampaign: { en: 'Campaign', sv: 'Kampanj', nb: 'Kampanje', sk: 'Kampaň' },
  campaign: {
    en: 'Campaign flag text',
    sv: 'Kampanjmärkets text',
    nb: 'Kampanjemerkets tekst',
    sk: 'Text označenia kampane',
  },
  campaignDescription: {
    en: 'The campaign flag’s text, e.g. “Kampanj”.',
    sv: 'Texten på kampanjmärket, t.ex. ”Kampanj”.',
    nb: 'Teksten på kampanjemerket, f.eks. «Kampanje».',
    sk: 'Text označenia kampane, napr. „Akcia“.',
  },
  facts: { en: 'Key figures', sv: 'Nyckeltal', nb: 'Nøkkeltall', sk: 'Kľúčové údaje' },
  factsDescription: {
    en: 'Up to four key figures, e.g. Range / 520 km.',
    sv: 'Upp till fyra nyckeltal, t.ex. Räckvidd / 520 km.',
    nb: 'Opptil fire nøkkeltall, f.eks. Rekkevidde / 520 km.',
    sk: 'Najviac štyri kľúčové údaje, napr. Dojazd / 520 km.',
  },
  fact: { en: 'Label/value pair', sv: 'Etikett och värde', nb: 'Etikett og verdi', sk: 'Označenie a hodnota' },
  factLabel: { en: 'Label', sv: 'Etikett', nb: 'Etikett', sk: 'Označenie' },
  factValue: { en: 'Value', sv: 'Värde', nb: 'Verdi', sk: 'Hodnota' },
} as const satisfies Record<string, AdminText>
