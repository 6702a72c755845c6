/**
 * The manage link's token on the booking page (`?manage=<token>`, the link of the confirmation e-mail): read once from
 * the address and at once dropped from it (history.replaceState), so it stays out of the browser's history and of
 * the Referer of anything the page loads; kept in the tab's sessionStorage under the page's path (the booking page's
 * and the tyre hotel's links open bookings of their own), so a reload opens the booking again.
 */

const MANAGE_PARAM = 'manage'
const KEY = 'manageToken'
const keyOf = (url: URL) => `${KEY}:${url.pathname}`
/** Longer than any token (43 characters): what is kept of a mangled address is bounded. */
const MAX = 100

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

/**
 * The token of the address (then the address without it, given to `replaceAddress`) or else of the tab's storage;
 * null when the page was opened without one.
 */
export function takeManageToken(
  href: string,
  replaceAddress: (address: string) => void,
  storage: KeyValueStorage | null,
): string | null {
  const url = new URL(href)
  const fromAddress = url.searchParams.get(MANAGE_PARAM)
  if (fromAddress === null) return storage?.getItem(keyOf(url))?.slice(0, MAX) ?? null
  url.searchParams.delete(MANAGE_PARAM)
  replaceAddress(`${url.pathname}${url.search}${url.hash}`)
  const token = fromAddress.slice(0, MAX)
  storage?.setItem(keyOf(url), token)
  return token
}

/** The page at `href` is a booking page again ("Book another service"). */
export function forgetManageToken(href: string, storage: KeyValueStorage | null): void {
  storage?.removeItem(keyOf(new URL(href)))
}
