'use client'

import * as Checkbox from '@radix-ui/react-checkbox'
import { Check } from 'lucide-react'
import { usePathname } from 'next/navigation'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { Button } from '@/ui/Button'
import { Dialog } from '@/ui/Dialog'
import { loadGtm, sendPageView } from './analytics'
import { CONSENTED_ATTR, markShell } from '../cookie-state'
import { usePageShellState } from '../page-state'
import { readCookie } from '../alert/rules'
import { allowsTags, consentCookie, CONSENT_COOKIE, parseConsent, type Consent } from './consent'
import { CONSENT_CHANGED_EVENT, OPEN_CONSENT_EVENT } from './events'
import styles from './ConsentManager.module.css'

export type ConsentLabels = {
  consentTitle: string
  consentText: string
  consentAccept: string
  consentReject: string
  consentCustomize: string
  consentSave: string
  consentNecessary: string
  consentNecessaryText: string
  consentAnalytics: string
  consentAnalyticsText: string
  consentMarketing: string
  consentMarketingText: string
}

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
  // issue 19: the page is rendered for every visitor, so the stored answer is read in the browser (the server
  // snapshot is "no cookie"; a script before the first paint already hid an answered banner, src/shell/cookie-state.ts).
  const cookieString = useSyncExternalStore(subscribeToNothing, readDocumentCookie, noCookies)
  const [chosen, setChosen] = useState<Consent | null>(initial)
  const consent = chosen ?? parseConsent(readCookie(cookieString, CONSENT_COOKIE))
  const [choosing, setChoosing] = useState(false)
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
      <Dialog open={choosing} onOpenChange={setChoosing} title={labels.consentTitle} description={labels.consentText}>
        <ul className={styles.categories}>
          <li>
            <Checkbox.Root id="consent-necessary" className={styles.checkbox} checked disabled>
              <Checkbox.Indicator>
                <Check aria-hidden="true" size={16} />
              </Checkbox.Indicator>
            </Checkbox.Root>
            <label htmlFor="consent-necessary">
              <strong>{labels.consentNecessary}</strong>
              <span>{labels.consentNecessaryText}</span>
            </label>
          </li>
          <li>
            <Checkbox.Root id="consent-analytics" className={styles.checkbox} checked={analytics} onCheckedChange={(v) => setEdited({ ...edited, analytics: v === true })}>
              <Checkbox.Indicator>
                <Check aria-hidden="true" size={16} />
              </Checkbox.Indicator>
            </Checkbox.Root>
            <label htmlFor="consent-analytics">
              <strong>{labels.consentAnalytics}</strong>
              <span>{labels.consentAnalyticsText}</span>
            </label>
          </li>
          <li>
            <Checkbox.Root id="consent-marketing" className={styles.checkbox} checked={marketing} onCheckedChange={(v) => setEdited({ ...edited, marketing: v === true })}>
              <Checkbox.Indicator>
                <Check aria-hidden="true" size={16} />
              </Checkbox.Indicator>
            </Checkbox.Root>
            <label htmlFor="consent-marketing">
              <strong>{labels.consentMarketing}</strong>
              <span>{labels.consentMarketingText}</span>
            </label>
          </li>
        </ul>
        <div className={styles.actions}>
          <Button variant="primary" onClick={() => save({ analytics, marketing })}>
            {labels.consentSave}
          </Button>
          <Button variant="secondary" onClick={() => save({ analytics: true, marketing: true })}>
            {labels.consentAccept}
          </Button>
        </div>
      </Dialog>
    </>
  )
}
