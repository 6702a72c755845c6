import type { ReactNode } from 'react'

/**
 * Social network glyphs. lucide-react 1.x no longer ships brand icons and no other icon package is
 * installed, so these simple marks are drawn here. A network without an entry has no icon: its link
 * is skipped and "Icon not found" is logged (spec 1 §8).
 */
const ICONS: Record<string, ReactNode> = {
  facebook: (
    <path
      d="M13.5 21v-7.5h2.5l.4-3h-2.9V8.6c0-.9.3-1.5 1.5-1.5h1.5V4.4A20 20 0 0 0 14.3 4c-2.2 0-3.8 1.4-3.8 3.9v2.6H8v3h2.5V21z"
      fill="currentColor"
    />
  ),
  instagram: (
    <>
      <rect x="3.5" y="3.5" width="17" height="17" rx="5" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="12" cy="12" r="4" fill="none" stroke="currentColor" strokeWidth="2" />
      <circle cx="17.2" cy="6.8" r="1.2" fill="currentColor" />
    </>
  ),
  linkedin: (
    <>
      <rect x="4" y="9" width="3.2" height="11" fill="currentColor" />
      <circle cx="5.6" cy="5.6" r="1.9" fill="currentColor" />
      <path
        d="M10 9h3v1.6c.5-.9 1.7-1.9 3.5-1.9 3 0 3.5 2 3.5 4.5V20h-3.2v-6c0-1.4-.1-2.8-1.8-2.8s-1.9 1.3-1.9 2.7V20H10z"
        fill="currentColor"
      />
    </>
  ),
  youtube: (
    <>
      <rect x="2.5" y="5.5" width="19" height="13" rx="3.5" fill="currentColor" />
      <path d="M10 9v6l5-3z" fill="var(--color-footer-bg, #14171f)" />
    </>
  ),
  x: <path d="M4 4h4.5l4 5.6L17.2 4H20l-6.2 7.3L20.5 20H16l-4.4-6-5.2 6H3.6l6.8-7.8z" fill="currentColor" />,
}

export function hasSocialIcon(name: string): boolean {
  return name in ICONS
}

export function SocialIcon({ name }: { name: string }) {
  return (
    <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
      {ICONS[name]}
    </svg>
  )
}
