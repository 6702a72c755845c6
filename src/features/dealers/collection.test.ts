import type { Field } from 'payload'
import { describe, expect, it } from 'vitest'

import { DealerSites } from './collection'

/** Data fields by dotted path; rows and unnamed tabs are layout only and add no path segment. */
function paths(fields: Field[], prefix = ''): Map<string, Field> {
  const out = new Map<string, Field>()
  for (const field of fields) {
    if (field.type === 'tabs') {
      for (const tab of field.tabs) for (const [k, v] of paths(tab.fields, prefix)) out.set(k, v)
    } else if (field.type === 'row' || field.type === 'collapsible') {
      for (const [k, v] of paths(field.fields, prefix)) out.set(k, v)
    } else if ('name' in field) {
      const path = `${prefix}${field.name}`
      out.set(path, field)
      if (field.type === 'array' || field.type === 'group') {
        for (const [k, v] of paths(field.fields, `${path}.`)) out.set(k, v)
      }
    }
  }
  return out
}

const fields = paths(DealerSites.fields)

describe('DealerSites collection', () => {
  it('has the spec fields of Site and Department', () => {
    const expected = [
      'website',
      'index',
      'site_id',
      'site_official_name',
      'slug',
      'site_street',
      'site_zip',
      'site_city',
      'site_region',
      'site_phone',
      'site_email',
      'site_image_url',
      'site_primary_image',
      'site_geocoord',
      'website_city',
      'website_sort_order',
      'leads_email',
      'company_erp_id',
      'site_brands.name',
      'site_brands.brand_code',
      'site_departments.name',
      'site_departments.official_name',
      'site_departments.phone',
      'site_departments.email',
      'site_departments.group',
      'site_departments.department_type',
      'site_departments.brands.brand_code',
      'site_departments.erp_id',
      'site_departments.users.first_name',
      'site_departments.users.last_name',
      'site_departments.users.title',
      'site_departments.users.phone',
      'site_departments.users.email',
      'site_departments.users.image',
      'site_departments.openingschedule.openinghours.day',
      'site_departments.openingschedule.openinghours.displayText',
      'site_departments.openingschedule.vacationdays.vacationtitle',
      'site_departments.openingschedule.vacationdays.vacationstart',
      'site_departments.openingschedule.vacationdays.vacationend',
      'site_departments.openingschedule.vacationdays.days.day',
      'site_departments.openingschedule.vacationdays.days.displayText',
      'site_departments.openingschedule.deviationdays.date',
      'site_departments.openingschedule.deviationdays.displayText',
      'site_departments.openingschedule.deviationdays.closed',
    ]
    for (const path of expected) expect(fields.has(path), path).toBe(true)
  })

  it('keeps site_id unique and slug unique per website in the database', () => {
    expect(fields.get('site_id')).toMatchObject({ required: true, unique: true })
    expect(fields.get('slug')).toMatchObject({ required: true })
    // 'site' would put the relationship in column site_id, the column of the spec's site_id field.
    expect(fields.has('site')).toBe(false)
    expect(fields.get('website')).toMatchObject({ type: 'relationship', relationTo: 'sites', required: true })
    expect(DealerSites.indexes).toContainEqual({ fields: ['website', 'slug'], unique: true })
  })

  it('names every array table within the PostgreSQL identifier limit', () => {
    // Payload names a child table after its parent unless dbName is set; enums add 'enum_' and the field name.
    const walk = (list: Field[], table: string) => {
      for (const [, field] of paths(list)) {
        if (field.type === 'array') {
          const name = typeof field.dbName === 'string' ? field.dbName : `${table}_${field.name}`
          expect(name.length, name).toBeLessThanOrEqual(55) // room for _locales/_idx suffixes
          walk(field.fields, name)
        }
        if (field.type === 'select') expect(`enum_${table}_${field.name}`.length).toBeLessThanOrEqual(63)
      }
    }
    walk(DealerSites.fields, 'dealer_sites')
  })

  it('lets anyone read and only signed-in users write', () => {
    const access = DealerSites.access!
    const req = (user: unknown) => ({ req: { user } }) as never
    expect(access.read!(req(null))).toBe(true)
    for (const op of [access.create!, access.update!, access.delete!]) {
      expect(op(req(null))).toBe(false)
      expect(op(req({ id: 1 }))).toBe(true)
    }
  })
})
