/**
 * The security headers of every response. Site pages get theirs, with a
 * Permissions-Policy for the page's route kind, from the proxy (src/proxy.ts); everything the proxy does not see (the admin,
 * APIs, media files, framework assets, /healthz) gets its headers from next.config.ts. Dependency-free,
 * because next.config.ts imports it.
 */

type Env = { NODE_ENV?: string; MAP_STYLE_URL?: string; MAP_CONNECT_ORIGINS?: string }
export type HeaderList = Array<[string, string]>

/** Google Tag Manager and Analytics, loaded only after consent (src/features/shell/consent/analytics.ts). */
const GTM = 'https://www.googletagmanager.com'
const ANALYTICS = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com']

/** Headers on every response: no MIME sniffing, a referrer without paths to other sites, HSTS in production. */
export function baseSecurityHeaders(env: Env = process.env): HeaderList {
  const headers: HeaderList = [
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
  ]
  if (env.NODE_ENV === 'production') headers.push(['Strict-Transport-Security', 'max-age=31536000'])
  return headers
}

/**
 * An answer that shows a secret (a token in its address, its forms or its Location) or personal data: kept by no
 * cache, indexed by no one, and its address never sent on as a referrer.
 */
export const PRIVATE_ANSWER_HEADERS: HeaderList = [
  ['Cache-Control', 'private, no-store'],
  ['X-Robots-Tag', 'noindex'],
  ['Referrer-Policy', 'no-referrer'],
]

/** Route kinds whose pages ask for the visitor's position (nearest dealer, booking at a nearby workshop, cars near me). */
const GEOLOCATION_KINDS = new Set(['service-booking', 'dealer-list', 'dealer-detail', 'car-list'])

/** Powerful features off; geolocation for this origin only where the page asks for it. */
export function permissionsPolicy(routeKind: string | null): string {
  const geolocation = routeKind !== null && GEOLOCATION_KINDS.has(routeKind) ? 'geolocation=(self)' : 'geolocation=()'
  return `${geolocation}, camera=(), microphone=(), payment=(), usb=()`
}

/** How a page's policy admits its inline scripts: this response's nonce, or the hashes of a stored page's scripts. */
export type ScriptTrust = { nonce: string } | { hashes: readonly string[] }

/**
 * A site page's policy: scripts only with this response's nonce, or for a page served from the render
 * cache the hashes of its inline scripts (src/platform/render-cache/script-hashes.ts), so that one copy stays valid for every
 * visitor a shared cache gives it to; and what they load ('strict-dynamic' admits the framework's chunks
 * and GTM's loader, which src/features/shell/consent/analytics.ts adds only after consent); no plugins, no foreign `<base>`,
 * forms post only here, data goes only to this origin, Google Analytics and the map's hosts, and only the site itself
 * may frame the page (the admin's live preview). Styles stay 'unsafe-inline': theme tokens are set inline.
 */
export function sitePageCsp(scripts: ScriptTrust, env: Env = process.env): string {
  // React's development build evaluates code for its call stacks; production never does.
  const evalSource = env.NODE_ENV === 'production' ? '' : " 'unsafe-eval'"
  const trusted = 'nonce' in scripts ? `'nonce-${scripts.nonce}'` : scripts.hashes.join(' ')
  return [
    "default-src 'self'",
    `script-src 'self' ${trusted} 'strict-dynamic' ${GTM}${evalSource}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${[...ANALYTICS, ...mapOrigins(env)].join(' ')}`,
    // MapLibre GL runs its tile work in a worker it makes from a blob (the dealer maps).
    "worker-src 'self' blob:",
    `frame-src 'self' ${GTM} https://www.youtube.com https://www.youtube-nocookie.com`,
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ')
}

/** The admin: framed only by itself (live preview); no plugins, no foreign `<base>`. Payload's own scripts are its business. */
export const ADMIN_CSP = "frame-ancestors 'self'; object-src 'none'; base-uri 'self'"

/**
 * The hosts a production map style loads from: MAP_STYLE_URL's origin and MAP_CONNECT_ORIGINS
 * (space-separated https origins of its tiles, glyphs and sprites). The built-in basemap needs none.
 */
export function mapOrigins(env: Env): string[] {
  const origins: string[] = []
  for (const value of [env.MAP_STYLE_URL ?? '', ...(env.MAP_CONNECT_ORIGINS ?? '').split(/\s+/)]) {
    try {
      const url = new URL(value.trim())
      if (url.protocol === 'https:' && !origins.includes(url.origin)) origins.push(url.origin)
    } catch {
      // a path on this origin, or not a URL: nothing to add
    }
  }
  return origins
}

/** Redirects and plain-text errors: nothing to run, nothing to frame. */
export const NOTHING_CSP = "default-src 'none'; frame-ancestors 'none'"

/** A nonce for one response: 128 random bits, base64. */
export function newNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return btoa(String.fromCharCode(...bytes))
}

/** next.config.ts `headers()`: the paths the proxy does not handle. Later entries override earlier ones. */
export function configSecurityHeaders(
  env: Env = process.env,
): Array<{ source: string; headers: Array<{ key: string; value: string }> }> {
  const list = (pairs: HeaderList) => pairs.map(([key, value]) => ({ key, value }))
  const base = baseSecurityHeaders(env)
  const noFeatures: HeaderList = [['Permissions-Policy', permissionsPolicy(null)]]
  return [
    { source: '/:path*', headers: list(base) },
    // The admin may frame itself (live preview) and nothing may frame it.
    { source: '/admin', headers: list([...noFeatures, ['Content-Security-Policy', ADMIN_CSP]]) },
    { source: '/admin/:path*', headers: list([...noFeatures, ['Content-Security-Policy', ADMIN_CSP]]) },
    { source: '/api/:path*', headers: list([...noFeatures, ['Content-Security-Policy', NOTHING_CSP]]) },
    { source: '/healthz', headers: list([...noFeatures, ['Content-Security-Policy', NOTHING_CSP]]) },
    { source: '/healthz/:path*', headers: list([...noFeatures, ['Content-Security-Policy', NOTHING_CSP]]) },
    // Uploaded files (an SVG can carry script) render sandboxed, as images and media only.
    ...['/api/cms/media/file/:path*', '/-/:path*'].map((source) => ({
      source,
      headers: list([
        ...noFeatures,
        [
          'Content-Security-Policy',
          "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox; frame-ancestors 'self'",
        ],
      ]),
    })),
  ]
}
