/** The finance calculator block's texts in every admin language (src/cms/admin-languages.ts). */
import type { AdminText } from '@/cms/admin-languages'

export const FINANCE_CALCULATOR_LABELS = {
  singular: {
    en: 'Finance calculator',
    sv: 'Finansieringskalkylator',
    nb: 'Finansieringskalkulator',
    sk: 'Kalkulačka financovania',
  },
  plural: {
    en: 'Finance calculators',
    sv: 'Finansieringskalkylatorer',
    nb: 'Finansieringskalkulatorer',
    sk: 'Kalkulačky financovania',
  },
  carId: { en: 'Car (car_id)', sv: 'Bil (car_id)', nb: 'Bil (car_id)', sk: 'Auto (car_id)' },
  carIdDescription: {
    en: "car_id of the car to show; empty: the first car of the site's market that has finance offers.",
    sv: 'car_id för bilen som ska visas; tomt: den första bilen på webbplatsens marknad som har finansieringserbjudanden.',
    nb: 'car_id for bilen som skal vises; tomt: den første bilen i nettstedets marked som har finansieringstilbud.',
    sk: 'car_id auta, ktoré sa zobrazí; prázdne: prvé auto na trhu webu, ktoré má ponuky financovania.',
  },
} as const satisfies Record<string, AdminText>
