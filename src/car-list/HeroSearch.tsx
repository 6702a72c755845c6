'use client'
import { X } from 'lucide-react'
import { useRouter } from 'next/navigation'
import { useRef, useState, useSyncExternalStore } from 'react'
import { pushWithConsent } from '@/shell/consent/analytics'
import { MAX_KEYPHRASE } from '@/search/limits'
import { useHydrated, useTypedBeforeHydration } from '@/ui/hydration'
import { IconButton } from '@/ui/IconButton'
import { heroSearchHref, searchEvent } from './hero'
import styles from './HeroSearch.module.css'

type Props = {
  /** The car list's public path (with the locale prefix). */
  searchPath: string
  placeholder: string
  /** From 1024 px (spec 1 §3 "SearchBarPlaceholderText (and desktop variant)"); absent: `placeholder`. */
  placeholderDesktop?: string
  label: string
  button: string
  clear: string
}

const DESKTOP = '(min-width: 1024px)'
function subscribeDesktop(onChange: () => void) {
  const list = window.matchMedia(DESKTOP)
  list.addEventListener('change', onChange)
  return () => list.removeEventListener('change', onChange)
}

/**
 * The hero/slider search bar (spec 1 §2, §5): the button is disabled while the phrase is empty, Enter
 * submits, a clear button shows once there is text; the phrase goes to the list as its keyphrase, which the list
 * understands on the server (hero.ts), and, with consent, a dataLayer `search` event. Without JavaScript (and
 * before hydration) the button is enabled and the form GETs the same URL; what was typed before hydration is
 * taken over by the state.
 */
export function HeroSearch({ searchPath, placeholder, placeholderDesktop, label, button, clear }: Props) {
  const router = useRouter()
  const desktop = useSyncExternalStore(subscribeDesktop, () => window.matchMedia(DESKTOP).matches, () => false)
  const hydrated = useHydrated()
  const [phrase, setPhrase] = useState('')
  const input = useRef<HTMLInputElement>(null)
  useTypedBeforeHydration(input, setPhrase)
  const empty = phrase.trim() === ''
  return (
    <form
      role="search"
      method="get"
      action={searchPath}
      className={styles.form}
      data-ready={hydrated ? 'true' : undefined}
      onSubmit={(e) => {
        e.preventDefault()
        if (empty) return
        pushWithConsent(searchEvent(phrase.trim()))
        router.push(heroSearchHref(searchPath, phrase, new URLSearchParams(window.location.search)))
      }}
    >
      <input
        ref={input}
        type="text"
        name="keyphrase"
        className={styles.input}
        aria-label={label}
        placeholder={desktop && placeholderDesktop ? placeholderDesktop : placeholder}
        value={phrase}
        maxLength={MAX_KEYPHRASE}
        onChange={(e) => setPhrase(e.target.value)}
        data-testid="hero-search-input"
      />
      {empty ? null : (
        <IconButton label={clear} onClick={() => setPhrase('')} data-testid="hero-search-clear">
          <X aria-hidden="true" size={20} />
        </IconButton>
      )}
      <button type="submit" className={styles.button} disabled={hydrated && empty} data-testid="hero-search-submit">
        {button}
      </button>
    </form>
  )
}
