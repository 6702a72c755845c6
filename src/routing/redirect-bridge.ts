/**
 * The proxy's in-process path to the redirect lookup of /api/platform/route-redirect. Next bundles the proxy
 * apart from the route handlers but runs both in one process, so the route module, once loaded, leaves its
 * lookup here (on globalThis, as src/platform/internal-call.ts does with its token) and the proxy calls it
 * directly: a car page that is not stored then costs no loopback HTTP request, which used to queue behind
 * the very renders it was holding up (about 3 ms of CPU per car page as well). Free of `server-only` and
 * Next.js: the proxy imports it.
 */

export type ProxyRedirect = { status: 301 | 302; location: string }

/** The redirect of a visitor path on a site and locale (a site-relative location), or null to render it. */
export type RedirectLookup = (site: string, locale: string, path: string) => Promise<ProxyRedirect | null>

const holder = globalThis as unknown as { __routeRedirectLookup?: RedirectLookup }

/** The route module's call, when it is loaded. */
export function provideRedirectLookup(lookup: RedirectLookup): void {
  holder.__routeRedirectLookup = lookup
}

/** The lookup this process's route module provided, if it is loaded yet. */
export const providedRedirectLookup = (): RedirectLookup | undefined => holder.__routeRedirectLookup
