import type { LinkPage } from '../link-pages'
import type { svSE } from '../mail-strings/sv-SE'

/** Each link page's title (the browser tab, the breadcrumb): none names the address the manage page shows. */
export const LINK_PAGE_TITLES = {
  unsubscribed: 'unsubscribedTitle',
  manage: 'manage',
  'invalid-link': 'invalidTitle',
} as const satisfies Record<LinkPage, keyof typeof svSE>
