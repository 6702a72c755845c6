'use client'

import { useTranslation } from '@payloadcms/ui'
import { usePathname, useRouter } from 'next/navigation'
import { useEffect, useRef, type ReactNode } from 'react'
import { cookieLanguage, needsLanguageRefresh, type AdminLanguage } from '../admin-languages'

/**
 * The first screen after sign-in in the account's language (src/cms/admin-languages.ts). Payload's login
 * form signs in by `fetch` (the response sets the language cookie, src/cms/users/collection.ts) and then
 * moves to the dashboard with `router.push`, which keeps the root layout — and with it the translations of
 * the language the admin was loaded in. On every move, when the cookie names another language than the
 * one shown, this refreshes the view once, as Payload's own language switch does (`router.refresh()`
 * after setting the cookie). The same covers an editor changing the language on their account: the next
 * view is in the new one. The cookie has Payload's default prefix (the config sets none).
 */
export function AdminLanguageRefresh({ children }: { children?: ReactNode }) {
  const { i18n } = useTranslation()
  const router = useRouter()
  const pathname = usePathname()
  const refreshedFor = useRef<AdminLanguage | null>(null)
  useEffect(() => {
    const cookie = cookieLanguage(document.cookie)
    if (!needsLanguageRefresh({ cookie, rendered: i18n.language, refreshedFor: refreshedFor.current })) return
    refreshedFor.current = cookie
    router.refresh()
  }, [pathname, i18n.language, router])
  return children
}
