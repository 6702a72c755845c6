'use client'
import { Button } from '@/ui/Button'
import { contactScrollTop } from './rules'

/** spec 1 §2, §9: scrolls the contact form under the header (112 px above it wider than 768 px, else 250). */
export function ContactSellerButton({ label }: { label: string }) {
  const onClick = () => {
    const form = document.getElementById('contact-form')
    if (!form) return
    const top = contactScrollTop(form.getBoundingClientRect().top, window.scrollY, window.innerWidth)
    const reduce = window.matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top, behavior: reduce ? 'auto' : 'smooth' })
    form.querySelector<HTMLElement>('input, select, textarea')?.focus({ preventScroll: true })
  }
  return (
    <Button onClick={onClick} data-testid="contact-seller">
      {label}
    </Button>
  )
}
