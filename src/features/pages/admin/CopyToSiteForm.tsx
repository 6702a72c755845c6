'use client'

/**
 * The copy's form: a target site, whether the default language also fills the target's default, and the button
 * that posts to the pages collection's endpoint (src/features/pages/copy/contract.ts). It answers with a link to
 * the new draft and what was left out. Not a <form>: it sits inside the page's own edit form.
 */
import { Button } from '@payloadcms/ui'
import { useId, useState } from 'react'
import type { CopyToSiteInput, CopyToSiteResult } from '../copy/contract'
import type { COPY_TEXTS } from './copy-texts'
import styles from './CopyToSite.module.css'

export type CopyTexts = Record<keyof typeof COPY_TEXTS, string>

type Props = {
  pageId: string | null
  targets: { id: number; name: string }[]
  texts: CopyTexts
  /** The pages collection's REST address (`/api/cms/pages`). */
  endpoint: string
  /** The admin's pages (`/admin/collections/pages`), for the link to the new draft. */
  adminPages: string
}

type State =
  | { kind: 'idle' }
  | { kind: 'copying' }
  | { kind: 'done'; result: CopyToSiteResult }
  | { kind: 'failed'; message: string }

export function CopyToSiteForm({ pageId, targets, texts, endpoint, adminPages }: Props) {
  const [target, setTarget] = useState(String(targets[0].id))
  const [defaultIntoDefault, setDefaultIntoDefault] = useState(false)
  const [state, setState] = useState<State>({ kind: 'idle' })
  const ids = useId()

  if (!pageId) return <p className={styles.box}>{texts.saveFirst}</p>

  const copy = async () => {
    setState({ kind: 'copying' })
    const body: CopyToSiteInput = { targetSiteId: Number(target), defaultIntoDefault }
    try {
      const response = await fetch(`${endpoint}/${pageId}/copy-to-site`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
      const answer = (await response.json().catch(() => null)) as (CopyToSiteResult & { error?: string }) | null
      if (response.status === 201 && answer) setState({ kind: 'done', result: answer })
      else setState({ kind: 'failed', message: answer?.error ?? texts.failed })
    } catch {
      setState({ kind: 'failed', message: texts.failed })
    }
  }

  return (
    <div className={styles.box} data-testid="copy-to-site">
      <p className={styles.heading}>{texts.heading}</p>
      <div className={styles.row}>
        <label htmlFor={`${ids}-site`}>{texts.site}</label>
        <select
          id={`${ids}-site`}
          className={styles.select}
          value={target}
          onChange={(event) => setTarget(event.target.value)}
        >
          {targets.map((site) => (
            <option key={site.id} value={site.id}>
              {site.name}
            </option>
          ))}
        </select>
      </div>
      <label className={styles.check}>
        <input
          type="checkbox"
          checked={defaultIntoDefault}
          onChange={(event) => setDefaultIntoDefault(event.target.checked)}
        />
        <span>{texts.defaultIntoDefault}</span>
      </label>
      <Button buttonStyle="secondary" size="small" onClick={copy} disabled={state.kind === 'copying'}>
        {state.kind === 'copying' ? texts.copying : texts.button}
      </Button>
      <div aria-live="polite">
        {state.kind === 'failed' && <p className={styles.error}>{state.message}</p>}
        {state.kind === 'done' && (
          <>
            <p>
              <a href={`${adminPages}/${state.result.id}`} data-testid="copy-to-site-draft">
                {texts.done}
              </a>
            </p>
            {state.result.unresolved.length > 0 && (
              <>
                <p>{texts.unresolved}</p>
                <ul className={styles.list}>
                  {state.result.unresolved.map((item) => (
                    <li key={`${item.locale} ${item.field}`}>
                      {item.locale} · {item.field}: {item.was}
                    </li>
                  ))}
                </ul>
              </>
            )}
            {state.result.sharedMedia.length > 0 && <p>{texts.sharedMedia}</p>}
          </>
        )}
      </div>
    </div>
  )
}
