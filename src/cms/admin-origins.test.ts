import { describe, expect, it, vi } from 'vitest'
import { adminOrigins } from './admin-origins'

describe('admin origins', () => {
  it('takes the server URL and ADMIN_ORIGINS as bare origins, ignoring anything else with a warning', () => {
    const warn = vi.fn()
    expect(
      adminOrigins(
        {
          NEXT_PUBLIC_SERVER_URL: 'https://cms.example.com/',
          ADMIN_ORIGINS: 'https://se.example.com, javascript:alert(1), nope,https://cms.example.com',
        },
        warn,
      ),
    ).toEqual(['https://cms.example.com', 'https://se.example.com'])
    expect(warn.mock.calls).toEqual([
      ['admin origin ignored (not http or https)'],
      ['admin origin ignored (not a URL)'],
    ])
    expect(adminOrigins({}, warn)).toEqual([])
  })
})
