/** The countdown block's texts in every admin language (src/cms/admin-languages.ts). */
import type { AdminText } from '@/cms/admin-languages'

export const COUNTDOWN_LABELS = {
  singular: { en: 'Countdown', sv: 'Nedräkning', nb: 'Nedtelling', sk: 'Odpočítavanie' },
  plural: { en: 'Countdowns', sv: 'Nedräkningar', nb: 'Nedtellinger', sk: 'Odpočítavania' },
  countdownTarget: { en: 'Counts down to', sv: 'Räknar ned till', nb: 'Teller ned til', sk: 'Odpočítava do' },
  endedText: {
    en: 'Text when it ends',
    sv: 'Text när tiden är ute',
    nb: 'Tekst når tiden er ute',
    sk: 'Text po skončení',
  },
  endedTextDescription: {
    en: 'Shown when the countdown reaches zero; empty: the standard text.',
    sv: 'Visas när nedräkningen når noll; tomt: standardtexten.',
    nb: 'Vises når nedtellingen når null; tomt: standardteksten.',
    sk: 'Zobrazí sa, keď odpočítavanie dosiahne nulu; prázdne: štandardný text.',
  },
} as const satisfies Record<string, AdminText>
