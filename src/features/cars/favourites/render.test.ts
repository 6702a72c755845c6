import { createElement as h } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { defaultMessages } from '@/i18n/catalogue'
import { carDisplay } from '@/features/cars/display'
import { FavouritesLink } from './FavouritesLink'
import { FavouritesList } from './FavouritesList'
import { RecentlyViewed } from './RecentlyViewed'
import { favouritesStrings } from './strings'

const messages = defaultMessages(favouritesStrings, 'sv-SE')

/**
 * The server's HTML (issue 37 §3): the lists are the browser's, so the page renders without them and they appear
 * after the scripts run, without moving what is above them.
 */
describe('favourites in the server-rendered page', () => {
  it('the header link is there, named, without a count; its live region is in place', () => {
    const html = renderToStaticMarkup(h(FavouritesLink, { href: '/favoriter', messages }))
    expect(html).toContain('href="/favoriter"')
    expect(html).toContain('aria-label="Favoriter"')
    expect(html).not.toContain('data-testid="favourites-count"')
    expect(html).toMatch(/<p [^>]*role="status"[^>]*><\/p>/)
  })

  it('recently viewed renders nothing, and the favourites page only its reserved box', () => {
    expect(renderToStaticMarkup(h(RecentlyViewed, { title: messages.recentTitle, detailBase: '/kop-bil' }))).toBe('')
    const page = renderToStaticMarkup(
      h(FavouritesList, { messages, display: carDisplay('se', 'sv-SE', {}), detailBase: '/kop-bil' }),
    )
    expect(page).toMatch(/^<div class="[^"]+" data-testid="favourites-page"><\/div>$/)
  })
})
