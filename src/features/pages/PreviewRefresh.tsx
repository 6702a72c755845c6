'use client'

import { useRouter } from 'next/navigation'
import { useEffect } from 'react'

/**
 * Live preview: tells the admin iframe host we are ready and re-renders on every save it reports.
 * Hand-written because @payloadcms/live-preview-react is not published at our pinned 3.90.2 and
 * every @payloadcms package must share one version.
 */
export function PreviewRefresh() {
  const router = useRouter()
  useEffect(() => {
    const origin = window.location.origin
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || !event.data || typeof event.data !== 'object') return
      if ((event.data as { type?: string }).type === 'payload-document-event') router.refresh()
    }
    window.addEventListener('message', onMessage)
    if (window.parent !== window) window.parent.postMessage({ type: 'payload-live-preview', ready: true }, origin)
    return () => window.removeEventListener('message', onMessage)
  }, [router])
  return null
}
