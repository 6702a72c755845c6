/**
 * The page builder's texts that many blocks share, in every admin language (src/cms/admin-languages.ts): one name
 * per concept, so "Space above" or "Heading level" reads the same in every block. A block's own texts are in the
 * `labels.ts` beside its config.
 */
import type { AdminText } from '@/cms/admin-languages'
import type { BlockSort } from '@/features/cars/list/facets'

export const BLOCK_LABELS = {
  title: { en: 'Heading', sv: 'Rubrik', nb: 'Overskrift', sk: 'Nadpis' },
  titleTag: { en: 'Heading level', sv: 'Rubriknivå', nb: 'Overskriftsnivå', sk: 'Úroveň nadpisu' },
  text: { en: 'Text', sv: 'Text', nb: 'Tekst', sk: 'Text' },
  hasMarginTop: { en: 'Space above', sv: 'Luft ovanför', nb: 'Luft over', sk: 'Medzera nad blokom' },
  image: { en: 'Image', sv: 'Bild', nb: 'Bilde', sk: 'Obrázok' },
  imagePhone: { en: 'Image on phones', sv: 'Bild i mobilen', nb: 'Bilde på mobil', sk: 'Obrázok na mobile' },
  video: { en: 'Video', sv: 'Video', nb: 'Video', sk: 'Video' },
  videoPhone: { en: 'Video on phones', sv: 'Video i mobilen', nb: 'Video på mobil', sk: 'Video na mobile' },
  youtubeId: { en: 'YouTube video', sv: 'YouTube-video', nb: 'YouTube-video', sk: 'Video na YouTube' },
  reverse: { en: 'Swap sides', sv: 'Byt sida', nb: 'Bytt side', sk: 'Vymeniť strany' },
  showDates: { en: 'Show dates', sv: 'Visa datum', nb: 'Vis datoer', sk: 'Zobraziť dátumy' },
  storiesIndex: {
    en: 'Stories index page',
    sv: 'Översiktssida för artiklar',
    nb: 'Oversiktsside for artikler',
    sk: 'Prehľad článkov',
  },
  contactEmail: { en: 'Contact e-mail', sv: 'Kontaktadress (e-post)', nb: 'Kontakt-e-post', sk: 'Kontaktný e-mail' },
  variant: { en: 'Variant', sv: 'Variant', nb: 'Variant', sk: 'Variant' },
  layout: { en: 'Layout', sv: 'Layout', nb: 'Oppsett', sk: 'Rozloženie' },
  height: { en: 'Height', sv: 'Höjd', nb: 'Høyde', sk: 'Výška' },
  standard: { en: 'Standard', sv: 'Standard', nb: 'Standard', sk: 'Štandardná' },
  medium: { en: 'Medium', sv: 'Medel', nb: 'Middels', sk: 'Stredná' },
  fullHeight: { en: 'Full screen height', sv: 'Hela skärmhöjden', nb: 'Hele skjermhøyden', sk: 'Celá výška obrazovky' },
  none: { en: 'None', sv: 'Ingen', nb: 'Ingen', sk: 'Žiadna' },
  top: { en: 'Top', sv: 'Upptill', nb: 'Øverst', sk: 'Hore' },
  centre: { en: 'Centre', sv: 'Mitten', nb: 'Midten', sk: 'V strede' },
  bottom: { en: 'Bottom', sv: 'Nedtill', nb: 'Nederst', sk: 'Dole' },
  left: { en: 'Left', sv: 'Vänster', nb: 'Venstre', sk: 'Vľavo' },
  right: { en: 'Right', sv: 'Höger', nb: 'Høyre', sk: 'Vpravo' },
  contentPlacement: {
    en: 'Text placement',
    sv: 'Textens placering',
    nb: 'Tekstens plassering',
    sk: 'Umiestnenie textu',
  },
  backgroundColor: { en: 'Background colour', sv: 'Bakgrundsfärg', nb: 'Bakgrunnsfarge', sk: 'Farba pozadia' },
  backgroundColor1: { en: 'Background colour 1', sv: 'Bakgrundsfärg 1', nb: 'Bakgrunnsfarge 1', sk: 'Farba pozadia 1' },
  backgroundColor2: { en: 'Background colour 2', sv: 'Bakgrundsfärg 2', nb: 'Bakgrunnsfarge 2', sk: 'Farba pozadia 2' },
  backgroundColor3: { en: 'Background colour 3', sv: 'Bakgrundsfärg 3', nb: 'Bakgrunnsfarge 3', sk: 'Farba pozadia 3' },
  textColor: { en: 'Text colour', sv: 'Textfärg', nb: 'Tekstfarge', sk: 'Farba textu' },
  white: { en: 'White', sv: 'Vit', nb: 'Hvit', sk: 'Biela' },
  black: { en: 'Black', sv: 'Svart', nb: 'Svart', sk: 'Čierna' },
  buttonType: { en: 'Button style', sv: 'Knappstil', nb: 'Knappestil', sk: 'Štýl tlačidla' },
  buttonTypeDescription: {
    en: 'None: the link is not shown as a button (the label is shown as a plain link).',
    sv: 'Ingen: länken visas inte som en knapp (länktexten visas som en vanlig länk).',
    nb: 'Ingen: lenken vises ikke som en knapp (lenketeksten vises som en vanlig lenke).',
    sk: 'Žiadny: odkaz sa nezobrazí ako tlačidlo (text odkazu sa zobrazí ako obyčajný odkaz).',
  },
  buttonPrimary: { en: 'Primary', sv: 'Primär', nb: 'Primær', sk: 'Primárne' },
  buttonSecondary: { en: 'Secondary', sv: 'Sekundär', nb: 'Sekundær', sk: 'Sekundárne' },
  buttonGhost: { en: 'Outline', sv: 'Kontur', nb: 'Kontur', sk: 'Obrysové' },
  buttonGhostContrast: {
    en: 'Outline, contrast',
    sv: 'Kontur, kontrast',
    nb: 'Kontur, kontrast',
    sk: 'Obrysové, kontrastné',
  },
  buttonNone: {
    en: 'None (plain link)',
    sv: 'Ingen (vanlig länk)',
    nb: 'Ingen (vanlig lenke)',
    sk: 'Žiadne (obyčajný odkaz)',
  },
  hasSearchBar: { en: 'Car search bar', sv: 'Sökfält för bilar', nb: 'Søkefelt for biler', sk: 'Vyhľadávanie áut' },
  searchPath: {
    en: 'Search results page',
    sv: 'Sida för sökresultat',
    nb: 'Side for søkeresultater',
    sk: 'Stránka s výsledkami vyhľadávania',
  },
  searchPathDescription: {
    en: 'The car list page the search goes to, e.g. /kop-bil/alla-bilar-i-lager (without the language prefix).',
    sv: 'Billistans sida som sökningen leder till, t.ex. /kop-bil/alla-bilar-i-lager (utan språkprefixet).',
    nb: 'Billistesiden søket går til, f.eks. /kop-bil/alla-bilar-i-lager (uten språkprefikset).',
    sk: 'Stránka so zoznamom áut, kam vedie vyhľadávanie, napr. /kop-bil/alla-bilar-i-lager (bez jazykovej predpony).',
  },
  searchPathInvalid: {
    en: 'A path of this site starting with /, without ? or #, e.g. /kop-bil/alla-bilar-i-lager',
    sv: 'En sökväg på webbplatsen som börjar med /, utan ? eller #, t.ex. /kop-bil/alla-bilar-i-lager',
    nb: 'En sti på nettstedet som begynner med /, uten ? eller #, f.eks. /kop-bil/alla-bilar-i-lager',
    sk: 'Cesta na tomto webe začínajúca znakom /, bez ? alebo #, napr. /kop-bil/alla-bilar-i-lager',
  },
  searchPlaceholder: {
    en: 'Search bar placeholder',
    sv: 'Platshållartext i sökfältet',
    nb: 'Plassholdertekst i søkefeltet',
    sk: 'Zástupný text vo vyhľadávaní',
  },
  searchPlaceholderDescription: {
    en: "Empty: 'Sök på märke, modell eller utrustning' in the page's language.",
    sv: "Tomt: 'Sök på märke, modell eller utrustning' på sidans språk.",
    nb: "Tomt: 'Sök på märke, modell eller utrustning' på sidens språk.",
    sk: "Prázdne: 'Sök på märke, modell eller utrustning' v jazyku stránky.",
  },
  filterField: { en: 'Field', sv: 'Fält', nb: 'Felt', sk: 'Pole' },
  filterValue: { en: 'Value', sv: 'Värde', nb: 'Verdi', sk: 'Hodnota' },
  sort: { en: 'Sort order', sv: 'Sortering', nb: 'Sortering', sk: 'Zoradenie' },
} as const satisfies Record<string, AdminText>

/** The car sorts a list or a teaser may start with, as editors know them from the car list. */
export const SORT_LABELS: Record<BlockSort, AdminText> = {
  newest: { en: 'Newest first', sv: 'Nyast först', nb: 'Nyeste først', sk: 'Najnovšie' },
  price_asc: { en: 'Lowest price', sv: 'Lägsta pris', nb: 'Laveste pris', sk: 'Najnižšia cena' },
  price_desc: { en: 'Highest price', sv: 'Högsta pris', nb: 'Høyeste pris', sk: 'Najvyššia cena' },
  year_desc: { en: 'Newest model year', sv: 'Nyaste årsmodell', nb: 'Nyeste årsmodell', sk: 'Najnovší modelový rok' },
  year_asc: { en: 'Oldest model year', sv: 'Äldsta årsmodell', nb: 'Eldste årsmodell', sk: 'Najstarší modelový rok' },
  mileage_asc: { en: 'Lowest mileage', sv: 'Lägsta miltal', nb: 'Lavest kilometerstand', sk: 'Najnižší nájazd' },
  mileage_desc: { en: 'Highest mileage', sv: 'Högsta miltal', nb: 'Høyest kilometerstand', sk: 'Najvyšší nájazd' },
}
