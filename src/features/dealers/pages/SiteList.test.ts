import { createElement as h } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { toSiteCard } from '@/features/dealers/cards'
import { dealerStrings } from '@/features/dealers/strings'
import { defaultMessages } from '@/i18n/catalogue'
import { SiteList } from './SiteList.client'

const cards = (n: number) =>
  Array.from({ length: n }, (_, i) =>
    toSiteCard(
      {
        site_id: String(1000 + i),
        slug: `site-${i}`,
        site_official_name: `Site ${i}`,
        site_city: `City ${i % 3}`,
        site_phone: '031 123 45',
      },
      '/anlaggningar',
    ),
  )

const render = (n: number, options = {}, pageSize = 48) =>
  renderToStaticMarkup(
    h(SiteList, {
      cards: cards(n),
      options,
      showSearch: n > 8,
      pageSize,
      mapStyleUrl: '/api/maps/style',
      locale: 'sv-SE',
      messages: defaultMessages(dealerStrings, 'sv-SE'),
    }),
  )

const count = (html: string, needle: string) => html.split(needle).length - 1

describe('the site list as first rendered (spec 1 §2)', () => {
  it('renders every card linking under the list, with phone, and the count', () => {
    const html = render(3)
    expect(count(html, 'data-testid="site-card"')).toBe(3)
    expect(html).toContain('href="/anlaggningar/site-0"')
    expect(html).toContain('href="tel:03112345"')
    expect(html).toContain('Visar 3 av 3')
  })

  it('has a search box only above 8 sites and filters only when configured', () => {
    expect(render(8)).not.toContain('data-testid="site-search"')
    expect(render(9)).toContain('data-testid="site-search"')
    expect(render(9)).not.toContain('data-testid="site-filter-')
    const html = render(9, { city: ['City 0', 'City 1'] })
    expect(html).toContain('data-testid="site-filter-city"')
    expect(html).toContain('<option value="City 1">City 1</option>')
  })

  it('shows a page of cards and a show-more button when there are more', () => {
    const html = render(5, {}, 2)
    expect(count(html, 'data-testid="site-card"')).toBe(2)
    expect(html).toContain('Visar 2 av 5')
    expect(html).toContain('Visa fler')
    expect(render(2, {}, 2)).not.toContain('Visa fler')
  })
})
