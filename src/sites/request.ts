/** Request headers the proxy adds for server components that have no access to the visitor's URL. */
export const CONTENT_PATH_HEADER = 'x-content-path'
export const SITE_KEY_HEADER = 'x-site-key'
export const LOCALE_HEADER = 'x-site-locale'
