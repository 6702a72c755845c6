'use client'

import { useLayoutEffect } from 'react'
import { setPageShellState, type PageShellState } from './page-state'

/**
 * Rendered by each page: hands the page's translations and brand theme to the persistent shell
 * and applies the brand theme's tokens to <html> (spec 1 §1: a UK page chooses a brand theme).
 */
export function PageShellSync(props: PageShellState) {
  const { path, brand, gtmId } = props
  const translations = JSON.stringify(props.translations)
  const themeVars = JSON.stringify(props.themeVars)
  useLayoutEffect(() => {
    const html = document.documentElement
    const vars = JSON.parse(themeVars) as Record<string, string>
    if (brand) html.dataset.brand = brand
    else delete html.dataset.brand
    for (const [name, value] of Object.entries(vars)) html.style.setProperty(name, value)
    setPageShellState({ path, brand, translations: JSON.parse(translations), themeVars: vars, gtmId })
    return () => setPageShellState(null)
  }, [path, brand, translations, themeVars, gtmId])
  return null
}
