/**
 * Which of its site's languages a document has: shown in the document's sidebar, a locale
 * counts as done when the probed localized field (a title, a value, a menu) has content in it.
 */
import { getTranslation } from '@payloadcms/translations'
import type { CollectionSlug, UIFieldServerProps } from 'payload'
import { LOCALE_LABELS, isLocale } from '../locales'
import { LOCALE_STATUS_TEXTS } from './locale-status-texts'
import { siteLocales } from './site-locales'
import styles from './SidebarStatus.module.css'

type Props = UIFieldServerProps & { probe: string }

const hasContent = (value: unknown) =>
  Array.isArray(value)
    ? value.length > 0
    : typeof value === 'string'
      ? value.trim() !== ''
      : value !== null && value !== undefined

/** A content locale's language named in the admin's language (Svenska → "svenska" for a Swedish editor, "Swedish" for others). */
function languageName(code: string, adminLanguage: string): string {
  const language = code.split('-')[0]
  try {
    return new Intl.DisplayNames([adminLanguage], { type: 'language' }).of(language) ?? code
  } catch {
    return isLocale(code) ? LOCALE_LABELS[code].englishName : code
  }
}

export async function LocaleStatus({ id, collectionSlug, data, payload, probe, i18n }: Props) {
  const text = (key: keyof typeof LOCALE_STATUS_TEXTS) => getTranslation(LOCALE_STATUS_TEXTS[key], i18n)
  const site = data?.site as number | { id: number } | undefined
  const siteId = site && typeof site === 'object' ? site.id : site
  if (!siteId) return null
  const locales = await siteLocales(payload, siteId)
  if (!locales) return null
  const doc = id
    ? await payload
        .findByID({
          collection: collectionSlug as CollectionSlug,
          id,
          locale: 'all',
          depth: 0,
          draft: true,
          select: { [probe]: true } as never,
        })
        .catch(() => null)
    : null
  const values = ((doc as Record<string, unknown> | null)?.[probe] ?? {}) as Record<string, unknown>
  return (
    <div className={styles.box} data-testid="locale-status">
      <p className={styles.heading}>{text('heading')}</p>
      <ul className={styles.list}>
        {locales.locales.map((code) => {
          const done = hasContent(values[code])
          return (
            <li key={code} className={done ? styles.ok : styles.problem} data-locale={code} data-missing={!done}>
              {languageName(code, i18n.language)}
              {code === locales.defaultLocale ? ` (${text('default')})` : ''}: {text(done ? 'written' : 'missing')}
            </li>
          )
        })}
      </ul>
    </div>
  )
}
