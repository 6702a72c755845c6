/** The site settings' labels and help texts in every admin language (src/cms/admin-languages.ts). */
import { adminText as t } from '@/cms/admin-languages'
import type { FieldTexts } from '@/cms/fields/labels'

export const SITE_COLLECTION_LABELS = {
  singular: t('Site', 'Webbplats', 'Nettsted', 'Web'),
  plural: t('Sites', 'Webbplatser', 'Nettsteder', 'Weby'),
}

export const SITE_FIELD_TEXTS: FieldTexts = {
  name: { label: t('Name', 'Namn', 'Navn', 'Názov') },
  key: {
    label: t('Key', 'Nyckel', 'Nøkkel', 'Kľúč'),
    description: t(
      'Short stable identifier used in internal routes, e.g. "se".',
      'Kort, stabil identifierare i interna rutter, t.ex. "se".',
      'Kort, stabil identifikator i interne ruter, f.eks. "se".',
      'Krátky stály identifikátor v interných cestách, napr. „se“.',
    ),
  },
  url: {
    label: t('Address', 'Adress', 'Adresse', 'Adresa'),
    description: t(
      'Public origin, e.g. https://www.example.se',
      'Publik adress, t.ex. https://www.example.se',
      'Offentlig adresse, f.eks. https://www.example.se',
      'Verejná adresa, napr. https://www.example.se',
    ),
  },
  hostnames: {
    label: t('Host names', 'Värdnamn', 'Vertsnavn', 'Názvy hostiteľov'),
    description: t(
      'Host names that serve this site. The first is the primary one.',
      'Värdnamn som visar webbplatsen. Det första är det primära.',
      'Vertsnavn som viser nettstedet. Det første er det primære.',
      'Názvy hostiteľov, ktoré obsluhujú tento web. Prvý je hlavný.',
    ),
  },
  defaultLocale: { label: t('Default language', 'Standardspråk', 'Standardspråk', 'Predvolený jazyk') },
  country: { label: t('Country', 'Land', 'Land', 'Krajina') },
  currency: { label: t('Currency', 'Valuta', 'Valuta', 'Mena') },
  searchIndex: {
    label: t('Market search index', 'Marknadens sökindex', 'Markedets søkeindeks', 'Vyhľadávací index trhu'),
  },
  theme: { label: t('Theme', 'Tema', 'Tema', 'Téma') },
  fontPair: { label: t('Fonts', 'Typsnitt', 'Skrifttyper', 'Písma') },
  titleTemplate: { label: t('Title template', 'Titelmall', 'Tittelmal', 'Šablóna názvu') },
  pathToCarList: {
    label: t('Car list path', 'Sökväg till billistan', 'Sti til billisten', 'Cesta k zoznamu áut'),
    description: t(
      'Path of the car list page, e.g. /kop-bil',
      'Billistans sökväg, t.ex. /kop-bil',
      'Billistens sti, f.eks. /kjop-bil',
      'Cesta stránky so zoznamom áut, napr. /kup-auto',
    ),
  },
  favicon: { label: t('Favicon', 'Favicon', 'Favicon', 'Favicon') },
}
