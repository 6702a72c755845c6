import type { Route } from './kinds'

const enc = (segment: string) => encodeURIComponent(segment)
const encPath = (path: string) => path.split('/').filter(Boolean).map(enc).join('/')

/**
 * The internal route a visitor's URL is rewritten to: `/{site}/{locale}/{kind segment}/…`, one route
 * segment per kind under src/app/(site)/[site]/[locale]/ (each with its own metadata, loading state and
 * error boundary). Content pages sit under `page/`, so no content path can collide with a kind's segment.
 */
export function internalPath(siteKey: string, locale: string, route: Route): string {
  const root = `/${enc(siteKey)}/${enc(locale)}`
  switch (route.kind) {
    case 'content': {
      const rest = encPath(route.path)
      return `${root}/page${rest ? '/' + rest : ''}`
    }
    case 'car-list':
      return `${root}/car-list/${route.page}${route.filters.map((f) => '/' + enc(f)).join('')}`
    case 'car-detail':
      return `${root}/car/${route.id}${route.slug ? '/' + enc(route.slug) : ''}`
    case 'dealer-list':
      return `${root}/dealer-list/${route.page}`
    case 'dealer-detail':
      return `${root}/dealer/${route.page}/${enc(route.slug)}`
    case 'story':
      return `${root}/story/${route.page}/${enc(route.slug)}`
    case 'service-booking':
      return `${root}/service-booking/${route.page}`
    case 'tyre-hotel':
      return `${root}/tyre-hotel/${route.page}`
    case 'saved-search':
      return `${root}/saved-search/${route.page}`
  }
}
