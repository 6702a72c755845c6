/** The audit log's words in every admin language (src/cms/admin-languages.ts). */
import type { AdminText } from '@/cms/admin-languages'
import type { AuditAction } from './actions'

export const AUDIT_ACTION_LABELS = {
  created: { en: 'Created', sv: 'Skapad', nb: 'Opprettet', sk: 'Vytvorené' },
  changed: { en: 'Changed', sv: 'Ändrad', nb: 'Endret', sk: 'Zmenené' },
  published: { en: 'Published', sv: 'Publicerad', nb: 'Publisert', sk: 'Zverejnené' },
  unpublished: { en: 'Unpublished', sv: 'Avpublicerad', nb: 'Avpublisert', sk: 'Stiahnuté zo zverejnenia' },
  deleted: { en: 'Deleted', sv: 'Raderad', nb: 'Slettet', sk: 'Odstránené' },
} as const satisfies Record<AuditAction, AdminText>

export const AUDIT_LABELS = {
  singular: { en: 'Activity', sv: 'Aktivitet', nb: 'Aktivitet', sk: 'Aktivita' },
  plural: { en: 'Activity log', sv: 'Aktivitetslogg', nb: 'Aktivitetslogg', sk: 'Denník aktivít' },
  at: { en: 'When', sv: 'När', nb: 'Når', sk: 'Kedy' },
  action: { en: 'Action', sv: 'Händelse', nb: 'Hendelse', sk: 'Akcia' },
  title: { en: 'Document', sv: 'Dokument', nb: 'Dokument', sk: 'Dokument' },
  collectionSlug: { en: 'Collection', sv: 'Samling', nb: 'Samling', sk: 'Kolekcia' },
  documentId: { en: 'Document id', sv: 'Dokument-id', nb: 'Dokument-id', sk: 'ID dokumentu' },
  locale: { en: 'Language', sv: 'Språk', nb: 'Språk', sk: 'Jazyk' },
  user: { en: 'Editor', sv: 'Redaktör', nb: 'Redaktør', sk: 'Editor' },
  userName: {
    en: 'Editor (as named then)',
    sv: 'Redaktör (namn då)',
    nb: 'Redaktør (navn da)',
    sk: 'Editor (meno vtedy)',
  },
} as const satisfies Record<string, AdminText>
