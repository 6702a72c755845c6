/**
 * The publish checks in the page's sidebar: what publishing would refuse now (the last saved draft; the editor
 * autosaves as they type), in the editor's admin language, each finding with its field and locale.
 */
import { getTranslation } from '@payloadcms/translations'
import type { UIFieldServerProps } from 'payload'
import { pageFindings } from './findings'
import { LIGHTER_TEXTS } from './lighter-texts'
import { LighterCopyButton, type LighterTexts } from './LighterCopyButton'
import sidebar from '@/cms/admin/SidebarStatus.module.css'
import styles from './PublishChecks.module.css'

const TEXTS = {
  heading: {
    en: 'Checks before publishing',
    sv: 'Kontroller före publicering',
    nb: 'Kontroller før publisering',
    sk: 'Kontroly pred publikovaním',
  },
  clean: { en: 'Nothing to fix.', sv: 'Inget att åtgärda.', nb: 'Ingenting å rette.', sk: 'Nič na opravu.' },
  unsaved: {
    en: 'Shown once the page is saved.',
    sv: 'Visas när sidan har sparats.',
    nb: 'Vises når siden er lagret.',
    sk: 'Zobrazí sa po uložení stránky.',
  },
}

export async function PublishChecks({ id, data, i18n, req, payload }: UIFieldServerProps) {
  const text = (key: keyof typeof TEXTS) => getTranslation(TEXTS[key], i18n)
  const lighterTexts = Object.fromEntries(
    Object.entries(LIGHTER_TEXTS).map(([key, value]) => [key, getTranslation(value, i18n)]),
  ) as LighterTexts
  const site = data?.site as number | { id: number } | undefined
  const siteId = site && typeof site === 'object' ? site.id : site
  if (!siteId) return null
  const findings = id === undefined ? null : await pageFindings(siteId, Number(id), {}, req)
  return (
    <div className={sidebar.box} data-testid="publish-checks">
      <p className={sidebar.heading}>{text('heading')}</p>
      {findings === null ? (
        <p>{text('unsaved')}</p>
      ) : findings.length === 0 ? (
        <p className={sidebar.ok}>{text('clean')}</p>
      ) : (
        <ul className={sidebar.list}>
          {findings.map((f) => (
            <li
              key={`${f.rule}:${f.path}:${f.locale}`}
              className={sidebar.problem}
              data-rule={f.rule}
              data-path={f.path}
            >
              {getTranslation(f.message, i18n)}
              {f.lighten && (
                <div className={styles.fix}>
                  <LighterCopyButton
                    media={f.lighten.media}
                    maxBytes={f.lighten.maxBytes}
                    endpoint={`${payload.config.routes.api}/media`}
                    texts={lighterTexts}
                  />
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}
