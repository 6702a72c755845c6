/** The footer's labels in every admin language (src/cms/admin-languages.ts). */
import { adminText as t } from '@/cms/admin-languages'
import { COMMON_TEXTS as C } from '@/cms/fields/common-texts'
import type { FieldTexts } from '@/cms/fields/labels'

export const FOOTER_TEXTS = {
  network: t('Network', 'Nätverk', 'Nettverk', 'Sieť'),
  highlightedLink: t('Highlighted link', 'Framhävd länk', 'Fremhevet lenke', 'Zvýraznený odkaz'),
}

export const FOOTER_FIELD_TEXTS: FieldTexts = {
  title: { label: C.title },
  showBrands: { label: t('Show brands', 'Visa märken', 'Vis merker', 'Zobraziť značky') },
  brandsHeading: { label: t('Brands heading', 'Rubrik för märken', 'Overskrift for merker', 'Nadpis značiek') },
  brands: { label: C.brands, labels: { singular: C.brand, plural: C.brands } },
  name: { label: C.brand },
  logo: { label: C.logo },
  logoBlackAndWhite: {
    label: t('Logo in black and white', 'Logotyp i svartvitt', 'Logo i svart-hvitt', 'Čiernobiele logo'),
  },
  columns: {
    label: t('Columns', 'Kolumner', 'Kolonner', 'Stĺpce'),
    labels: {
      singular: t('Column', 'Kolumn', 'Kolonne', 'Stĺpec'),
      plural: t('Columns', 'Kolumner', 'Kolonner', 'Stĺpce'),
    },
  },
  description: { label: C.description },
  items: {
    label: t('Links', 'Länkar', 'Lenker', 'Odkazy'),
    labels: { singular: C.link, plural: t('Links', 'Länkar', 'Lenker', 'Odkazy') },
  },
  label: { label: t('Link text', 'Länktext', 'Lenketekst', 'Text odkazu') },
  href: { label: t('Address', 'Adress', 'Adresse', 'Adresa') },
  newTab: { label: C.newTab },
  flag: { label: t('Flag', 'Flagga', 'Flagg', 'Vlajka') },
  socialLinks: {
    label: t('Social media', 'Sociala medier', 'Sosiale medier', 'Sociálne siete'),
    labels: {
      singular: t(
        'Social media link',
        'Länk till sociala medier',
        'Lenke til sosiale medier',
        'Odkaz na sociálnu sieť',
      ),
      plural: t(
        'Social media links',
        'Länkar till sociala medier',
        'Lenker til sosiale medier',
        'Odkazy na sociálne siete',
      ),
    },
  },
  url: { label: t('Address', 'Adress', 'Adresse', 'Adresa') },
  infoField1Heading: { label: t('Info 1 heading', 'Info 1 rubrik', 'Info 1 overskrift', 'Info 1 nadpis') },
  infoField1Text: { label: t('Info 1 text', 'Info 1 text', 'Info 1 tekst', 'Info 1 text') },
  infoField2Heading: { label: t('Info 2 heading', 'Info 2 rubrik', 'Info 2 overskrift', 'Info 2 nadpis') },
  infoField2Text: { label: t('Info 2 text', 'Info 2 text', 'Info 2 tekst', 'Info 2 text') },
  infoFieldOneChildFullWidth: {
    label: t(
      'Single info field full width',
      'Ensamt infofält i full bredd',
      'Enkelt infofelt i full bredde',
      'Jediné info pole na celú šírku',
    ),
  },
}
