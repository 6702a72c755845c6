/** The Norwegian service form block's texts and message in every admin language (src/cms/admin-languages.ts). */
import type { AdminText } from '@/cms/admin-languages'

export const SERVICE_FORM_NO_LABELS = {
  singular: {
    en: 'Service form (Norway)',
    sv: 'Serviceformulär (Norge)',
    nb: 'Serviceskjema (Norge)',
    sk: 'Servisný formulár (Nórsko)',
  },
  plural: {
    en: 'Service forms (Norway)',
    sv: 'Serviceformulär (Norge)',
    nb: 'Serviceskjemaer (Norge)',
    sk: 'Servisné formuláre (Nórsko)',
  },
  titleDescription: {
    en: 'Heading; empty for the standard one.',
    sv: 'Rubrik; tomt för standardrubriken.',
    nb: 'Overskrift; tomt for standardoverskriften.',
    sk: 'Nadpis; prázdne pre štandardný.',
  },
  variantCar: {
    en: 'Car (11 services, choice of workshop)',
    sv: 'Bil (11 tjänster, val av verkstad)',
    nb: 'Bil (11 tjenester, valg av verksted)',
    sk: 'Auto (11 služieb, výber servisu)',
  },
  variantMotorcycle: {
    en: 'Motorcycle (3 services, one fixed dealer)',
    sv: 'Motorcykel (3 tjänster, en fast återförsäljare)',
    nb: 'Motorsykkel (3 tjenester, én fast forhandler)',
    sk: 'Motocykel (3 služby, jeden pevný predajca)',
  },
  dealer: { en: 'Dealer', sv: 'Återförsäljare', nb: 'Forhandler', sk: 'Predajca' },
  dealerDescription: {
    en: 'The motorcycle form’s dealer: one of this website’s dealer sites.',
    sv: 'Motorcykelformulärets återförsäljare: en av webbplatsens anläggningar.',
    nb: 'Motorsykkelskjemaets forhandler: en av nettstedets forhandlere.',
    sk: 'Predajca motocyklového formulára: jedna z predajní tohto webu.',
  },
  dealerMissing: {
    en: 'The motorcycle form needs its dealer.',
    sv: 'Motorcykelformuläret behöver sin återförsäljare.',
    nb: 'Motorsykkelskjemaet trenger sin forhandler.',
    sk: 'Motocyklový formulár potrebuje svojho predajcu.',
  },
} as const satisfies Record<string, AdminText>
