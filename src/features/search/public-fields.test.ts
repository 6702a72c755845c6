import { describe, expect, it } from 'vitest'
import { parseQuery } from './contract'
import { INTERNAL_FIELDS, publicQuery, publicRecord } from './public-fields'

const CAR_FIELDS = ['car_id', 'car_brand', 'car_sellers', ...INTERNAL_FIELDS.cars]
const ask = (raw: unknown) => publicQuery('cars', parseQuery(raw), CAR_FIELDS)

describe('the public search API', () => {
  it('answers every public field, and no internal one, when no field list is given', () => {
    expect(ask({ index: 'cars-se' }).fields).toEqual(['car_id', 'car_brand', 'car_sellers'])
    expect(ask({ index: 'cars-se', fields: ['car_id'] }).fields).toEqual(['car_id'])
  })

  it('refuses to return, filter, facet or sort by leads e-mails and ERP ids', () => {
    expect(() => ask({ index: 'cars-se', fields: ['car_id', 'car_site_leads_email'] })).toThrow(
      /^fields: leads e-mails and ERP ids/,
    )
    expect(() => ask({ index: 'cars-se', facets: [{ name: 'car_companyerpid' }] })).toThrow(/^facets:/)
    expect(() => ask({ index: 'cars-se', filters: { car_departmenterpid: 'X' } })).toThrow(/^filters:/)
    expect(() =>
      publicQuery('sites', parseQuery({ index: 'sites-se', fields: ['leads_email'] }), ['site_id', 'leads_email']),
    ).toThrow(/^fields:/)
  })

  it("drops the departments' ERP ids from site records and keeps their contacts", () => {
    const site = {
      site_id: '1',
      site_departments: [{ name: 'Verkstad', phone: '031-123', email: 'verkstad@example.se', erp_id: 'ERP-9' }],
    }
    expect(publicRecord('sites', site)).toEqual({
      site_id: '1',
      site_departments: [{ name: 'Verkstad', phone: '031-123', email: 'verkstad@example.se' }],
    })
    const car = { car_id: '1', car_sellers: [{ name: 'A', email: 'a@example.se', phone: '1' }] }
    expect(publicRecord('cars', car)).toBe(car)
  })
})
