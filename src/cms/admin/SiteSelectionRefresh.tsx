'use client'

import { useTenantSelection } from '@payloadcms/plugin-multi-tenant/client'
import { usePathname, useRouter, useSearchParams } from 'next/navigation'
import { useEffect, useRef } from 'react'

/**
 * When the selected site changes (the selector, or opening a document of another site, which selects
 * its site without reloading), the view moves to that site's default locale: the locale selector then
 * lists the site's locales, which the server works out. Clearing the selection ("all sites") reloads.
 */
export function SiteSelectionRefresh({ defaultLocales }: { defaultLocales: Record<string, string> }) {
  const { selectedTenantID } = useTenantSelection()
  const router = useRouter()
  const pathname = usePathname()
  const searchParams = useSearchParams()
  const shown = useRef(selectedTenantID)
  useEffect(() => {
    if (shown.current === selectedTenantID) return
    shown.current = selectedTenantID
    const locale = selectedTenantID === undefined ? undefined : defaultLocales[String(selectedTenantID)]
    if (!locale || searchParams.get('locale') === locale) return router.refresh()
    const query = new URLSearchParams(searchParams.toString())
    query.set('locale', locale)
    router.replace(`${pathname}?${query.toString()}`)
  }, [selectedTenantID, router, pathname, searchParams, defaultLocales])
  return null
}
