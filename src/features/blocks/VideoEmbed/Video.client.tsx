'use client'

import { Play } from 'lucide-react'
import { useState, useSyncExternalStore, type ReactNode } from 'react'
import { Button } from '@/ui/Button'
import { consentFromCookies } from '@/features/shell/consent/consent'
import { CONSENT_CHANGED_EVENT, OPEN_CONSENT_EVENT } from '@/features/shell/consent/events'
import { youtubeEmbedUrl } from './youtube'
import styles from './VideoEmbed.module.css'

type Props = {
  id: string
  title: string
  poster: ReactNode
  labels: { play: string; consent: string; settings: string }
}

const subscribe = (onChange: () => void) => {
  window.addEventListener(CONSENT_CHANGED_EVENT, onChange)
  return () => window.removeEventListener(CONSENT_CHANGED_EVENT, onChange)
}
const marketingAllowed = () => consentFromCookies(document.cookie)?.marketing === true
const notOnServer = () => false

/**
 * A YouTube video behind its poster: nothing of YouTube loads until the visitor has allowed marketing cookies
 * and clicks play; without that consent the poster says why and opens the cookie settings. The player is the
 * privacy-enhanced youtube-nocookie.com, which the CSP's frame-src allows.
 */
export function VideoPlayer({ id, title, poster, labels }: Props) {
  const allowed = useSyncExternalStore(subscribe, marketingAllowed, notOnServer)
  const [playing, setPlaying] = useState(false)
  if (playing && allowed) {
    return (
      <div className={styles.frame}>
        <iframe
          className={styles.iframe}
          src={youtubeEmbedUrl(id)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
          data-testid="video-iframe"
        />
      </div>
    )
  }
  return (
    <div className={styles.frame} data-testid="video-poster" data-consent={allowed ? 'given' : 'missing'}>
      {poster}
      <div className={styles.overlay}>
        {allowed ? (
          <button type="button" className={styles.play} onClick={() => setPlaying(true)} aria-label={labels.play}>
            <Play aria-hidden="true" size={36} />
          </button>
        ) : (
          <div className={styles.consent}>
            <p>{labels.consent}</p>
            <Button variant="primary" onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))}>
              {labels.settings}
            </Button>
          </div>
        )}
      </div>
    </div>
  )
}
