import { describe, expect, it } from 'vitest'
import { adminOrigins } from './admin-origins'

describe('admin origins', () => {
  it('takes the server URL and ADMIN_ORIGINS as bare origins, ignoring anything else', () => {
    expect(
      adminOrigins({
        NEXT_PUBLIC_SERVER_URL: 'https://cms.example.com/',
        ADMIN_ORIGINS: 'https://se.example.com, javascript:alert(1), nope,https://cms.example.com',
      }),
    ).toEqual(['https://cms.example.com', 'https://se.example.com'])
    expect(adminOrigins({})).toEqual([])
  })
})
