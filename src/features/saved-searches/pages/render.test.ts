import { createElement as h } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { defaultMessages } from '@/i18n/catalogue'
import { savedSearchMailStrings } from '../mail-strings'
import { ManageList } from './ManageList'

const search = (id: string, status: 'active' | 'pending', filters: Record<string, string[]>) => ({
  id,
  status,
  query: { filters },
  alerts: ['new'],
  listUrl: `https://x.example/kop-bil?car_fuel=${Object.values(filters)[0]}`,
  createdAt: '2026-11-28T10:00:00Z',
})

/** The manage page's list as the server sends it: every delete is a form of its own, so it works without scripts. */
describe('the manage page', () => {
  it('lists each search with its link, its state and a named delete form that posts the token and the id back', () => {
    const html = renderToStaticMarkup(
      h(ManageList, {
        messages: defaultMessages(savedSearchMailStrings, 'sv-SE'),
        email: 'a<b>@example.se',
        token: '1.tokentokentokentoken',
        action: '/api/saved-searches/manage?locale=sv-SE',
        searches: [
          search('7d1c0f9e-1b2a-4c3d-8e4f-5a6b7c8d9e0f', 'active', { car_fuel: ['El'] }),
          search('8e2d0f9e-1b2a-4c3d-8e4f-5a6b7c8d9e0f', 'pending', { car_fuel: ['Diesel'] }),
        ],
      }),
    )
    expect(html).toContain('<h1 class="page-title">Sparade sökningar för a&lt;b&gt;@example.se</h1>')
    expect(html.match(/<li /g)).toHaveLength(2)
    expect(html.match(/<form [^>]*action="\/api\/saved-searches\/manage\?locale=sv-SE" method="post">/g)).toHaveLength(
      2,
    )
    expect(html.match(/<input type="hidden" name="token" value="1.tokentokentokentoken"\/>/g)).toHaveLength(2)
    expect(html).toContain('<input type="hidden" name="id" value="8e2d0f9e-1b2a-4c3d-8e4f-5a6b7c8d9e0f"/>')
    expect(html).toContain('href="https://x.example/kop-bil?car_fuel=Diesel"')
    expect(html).toContain('aria-label="Ta bort sökningen Diesel"')
    expect(html.match(/väntar på bekräftelse/g)).toHaveLength(1)
  })
})
