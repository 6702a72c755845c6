'use client'

import dynamic from 'next/dynamic'
import { usePathname } from 'next/navigation'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { Button } from '@/ui/Button'
import { loadGtm, sendPageView, updateConsentMode } from './analytics'
import { CONSENTED_ATTR, markShell } from '../cookie-state'
import { usePageShellState } from '../page-state'
import { readCookie } from '../alert/rules'
import { allowsTags, consentCookie, CONSENT_COOKIE, parseConsent, type Consent } from './consent'
import { CONSENT_CHANGED_EVENT, OPEN_CONSENT_EVENT } from './events'
import type { ConsentLabels } from './ConsentPreferences'
import styles from './ConsentManager.module.css'

// The preferences dialog (and its dialog and checkbox code) loads when a visitor asks for it.
const ConsentPreferences = dynamic(() => import('./ConsentPreferences').then((m) => m.ConsentPreferences), {
  ssr: false,
})

const subscribeToNothing = () => () => {}
const readDocumentCookie = () => document.cookie
const noCookies = () => ''

type Props = { initial: Consent | null; gtmId: string | null; language: string; labels: ConsentLabels }

/**
 * Consent before any tag: the banner asks (accept, reject, or choose per category), the cookie keeps
 * the answer, and only consent to statistics or marketing loads the site's GTM container and sends
 * the page-view event of spec 1 §7 on every page view.
 */
export function ConsentManager({ initial, gtmId, language, labels }: Props) {
  // The page is rendered for every visitor, so the stored answer is read in the browser (the server
  // snapshot is "no cookie"; a script before the first paint already hid an answered banner, src/features/shell/cookie-state.ts).
  const cookieString = useSyncExternalStore(subscribeToNothing, readDocumentCookie, noCookies)
  const [chosen, setChosen] = useState<Consent | null>(initial)
  const consent = chosen ?? parseConsent(readCookie(cookieString, CONSENT_COOKIE))
  const [choosing, setChoosing] = useState(false)
  // Mounted from the first request on, so that closing plays the dialog's exit instead of unmounting it.
  const [asked, setAsked] = useState(false)
  if (choosing && !asked) setAsked(true)
  const [edited, setEdited] = useState<{ analytics?: boolean; marketing?: boolean }>({})
  const analytics = edited.analytics ?? consent?.analytics ?? false
  const marketing = edited.marketing ?? consent?.marketing ?? false
  const pathname = usePathname()
  const tags = allowsTags(consent)
  // A page may have its own container (spec 1 §3 page gtmID): the page being shown reports it (PageShellSync).
  const container = usePageShellState()?.gtmId ?? gtmId

  useEffect(() => markShell(CONSENTED_ATTR, consent !== null), [consent])

  useEffect(() => {
    const open = () => setChoosing(true)
    window.addEventListener(OPEN_CONSENT_EVENT, open)
    return () => window.removeEventListener(OPEN_CONSENT_EVENT, open)
  }, [])

  useEffect(() => {
    if (tags && loadGtm(container)) sendPageView(pathname, language)
  }, [tags, container, pathname, language])

  const save = (choice: { analytics: boolean; marketing: boolean }) => {
    document.cookie = consentCookie(choice)
    // A container loaded earlier in this page's life hears every later choice, a withdrawal too.
    updateConsentMode()
    setEdited({})
    setChosen({ v: 1, ...choice })
    setChoosing(false)
    window.dispatchEvent(new Event(CONSENT_CHANGED_EVENT))
  }

  return (
    <>
      {consent ? null : (
        <section className={styles.banner} aria-label={labels.consentTitle} data-consent-banner="">
          <div className={styles.bannerInner}>
            <div>
              <h2 className={styles.title}>{labels.consentTitle}</h2>
              <p className={styles.text}>{labels.consentText}</p>
            </div>
            <div className={styles.actions}>
              <Button variant="primary" onClick={() => save({ analytics: true, marketing: true })}>
                {labels.consentAccept}
              </Button>
              <Button variant="secondary" onClick={() => save({ analytics: false, marketing: false })}>
                {labels.consentReject}
              </Button>
              <Button variant="link" onClick={() => setChoosing(true)}>
                {labels.consentCustomize}
              </Button>
            </div>
          </div>
        </section>
      )}
      {asked ? (
        <ConsentPreferences
          open={choosing}
          onOpenChange={setChoosing}
          labels={labels}
          analytics={analytics}
          marketing={marketing}
          onChange={(change) => setEdited({ ...edited, ...change })}
          onSave={save}
        />
      ) : null}
    </>
  )
}
