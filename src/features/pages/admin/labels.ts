/** The page editor's labels and help texts in every admin language (src/cms/admin-languages.ts). */
import type { AdminText } from '@/cms/admin-languages'
import type { RowLabels } from '@/cms/fields/labels'

export const PAGE_LABELS = {
  singular: { en: 'Page', sv: 'Sida', nb: 'Side', sk: 'Stránka' },
  plural: { en: 'Pages', sv: 'Sidor', nb: 'Sider', sk: 'Stránky' },
  description: {
    en: "Pages form a tree: a page's parent and slug make its path (sort by Path to see it).",
    sv: 'Sidorna bildar ett träd: en sidas förälder och slug ger dess sökväg (sortera på Sökväg för att se det).',
    nb: 'Sidene danner et tre: en sides forelder og slug gir dens sti (sorter på Sti for å se det).',
    sk: 'Stránky tvoria strom: nadradená stránka a slug určujú cestu stránky (zoraďte podľa Cesty).',
  },
  title: { en: 'Title', sv: 'Titel', nb: 'Tittel', sk: 'Názov' },
  slug: { en: 'Slug', sv: 'Slug', nb: 'Slug', sk: 'Slug' },
  viewOnSite: { en: 'View on site', sv: 'Visa på webbplatsen', nb: 'Vis på nettstedet', sk: 'Zobraziť na webe' },
  slugDescription: {
    en: 'One URL segment. Leave empty on the home page.',
    sv: 'Ett segment av webbadressen. Lämna tomt på startsidan.',
    nb: 'Ett segment av nettadressen. La stå tomt på forsiden.',
    sk: 'Jeden segment adresy URL. Na domovskej stránke nechajte prázdne.',
  },
  parent: { en: 'Parent page', sv: 'Föräldersida', nb: 'Overordnet side', sk: 'Nadradená stránka' },
  path: { en: 'Path', sv: 'Sökväg', nb: 'Sti', sk: 'Cesta' },
  contentTab: { en: 'Content', sv: 'Innehåll', nb: 'Innhold', sk: 'Obsah' },
  layout: { en: 'Blocks', sv: 'Block', nb: 'Blokker', sk: 'Bloky' },
  seoTab: {
    en: 'SEO and page settings',
    sv: 'SEO och sidinställningar',
    nb: 'SEO og sideinnstillinger',
    sk: 'SEO a nastavenia stránky',
  },
  metaTitle: { en: 'Meta title', sv: 'Metatitel', nb: 'Metatittel', sk: 'Meta názov' },
  navTitle: { en: 'Title in menus', sv: 'Titel i menyer', nb: 'Tittel i menyer', sk: 'Názov v ponukách' },
  metaDescription: { en: 'Meta description', sv: 'Metabeskrivning', nb: 'Metabeskrivelse', sk: 'Meta popis' },
  ogDescription: {
    en: 'Description when shared',
    sv: 'Beskrivning vid delning',
    nb: 'Beskrivelse ved deling',
    sk: 'Popis pri zdieľaní',
  },
  ogImage: { en: 'Image when shared', sv: 'Bild vid delning', nb: 'Bilde ved deling', sk: 'Obrázok pri zdieľaní' },
  canonicalURL: { en: 'Canonical URL', sv: 'Kanonisk URL', nb: 'Kanonisk URL', sk: 'Kanonická URL' },
  gtmID: { en: 'GTM container', sv: 'GTM-container', nb: 'GTM-container', sk: 'Kontajner GTM' },
  gtmDescription: {
    en: "This page's own GTM container; empty: the site's.",
    sv: 'Sidans egen GTM-container; tomt: webbplatsens.',
    nb: 'Sidens egen GTM-container; tomt: nettstedets.',
    sk: 'Vlastný kontajner GTM tejto stránky; prázdne: kontajner webu.',
  },
  slugInvalid: {
    en: 'A slug is lower-case letters, digits and single dashes, e.g. "om-oss".',
    sv: 'En slug består av gemener, siffror och enkla bindestreck, t.ex. "om-oss".',
    nb: 'En slug består av små bokstaver, sifre og enkle bindestreker, f.eks. "om-oss".',
    sk: 'Slug tvoria malé písmená, číslice a jednoduché pomlčky, napr. „om-oss“.',
  },
  gtmInvalid: {
    en: 'A GTM id looks like GTM-ABC123.',
    sv: 'Ett GTM-id ser ut som GTM-ABC123.',
    nb: 'En GTM-ID ser ut som GTM-ABC123.',
    sk: 'ID GTM vyzerá ako GTM-ABC123.',
  },
  brandDesign: { en: 'Brand design', sv: 'Varumärkesdesign', nb: 'Merkedesign', sk: 'Dizajn značky' },
  brandDescription: {
    en: 'UK brand theme for this page.',
    sv: 'Brittiskt varumärkestema för sidan.',
    nb: 'Britisk merketema for siden.',
    sk: 'Britská téma značky pre túto stránku.',
  },
  hideFromSitemap: {
    en: 'Hide from the sitemap',
    sv: 'Dölj i webbplatskartan',
    nb: 'Skjul i nettstedskartet',
    sk: 'Skryť v mape webu',
  },
} as const satisfies Record<string, AdminText>

/** What the layout's rows are called ("Add Block", not Payload's "Add Layout"), on the pages and the group documents. */
export const LAYOUT_ROW_LABELS: RowLabels = {
  singular: { en: 'Block', sv: 'Block', nb: 'Blokk', sk: 'Blok' },
  plural: PAGE_LABELS.layout,
}
