'use client'

import { useTenantSelection } from '@payloadcms/plugin-multi-tenant/client'
import { useRouter } from 'next/navigation'
import { useEffect, useRef } from 'react'

/**
 * Opening a document of another site selects that site without reloading (the plugin's site field does
 * that); the locale selector lists the selected site's locales, which the server works out, so the view
 * is refreshed once the selection changed.
 */
export function SiteSelectionRefresh() {
  const { selectedTenantID } = useTenantSelection()
  const router = useRouter()
  const shown = useRef(selectedTenantID)
  useEffect(() => {
    if (shown.current === selectedTenantID) return
    shown.current = selectedTenantID
    router.refresh()
  }, [selectedTenantID, router])
  return null
}
