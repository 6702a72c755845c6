'use client'

import { X } from 'lucide-react'
import { useMemo, useSyncExternalStore } from 'react'
import { IconButton } from '@/ui/IconButton'
import { useScrolledPast } from '../use-scrolled-past'
import {
  canHideMessage,
  HIDDEN_MESSAGES_KEY,
  isMessageVisible,
  parseHiddenTitles,
  withHiddenTitle,
  type SiteMessage,
} from './rules'
import styles from './SiteMessages.module.css'

const CHANGED = 'shell:hidden-messages'

function readRaw(): string | null {
  try {
    return sessionStorage.getItem(HIDDEN_MESSAGES_KEY)
  } catch {
    return null
  }
}

const subscribe = (onChange: () => void) => {
  window.addEventListener(CHANGED, onChange)
  return () => window.removeEventListener(CHANGED, onChange)
}

/**
 * The site-wide message banners (spec 1 §4): a visitor may hide one for the session (by its title,
 * session key hidden-messages), never a warning; the banner collapses on scroll in 0.3 s — by sliding
 * out of its own box, which keeps its height (collapsing the height moved the content below it,
 * a layout shift on every first scroll; the box scrolls away with the page anyway).
 * A tiny inline script (HiddenMessagesScript) hides the session's hidden messages before the first
 * paint, so they do not flash and then shift the page.
 */
export function SiteMessages({
  messages,
  label,
  hideLabel,
}: {
  messages: SiteMessage[]
  label: string
  hideLabel: string
}) {
  const raw = useSyncExternalStore(subscribe, readRaw, () => null)
  const hidden = useMemo(() => parseHiddenTitles(raw), [raw])
  const scrolled = useScrolledPast(0)

  const hide = (title: string) => {
    try {
      sessionStorage.setItem(HIDDEN_MESSAGES_KEY, JSON.stringify(withHiddenTitle(parseHiddenTitles(readRaw()), title)))
    } catch {
      // Storage unavailable (private mode): the message stays.
    }
    window.dispatchEvent(new Event(CHANGED))
  }

  return (
    <section className={styles.messages} data-scrolled={scrolled ? '' : undefined} aria-label={label}>
      {messages.map((message) => (
        <div
          key={message.id}
          className={styles.message}
          data-type={message.type}
          data-site-message={message.title}
          data-hideable={canHideMessage(message) ? '' : undefined}
          hidden={!isMessageVisible(message, hidden)}
          suppressHydrationWarning
        >
          <p className={styles.text}>
            <strong>{message.title}</strong> {message.text}
          </p>
          {canHideMessage(message) ? (
            <IconButton label={`${hideLabel}: ${message.title}`} onClick={() => hide(message.title)}>
              <X aria-hidden="true" size={20} />
            </IconButton>
          ) : null}
        </div>
      ))}
    </section>
  )
}

/** Runs before hydration: hides the messages this session has hidden (see SiteMessages). */
export const HIDDEN_MESSAGES_SCRIPT = `try{var h=JSON.parse(sessionStorage.getItem(${JSON.stringify(HIDDEN_MESSAGES_KEY)})||'[]');document.querySelectorAll('[data-site-message][data-hideable]').forEach(function(e){if(Array.isArray(h)&&h.indexOf(e.getAttribute('data-site-message'))>=0)e.hidden=true})}catch(e){}`
