import { allowsTags, consentFromCookies, consentModeState, gtmScriptUrl, pageViewEvent } from './consent'

type DataLayerWindow = Window & { dataLayer?: unknown[] }

/**
 * A gtag.js command on the data layer. Google's tags read a command only as an `arguments` object (what gtag.js
 * itself pushes); an array is taken for an ordinary event and ignored.
 */
// eslint-disable-next-line @typescript-eslint/no-unused-vars -- the parameters document the call; `arguments` is pushed
function gtag(command: 'consent', action: 'default' | 'update', state: Record<string, string>): void {
  // eslint-disable-next-line prefer-rest-params
  ;((window as DataLayerWindow).dataLayer ??= []).push(arguments)
}

/** The visitor's choice as the consent cookie holds it now. */
const storedConsent = () => consentFromCookies(document.cookie)

/** Tells loaded tags the stored choice (Consent Mode v2 'update'), e.g. statistics withdrawn after GTM loaded. */
export function updateConsentMode(): void {
  if (document.querySelector('script[data-gtm]')) gtag('consent', 'update', consentModeState(storedConsent()))
}

/**
 * Loads the site's GTM container once (only ever called after consent). Consent Mode v2 comes first: everything
 * denied by default, then the visitor's choice, so the container's tags honour it from their first run.
 */
export function loadGtm(gtmId: string | null): boolean {
  const src = gtmScriptUrl(gtmId)
  if (!src || document.querySelector(`script[data-gtm="${gtmId}"]`)) return Boolean(src)
  const w = window as DataLayerWindow
  w.dataLayer = w.dataLayer ?? []
  gtag('consent', 'default', consentModeState(null))
  gtag('consent', 'update', consentModeState(storedConsent()))
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

/** Whether the visitor has consented to tags (the site's consent cookie). */
export function tagsAllowed(): boolean {
  return allowsTags(storedConsent())
}

type DataLayerEvent = { event: string; lead_action?: string }

/** Pushes unless an entry with the same `lead_action` is already in the layer; answers whether it pushed. */
export function pushOnce(layer: unknown[], event: DataLayerEvent): boolean {
  const seen = (entry: unknown) =>
    typeof entry === 'object' &&
    entry !== null &&
    (entry as { lead_action?: unknown }).lead_action === event.lead_action
  if (event.lead_action !== undefined && layer.some(seen)) return false
  layer.push(event)
  return true
}

/**
 * Pushes a flow's event (search, purchase, lead) to the data layer, only after consent; an event whose
 * `lead_action` is already in the layer is not pushed again (the data layer de-duplicates by lead_action,
 * spec 2 §7.3). Answers whether it pushed; a failure is logged at debug level only (spec 1 §8).
 */
export function pushWithConsent(event: DataLayerEvent): boolean {
  try {
    return tagsAllowed() && pushOnce(((window as DataLayerWindow).dataLayer ??= []), event)
  } catch (error) {
    console.debug(`${event.event} event failed`, error)
    return false
  }
}
