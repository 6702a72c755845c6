import { describe, expect, it } from 'vitest'

import { generateDealers } from '@/demo/dealers/generate'
import { toDealerSummary, type DealerSummarySource } from './summary'

describe('toDealerSummary', () => {
  it('gives every generated site sellers that can be contacted', () => {
    for (const seed of generateDealers()) {
      const summary = toDealerSummary(seed)
      expect(summary.site_id).toBe(seed.site_id)
      expect(summary.brands.length).toBeGreaterThan(0)
      expect(summary.sellers.length, seed.slug).toBeGreaterThan(0)
      for (const seller of summary.sellers) expect(seller.email || seller.phone).toBeTruthy()
      expect(summary.department_erp_id).toMatch(/-(NEW|USED)$/)
    }
  })

  it('reads stored documents with nulls and skips staff without phone and e-mail', () => {
    const doc: DealerSummarySource = {
      site_id: '9001',
      index: 'se',
      site_official_name: 'Testhallen',
      slug: 'testhallen',
      site_city: null,
      leads_email: null,
      site_brands: null,
      site_departments: [
        {
          group: 'Workshop',
          erp_id: '9001-SRV',
          users: [{ first_name: 'Verk', last_name: 'Stad', email: 'verk@example.com' }],
        },
        {
          group: 'Used cars',
          erp_id: null,
          users: [
            { first_name: 'Ann', last_name: 'Ek', phone: '070 174 06 55', email: null },
            { first_name: 'Bo', last_name: 'Ek', phone: null, email: null },
            { first_name: 'Ann', last_name: 'Ek', phone: '070 174 06 55', email: null },
          ],
        },
      ],
    }
    expect(toDealerSummary(doc)).toEqual({
      site_id: '9001',
      index: 'se',
      site_official_name: 'Testhallen',
      slug: 'testhallen',
      site_city: '',
      site_region: '',
      leads_email: '',
      company_erp_id: '',
      // No sales department has an ERP id, so the workshop's is used.
      department_erp_id: '9001-SRV',
      brands: [],
      sellers: [{ name: 'Ann Ek', phone: '070 174 06 55', email: '' }],
    })
  })
})
