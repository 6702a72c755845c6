'use client'
import { Button } from '@/ui/Button'
import { contactScrollOffset, contactScrollTop } from './rules'

/** How long a smooth scroll may take before its end is no longer awaited. */
const SETTLE_MS = 3000

/**
 * Content above the form may move while the page scrolls (the site message banner collapses on scroll,
 * spec 1 §4), so when the scroll ends the form is put back at the offset, at most twice.
 */
function settle(form: HTMLElement, corrections: number) {
  // A scroll that never starts (already in place) fires no scrollend: the listener must not wait for the visitor's next scroll.
  const listening = new AbortController()
  window.setTimeout(() => listening.abort(), SETTLE_MS)
  window.addEventListener(
    'scrollend',
    () => {
      const off = form.getBoundingClientRect().top - contactScrollOffset(window.innerWidth)
      if (corrections > 0 && Math.abs(off) > 1) {
        settle(form, corrections - 1)
        window.scrollBy({ top: off, behavior: 'auto' })
      }
    },
    { once: true, signal: listening.signal },
  )
}

/** spec 1 §2, §9: scrolls the contact form under the header (112 px above it wider than 768 px, else 250). */
export function ContactSellerButton({ label }: { label: string }) {
  const onClick = () => {
    const form = document.getElementById('contact-form')
    if (!form) return
    const top = contactScrollTop(form.getBoundingClientRect().top, window.scrollY, window.innerWidth)
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    settle(form, 2)
    window.scrollTo({ top, behavior: reduce ? 'auto' : 'smooth' })
    form.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true })
  }
  return (
    <Button onClick={onClick} data-testid="contact-seller">
      {label}
    </Button>
  )
}
