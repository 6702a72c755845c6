/**
 * Consent before any tag (the sites are in the EU/EEA and the UK): a cookie records the visitor's
 * choice per category; "necessary" is always on and needs no consent.
 */
export const CONSENT_COOKIE = 'consent'
export const CONSENT_MAX_AGE_S = 180 * 24 * 60 * 60
export const CONSENT_VERSION = 1

export type Consent = { v: typeof CONSENT_VERSION; analytics: boolean; marketing: boolean }

/**
 * The stored choice, or null when the visitor has not chosen (or the cookie is from another version).
 * Checked by hand rather than with zod: this module also runs in the browser, where zod would add
 * more script than the three checks it replaces.
 */
export function parseConsent(raw: string | null | undefined): Consent | null {
  if (!raw) return null
  try {
    const value: unknown = JSON.parse(raw)
    if (typeof value !== 'object' || value === null) return null
    const { v, analytics, marketing } = value as Record<string, unknown>
    return v === CONSENT_VERSION && typeof analytics === 'boolean' && typeof marketing === 'boolean'
      ? { v, analytics, marketing }
      : null
  } catch {
    return null
  }
}

export function consentCookie(choice: Omit<Consent, 'v'>): string {
  const value: Consent = { v: CONSENT_VERSION, analytics: choice.analytics, marketing: choice.marketing }
  return `${CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify(value))}; Max-Age=${CONSENT_MAX_AGE_S}; Path=/; SameSite=Lax`
}

/** Tags (the GTM container) load only after consent to statistics or marketing. */
export const allowsTags = (consent: Consent | null): boolean =>
  Boolean(consent && (consent.analytics || consent.marketing))

/** Google Consent Mode v2's storage types, each 'granted' or 'denied'. */
export type ConsentModeState = {
  analytics_storage: 'granted' | 'denied'
  ad_storage: 'granted' | 'denied'
  ad_user_data: 'granted' | 'denied'
  ad_personalization: 'granted' | 'denied'
}

/**
 * What the site's tags may do, told to Google's tags through Consent Mode v2: statistics grants analytics storage,
 * marketing grants the three advertising types; no answer, or a withdrawn one, denies them.
 */
export function consentModeState(consent: Consent | null): ConsentModeState {
  const analytics = consent?.analytics ? 'granted' : 'denied'
  const marketing = consent?.marketing ? 'granted' : 'denied'
  return { analytics_storage: analytics, ad_storage: marketing, ad_user_data: marketing, ad_personalization: marketing }
}

/** spec 1 §7 "Other": the page view event has channel WEB and currency USD on every site. */
export const PAGE_VIEW_CURRENCY = 'USD'
export type PageViewEvent = {
  event: 'page_view'
  channel: 'WEB'
  currency: typeof PAGE_VIEW_CURRENCY
  page: string
  pageVariantId: string
  language: string
}

export function pageViewEvent(args: { pathname: string; language: string; pageVariantId?: string }): PageViewEvent {
  return {
    event: 'page_view',
    channel: 'WEB',
    currency: PAGE_VIEW_CURRENCY,
    page: args.pathname || '/',
    pageVariantId: args.pageVariantId ?? 'default',
    language: args.language,
  }
}

export const GTM_ID = /^GTM-[A-Z0-9]+$/
/** The container script URL; null for anything that is not a GTM id (never interpolate free text). */
export function gtmScriptUrl(gtmId: string | null | undefined): string | null {
  return gtmId && GTM_ID.test(gtmId) ? `https://www.googletagmanager.com/gtm.js?id=${gtmId}` : null
}

/** The visitor's choice from a Cookie header or `document.cookie`. */
export function consentFromCookies(cookies: string): Consent | null {
  const raw = cookies.split('; ').find((c) => c.startsWith(`${CONSENT_COOKIE}=`))
  if (!raw) return null
  try {
    return parseConsent(decodeURIComponent(raw.slice(CONSENT_COOKIE.length + 1)))
  } catch {
    return null
  }
}
