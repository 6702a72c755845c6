/** The group documents' and the page's group-content labels in every admin language (src/cms/admin-languages.ts). */
import type { AdminText } from '@/cms/admin-languages'
import type { SharedField } from './merge'

export const GROUP_CONTENT_LABELS = {
  singular: { en: 'Group document', sv: 'Koncerndokument', nb: 'Konserndokument', sk: 'Dokument skupiny' },
  plural: { en: 'Group documents', sv: 'Koncerndokument', nb: 'Konserndokumenter', sk: 'Dokumenty skupiny' },
  description: {
    en: 'Text every site shows the same (legal text, privacy, cookies): a page shows one by choosing it under "Group document".',
    sv: 'Text som alla webbplatser visar likadant (juridisk text, integritet, kakor): en sida visar den genom att välja den under "Koncerndokument".',
    nb: 'Tekst som alle nettsteder viser likt (juridisk tekst, personvern, informasjonskapsler): en side viser den ved å velge den under "Konserndokument".',
    sk: 'Text, ktorý zobrazujú všetky weby rovnako (právny text, súkromie, cookies): stránka ho zobrazí výberom v poli "Dokument skupiny".',
  },
  shownOn: {
    en: 'Shown on these pages',
    sv: 'Visas på dessa sidor',
    nb: 'Vises på disse sidene',
    sk: 'Zobrazuje sa na týchto stránkach',
  },
  shownOnDescription: {
    en: 'The pages of the sites that show this document; a change reaches all of them once published.',
    sv: 'Webbplatsernas sidor som visar dokumentet; en ändring når alla när den publiceras.',
    nb: 'Nettstedenes sider som viser dokumentet; en endring når alle når den publiseres.',
    sk: 'Stránky webov, ktoré zobrazujú tento dokument; zmena sa po zverejnení prejaví na všetkých.',
  },
  groupContent: { en: 'Group document', sv: 'Koncerndokument', nb: 'Konserndokument', sk: 'Dokument skupiny' },
  groupContentDescription: {
    en: "The page shows the group document's published text in its language, except the fields kept below as its own.",
    sv: 'Sidan visar koncerndokumentets publicerade text på sitt språk, utom fälten som behålls som egna nedan.',
    nb: 'Siden viser konserndokumentets publiserte tekst på sitt språk, unntatt feltene som beholdes som egne nedenfor.',
    sk: 'Stránka zobrazuje zverejnený text dokumentu skupiny vo svojom jazyku okrem polí ponechaných nižšie ako vlastné.',
  },
  localOverrides: {
    en: "This page's own fields",
    sv: 'Sidans egna fält',
    nb: 'Sidens egne felt',
    sk: 'Vlastné polia tejto stránky',
  },
} satisfies Record<string, AdminText>

/** The names of the fields a page may keep as its own, as the override options show them. */
export const SHARED_FIELD_LABELS: Record<SharedField, AdminText> = {
  title: { en: 'Title', sv: 'Titel', nb: 'Tittel', sk: 'Názov' },
  metaTitle: { en: 'Meta title', sv: 'Metatitel', nb: 'Metatittel', sk: 'Meta názov' },
  metaDescription: { en: 'Meta description', sv: 'Metabeskrivning', nb: 'Metabeskrivelse', sk: 'Meta popis' },
  layout: { en: 'Blocks', sv: 'Block', nb: 'Blokker', sk: 'Bloky' },
}
