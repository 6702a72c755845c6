/**
 * Words of a market's language that a page in another language must not show (issue 32: "the English pages of a
 * Nordic site are half in the market's language"). Only words that are not also words of the page's language,
 * and no proper names: dealer, street and town names stay as they are on every page, and so do model names
 * ('Superb Kombi', 'E-Klasse stasjonsvogn', 'Android Auto'), so those words are left out. Lower case; the
 * checker compares case-insensitively.
 */
const SWEDISH = [
  'och', 'för', 'med', 'att', 'som', 'inte', 'eller', 'alla', 'visar', 'visa', 'bil', 'bilen', 'bilar', 'sök', 'läs', 'mer',
  'välj', 'tillbaka', 'jämför', 'stäng', 'nästa', 'föregående', 'sida', 'från', 'hem', 'köp', 'sälj', 'kontakta', 'säljaren',
  'pris', 'moms', 'mån', 'kr/mån', 'månad', 'månader', 'år', 'mil', 'miltal', 'årsmodell', 'växellåda', 'drivmedel', 'kaross',
  'färg', 'bensin', 'automat', 'manuell', 'halvkombi', 'elbil', 'laddhybrid', 'fyrhjulsdrift', 'framhjulsdrift',
  'bakhjulsdrift', 'svart', 'vit', 'grå', 'blå', 'röd', 'grön', 'brun', 'mörkblå', 'finansiering', 'billån', 'privatleasing',
  'företagsleasing', 'utrustning', 'beskrivning', 'översikt', 'nyheter', 'anläggning', 'anläggningar', 'öppet', 'stängt',
  'idag', 'vardagar', 'verkstad', 'boka', 'däck', 'kampanj', 'kampanjpris', 'kontantinsats', 'restvärde', 'ränta',
]
const NORWEGIAN = [
  'og', 'ikke', 'eller', 'alle', 'viser', 'vis', 'bil', 'bilen', 'biler', 'søk', 'les', 'mer', 'velg', 'tilbake', 'sammenlign',
  'lukk', 'neste', 'forrige', 'fra', 'hjem', 'kjøp', 'selg', 'selger', 'pris', 'mva', 'mnd', 'kr/mnd', 'måned', 'måneder', 'år',
  'kilometerstand', 'årsmodell', 'girkasse', 'drivstoff', 'karosseri', 'farge', 'bensin', 'automat', 'manuell',
  'elbil', 'firehjulstrekk', 'forhjulstrekk', 'bakhjulstrekk', 'svart', 'hvit', 'grå', 'blå', 'rød', 'grønn',
  'brun', 'finansiering', 'billån', 'privatleasing', 'utstyr', 'beskrivelse', 'oversikt', 'nyheter', 'åpent', 'stengt',
  'verksted', 'bestill', 'dekk', 'kampanje', 'egenkapital', 'restverdi', 'rente',
]

const FINNISH = [
  'tai', 'kaikki', 'näytä', 'autot', 'autoa', 'hae', 'lue', 'lisää', 'valitse', 'takaisin', 'vertaa', 'sulje',
  'hinta', 'alv', 'kk', '€/kk', 'kuukausi', 'kuukautta', 'vuosi', 'vuosimalli', 'mittarilukema', 'vaihteisto', 'käyttövoima',
  'korimalli', 'väri', 'bensiini', 'automaatti', 'manuaali', 'farmari', 'viistoperä', 'sähköauto', 'neliveto', 'etuveto',
  'musta', 'valkoinen', 'harmaa', 'sininen', 'punainen', 'vihreä', 'ruskea', 'rahoitus', 'varusteet', 'kuvaus', 'yleiskatsaus',
  'ajankohtaista', 'avoinna', 'suljettu', 'huolto', 'varaa', 'renkaat', 'kampanja',
]

/**
 * The words each site's pages in another language than the market's must not show, keyed like the layout
 * views' sites (site/locale): the market's language on se /en, no /en and fi /sv; on the UK site, either
 * Nordic language leaking in.
 */
export const FOREIGN_WORDS: Record<string, readonly string[]> = {
  'se/en': SWEDISH,
  'no/en': NORWEGIAN,
  'fi/sv': FINNISH,
  'uk': [...new Set([...SWEDISH, ...NORWEGIAN])],
}
