/** Sweden's 21 counties (län) by their letter code; the place's region in the booking (spec 2 §3 Location). */
export const COUNTIES = {
  AB: 'Stockholms län',
  C: 'Uppsala län',
  D: 'Södermanlands län',
  E: 'Östergötlands län',
  F: 'Jönköpings län',
  G: 'Kronobergs län',
  H: 'Kalmar län',
  I: 'Gotlands län',
  K: 'Blekinge län',
  M: 'Skåne län',
  N: 'Hallands län',
  O: 'Västra Götalands län',
  S: 'Värmlands län',
  T: 'Örebro län',
  U: 'Västmanlands län',
  W: 'Dalarnas län',
  X: 'Gävleborgs län',
  Y: 'Västernorrlands län',
  Z: 'Jämtlands län',
  AC: 'Västerbottens län',
  BD: 'Norrbottens län',
} as const

export type CountyCode = keyof typeof COUNTIES
