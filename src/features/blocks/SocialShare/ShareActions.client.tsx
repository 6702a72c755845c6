'use client'

import { Check, Link as LinkIcon, Share2 } from 'lucide-react'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { Button } from '@/ui/Button'
import { shareableUrl } from './share'
import styles from './SocialShare.module.css'

/** spec 1 §9: a "copied" confirmation shows for 1000 ms. */
const COPIED_MS = 1000

type Props = { url: string; title: string; labels: { copy: string; copied: string; native: string } }

const subscribeToNothing = () => () => {}
const hasNativeShare = () => typeof navigator.share === 'function'
const noNativeShare = () => false

/** Copy link, and the device's own share sheet where the browser has one (spec 2 §2.6). */
export function ShareActions({ url, title, labels }: Props) {
  const [copied, setCopied] = useState(false)
  // The server cannot know the browser: the native button appears once the page runs, without a hydration mismatch.
  const native = useSyncExternalStore(subscribeToNothing, hasNativeShare, noNativeShare)
  const current = () => (typeof window === 'undefined' ? url : (shareableUrl(window.location.href) ?? url))

  useEffect(() => {
    if (!copied) return
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS)
    return () => window.clearTimeout(timer)
  }, [copied])

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(current())
      setCopied(true)
    } catch (error) {
      console.warn('Copy link failed', error)
    }
  }

  const share = async () => {
    try {
      await navigator.share({ title, url: current() })
    } catch (error) {
      // The visitor closing the share sheet is an AbortError, not a failure.
      if (!(error instanceof DOMException && error.name === 'AbortError')) console.warn('Native share failed', error)
    }
  }

  return (
    <>
      <Button variant="secondary" className={styles.action} onClick={copy} data-testid="share-copy">
        {copied ? <Check aria-hidden="true" size={18} /> : <LinkIcon aria-hidden="true" size={18} />}
        {labels.copy}
      </Button>
      {native ? (
        <Button variant="secondary" className={styles.action} onClick={share} data-testid="share-native">
          <Share2 aria-hidden="true" size={18} />
          {labels.native}
        </Button>
      ) : null}
      <span role="status" className={styles.status}>
        {copied ? labels.copied : ''}
      </span>
    </>
  )
}
