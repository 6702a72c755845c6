import { gtmScriptUrl, pageViewEvent } from './consent'

type DataLayerWindow = Window & { dataLayer?: unknown[] }

/** Loads the site's GTM container once (only ever called after consent). */
export function loadGtm(gtmId: string | null): boolean {
  const src = gtmScriptUrl(gtmId)
  if (!src || document.querySelector(`script[data-gtm="${gtmId}"]`)) return Boolean(src)
  const w = window as DataLayerWindow
  w.dataLayer = w.dataLayer ?? []
  w.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
  const script = document.createElement('script')
  script.async = true
  script.src = src
  script.dataset.gtm = gtmId ?? ''
  document.head.append(script)
  return true
}

/** spec 1 §7 page-view event; spec 1 §8: a failure is logged at debug level only. */
export function sendPageView(pathname: string, language: string): void {
  try {
    const w = window as DataLayerWindow
    w.dataLayer = w.dataLayer ?? []
    w.dataLayer.push(pageViewEvent({ pathname, language }))
  } catch (error) {
    console.debug('Page view event failed', error)
  }
}
