'use client'

import { usePathname } from 'next/navigation'
import { usePageShellState } from '../page-state'
import styles from './LanguageSwitcher.module.css'

export type LanguageOption = { locale: string; nativeName: string }

type Props = {
  label: string
  current: string
  /** The site's languages, in the order the switcher lists them. */
  languages: LanguageOption[]
  /** The page the layout rendered with, and its translations (public paths per locale). */
  initial: { path: string; translations: Record<string, string> }
  className?: string
}

/**
 * Lists the languages the current page exists in and links to the same page in each (spec 1 §2).
 * Links are plain anchors: another language is another document (html lang, dictionary).
 */
export function LanguageSwitcher({ label, current, languages, initial, className }: Props) {
  const pathname = usePathname()
  const reported = usePageShellState()
  const translations =
    reported?.path === pathname ? reported.translations : initial.path === pathname ? initial.translations : {}
  const options = languages.filter((l) => l.locale !== current && translations[l.locale])
  if (!options.length) return null
  return (
    <nav aria-label={label} className={`${styles.languages} ${className ?? ''}`}>
      <ul>
        {options.map((l) => (
          <li key={l.locale}>
            <a href={translations[l.locale]} hrefLang={l.locale} lang={l.locale}>
              {l.nativeName}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
