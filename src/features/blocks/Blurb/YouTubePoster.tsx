'use client'
import { Play } from 'lucide-react'
import { useState, useSyncExternalStore, type ReactNode } from 'react'
import { CONSENT_COOKIE, parseConsent } from '@/features/shell/consent/consent'
import { OPEN_CONSENT_EVENT } from '@/features/shell/consent/events'
import styles from './YouTubePoster.module.css'

type Labels = { play: string; consent: string; settings: string; title: string }

const readCookie = () => document.cookie
const noCookie = () => ''
// The consent banner writes the cookie; polling on focus and clicks is enough to notice it here.
function subscribe(onChange: () => void) {
  window.addEventListener('focus', onChange)
  document.addEventListener('click', onChange, true)
  return () => {
    window.removeEventListener('focus', onChange)
    document.removeEventListener('click', onChange, true)
  }
}

function marketingAllowed(cookies: string): boolean {
  const raw = cookies.split('; ').find((c) => c.startsWith(`${CONSENT_COOKIE}=`))
  return parseConsent(raw ? decodeURIComponent(raw.slice(CONSENT_COOKIE.length + 1)) : null)?.marketing === true
}

/**
 * Click-to-load YouTube: nothing from YouTube loads until the visitor has accepted marketing cookies
 * and clicks the poster; without that consent the click explains why and offers the cookie settings.
 */
export function YouTubePoster({ embedUrl, poster, labels }: { embedUrl: string; poster: ReactNode; labels: Labels }) {
  const cookies = useSyncExternalStore(subscribe, readCookie, noCookie)
  const [asked, setAsked] = useState(false)
  const allowed = marketingAllowed(cookies)
  if (asked && allowed) {
    return (
      <iframe
        className={styles.frame}
        src={embedUrl}
        title={labels.title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        allowFullScreen
        data-testid="youtube-frame"
      />
    )
  }
  return (
    <div className={styles.poster} data-testid="youtube-poster">
      {poster}
      <button
        type="button"
        className={styles.play}
        onClick={() => setAsked(true)}
        aria-label={labels.play}
        data-testid="youtube-play"
      >
        <Play aria-hidden="true" size={32} />
      </button>
      {asked && !allowed ? (
        <div className={styles.consent} role="status" data-testid="youtube-consent">
          <p>{labels.consent}</p>
          <button
            type="button"
            className={styles.settings}
            onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))}
          >
            {labels.settings}
          </button>
        </div>
      ) : null}
    </div>
  )
}
