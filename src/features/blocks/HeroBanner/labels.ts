/** The hero banner's texts in every admin language (src/cms/admin-languages.ts). */
import type { AdminText } from '@/cms/admin-languages'

export const HERO_BANNER_LABELS = {
  singular: { en: 'Hero banner', sv: 'Toppbanner', nb: 'Toppbanner', sk: 'Úvodný banner' },
  plural: { en: 'Hero banners', sv: 'Toppbanners', nb: 'Toppbannere', sk: 'Úvodné bannery' },
  content: { en: 'Background', sv: 'Bakgrund', nb: 'Bakgrunn', sk: 'Pozadie' },
  imageDescription: {
    en: 'Required for Image content; the poster of Video content.',
    sv: 'Krävs för bildbakgrund; omslagsbild för videobakgrund.',
    nb: 'Påkrevd for bildebakgrunn; forsidebilde for videobakgrunn.',
    sk: 'Povinný pri obrázku v pozadí; náhľad pri videu v pozadí.',
  },
  imagePhoneDescription: {
    en: 'Shown below 768 px; empty: the image.',
    sv: 'Visas under 768 px; tomt: bilden.',
    nb: 'Vises under 768 px; tomt: bildet.',
    sk: 'Zobrazí sa pod 768 px; prázdne: obrázok.',
  },
  videoDesktop: { en: 'Video on computers', sv: 'Video på dator', nb: 'Video på datamaskin', sk: 'Video na počítači' },
  titleTagDescription: {
    en: 'h1 on a page’s first block replaces the page title.',
    sv: 'h1 i sidans första block ersätter sidans rubrik.',
    nb: 'h1 i sidens første blokk erstatter sidens overskrift.',
    sk: 'h1 v prvom bloku stránky nahradí nadpis stránky.',
  },
  centerContent: {
    en: 'Centre the text',
    sv: 'Centrera texten',
    nb: 'Midtstill teksten',
    sk: 'Vycentrovať text',
  },
  centerContentDescription: {
    en: 'Centre the text horizontally.',
    sv: 'Centrera texten vågrätt.',
    nb: 'Midtstill teksten vannrett.',
    sk: 'Vycentrovať text vodorovne.',
  },
  variantDefault: { en: 'Standard', sv: 'Standard', nb: 'Standard', sk: 'Štandardný' },
  variantFullScreen: { en: 'Full screen', sv: 'Helskärm', nb: 'Fullskjerm', sk: 'Celá obrazovka' },
  variantDescription: {
    en: 'Full screen fills the screen and shows a scroll-down button.',
    sv: 'Helskärm fyller skärmen och visar en knapp för att skrolla ned.',
    nb: 'Fullskjerm fyller skjermen og viser en knapp for å rulle ned.',
    sk: 'Celá obrazovka vyplní obrazovku a zobrazí tlačidlo na posun nadol.',
  },
  heightDescription: {
    en: 'Medium: 64 % of the screen height.',
    sv: 'Medel: 64 % av skärmhöjden.',
    nb: 'Middels: 64 % av skjermhøyden.',
    sk: 'Stredná: 64 % výšky obrazovky.',
  },
  searchPlaceholder: {
    en: 'Search bar placeholder on phones',
    sv: 'Platshållartext i sökfältet i mobilen',
    nb: 'Plassholdertekst i søkefeltet på mobil',
    sk: 'Zástupný text vo vyhľadávaní na mobile',
  },
  searchPlaceholderDesktop: {
    en: 'Search bar placeholder on computers',
    sv: 'Platshållartext i sökfältet på dator',
    nb: 'Plassholdertekst i søkefeltet på datamaskin',
    sk: 'Zástupný text vo vyhľadávaní na počítači',
  },
  searchPlaceholderDesktopDescription: {
    en: 'From 1024 px; empty: the phone text.',
    sv: 'Från 1024 px; tomt: mobiltexten.',
    nb: 'Fra 1024 px; tomt: mobilteksten.',
    sk: 'Od 1024 px; prázdne: text pre mobil.',
  },
} as const satisfies Record<string, AdminText>
