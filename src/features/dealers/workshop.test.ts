import { describe, expect, it } from 'vitest'
import { workshopDepartment, workshopEmail } from './workshop'

describe('the workshop dealer’s e-mail (spec 2 §3)', () => {
  const sales = { group: 'New cars', email: 'salj@example.se' }
  it('comes from the Workshop department', () => {
    expect(
      workshopEmail({
        site_email: 'info@example.se',
        site_departments: [sales, { group: 'Workshop', email: 'verkstad@example.se' }],
      }),
    ).toBe('verkstad@example.se')
  })
  it('else from the site, also when the workshop has no e-mail', () => {
    expect(workshopEmail({ site_email: 'info@example.se', site_departments: [sales] })).toBe('info@example.se')
    expect(
      workshopEmail({ site_email: 'info@example.se', site_departments: [sales, { group: 'Workshop', email: null }] }),
    ).toBe('info@example.se')
    expect(workshopEmail({ site_email: null, site_departments: [sales] })).toBeNull()
  })
  it('finds the workshop department by its group', () => {
    expect(workshopDepartment({ site_departments: [sales] })).toBeNull()
    expect(workshopDepartment({ site_departments: [sales, { group: 'Workshop' }] })).toEqual({ group: 'Workshop' })
  })
})
