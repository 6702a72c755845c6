import { describe, expect, it } from 'vitest'
import { contactValues, leadRequestSchema, sellCarValues, serviceNoValues } from './forms'
import { PHONE_PATTERN } from '@/platform/phone'
import {
  contactRecipient,
  dealerByWorkshopEmail,
  sampleCarChoices,
  sampleCarRecipient,
  workshopChoices,
  workshopEmail,
} from './recipients'

describe('lead form values (spec 1 §5, spec 2 §5)', () => {
  it('takes phone numbers of 6 to 20 digits and spaces with an optional plus', () => {
    for (const ok of ['070123', '+46 70 123 45 67', '01234567890123456789']) expect(PHONE_PATTERN.test(ok)).toBe(true)
    for (const bad of ['12345', '+46-70-123', '070123a', '012345678901234567890'])
      expect(PHONE_PATTERN.test(bad)).toBe(false)
  })

  it('takes phone numbers as people write them on every lead form, and sends them in the spec’s shape', () => {
    const contact = { car: '1000001', name: 'Anna', email: 'anna@example.se' }
    const sell = { regno: 'ABC 123', milage: 0, customerName: 'Per', customerEmail: 'per@example.se', option: 'sell' }
    const no = {
      siteEmail: 'verksted@example.no',
      siteName: 'Oslo',
      customerName: 'Ola',
      customerEmail: 'ola@example.no',
      regno: 'EL12345',
      date: '2026-11-23',
      gdpr: true,
    }
    for (const [typed, sent] of [
      ['070-123 45 67', '070 123 45 67'],
      ['(08) 123 45 00', '08 123 45 00'],
      ['+46 70-123 45 67', '+46 70 123 45 67'],
      ['070.123.45.67', '070 123 45 67'],
    ]) {
      expect(contactValues.parse({ ...contact, phone: typed }).phone).toBe(sent)
      expect(sellCarValues.parse({ ...sell, customerPhone: typed }).customerPhone).toBe(sent)
      expect(serviceNoValues('2026-11-23').parse({ ...no, customerPhone: typed }).customerPhone).toBe(sent)
    }
    expect(contactValues.safeParse({ ...contact, phone: '070-12 ab' }).success).toBe(false)
  })

  it('requires a contact’s name, phone and e-mail; message, quote and test drive are optional', () => {
    const base = { car: '1000001', name: 'Anna', phone: '0701234567', email: 'anna@example.se' }
    expect(contactValues.parse(base)).toMatchObject({ quote: false, testDrive: false })
    for (const field of ['name', 'phone', 'email'] as const) {
      const { [field]: _, ...rest } = base
      expect(contactValues.safeParse(rest).success).toBe(false)
    }
    expect(contactValues.safeParse({ ...base, name: '   ' }).success).toBe(false)
    expect(contactValues.safeParse({ ...base, extra: 1 }).success).toBe(false)
  })

  it('requires sell or trade-in and a mileage of at least 0 on the sell-car form', () => {
    const base = {
      regno: 'ABC 123',
      milage: 0,
      customerName: 'Per',
      customerPhone: '0701234567',
      customerEmail: 'per@example.se',
      option: 'sell',
    }
    expect(sellCarValues.safeParse(base).success).toBe(true)
    // The plate as typed, sent in capitals.
    expect(sellCarValues.parse({ ...base, regno: 'abc 12å' }).regno).toBe('ABC 12Å')
    expect(sellCarValues.safeParse({ ...base, option: 'lease' }).success).toBe(false)
    expect(sellCarValues.safeParse({ ...base, milage: -1 }).success).toBe(false)
  })

  it('wants a Norwegian desired date from today on, GDPR consent, and only motorcycle services for a motorcycle', () => {
    const schema = serviceNoValues('2026-11-23')
    const base = {
      siteEmail: 'verksted@example.no',
      siteName: 'Oslo',
      customerName: 'Ola',
      customerPhone: '91234567',
      customerEmail: 'ola@example.no',
      regno: 'EL12345',
      date: '2026-11-23',
      gdpr: true,
    }
    expect(schema.safeParse(base).success).toBe(true)
    expect(schema.safeParse({ ...base, date: '2026-11-22' }).success).toBe(false)
    expect(schema.safeParse({ ...base, gdpr: false }).success).toBe(false)
    expect(schema.safeParse({ ...base, typeMC: true, services: ['tyre-change'] }).success).toBe(true)
    expect(schema.safeParse({ ...base, typeMC: true, services: ['windscreen'] }).success).toBe(false)
  })

  it('tells the forms apart by formName and takes a submission id of 8 to 64 safe characters', () => {
    const schema = leadRequestSchema('2026-11-23')
    const values = {
      regno: 'ABC123',
      milage: 1,
      customerName: 'P',
      customerPhone: '0701234567',
      customerEmail: 'p@example.se',
      option: 'sell',
    }
    expect(schema.safeParse({ formName: 'sell-car', formSubmissionId: 'abcdEFGH-1234_', values }).success).toBe(true)
    expect(schema.safeParse({ formName: 'sell-car', formSubmissionId: 'short', values }).success).toBe(false)
    expect(schema.safeParse({ formName: 'contact', formSubmissionId: 'abcdEFGH-1234_', values }).success).toBe(false)
  })
})

describe('lead recipients', () => {
  const car = {
    car_site_leads_email: 'leads@dealer.se',
    car_sellers: [
      { name: 'Eva', email: 'eva@dealer.se' },
      { name: 'Bo', email: null },
    ],
  }

  it('mails a seller of the car the visitor chose, else the car’s leads address, never another address', () => {
    expect(contactRecipient(car, 'EVA@dealer.se')).toBe('eva@dealer.se')
    expect(contactRecipient(car, 'attacker@example.com')).toBe('leads@dealer.se')
    expect(contactRecipient(car)).toBe('leads@dealer.se')
    expect(contactRecipient({ car_sellers: [] })).toBeNull()
  })

  it('takes the workshop department’s e-mail, failing that the site’s (spec 2 §3)', () => {
    const withWorkshop = {
      site_official_name: 'A',
      site_email: 'info@a.se',
      site_departments: [
        { group: 'New cars', email: 'nya@a.se' },
        { group: 'Workshop', email: 'verkstad@a.se' },
      ],
    }
    const without = {
      site_official_name: 'B',
      site_email: 'info@b.se',
      site_departments: [{ group: 'Workshop', email: null }],
    }
    expect(workshopEmail(withWorkshop)).toBe('verkstad@a.se')
    expect(workshopEmail(without)).toBe('info@b.se')
    expect(dealerByWorkshopEmail([withWorkshop, without], 'INFO@b.se')).toBe(without)
    expect(dealerByWorkshopEmail([withWorkshop, without], 'nya@a.se')).toBeNull()
  })

  it('offers the Norwegian form the website’s own dealer sites with a workshop address, named, in index order', () => {
    const sites = [
      {
        website: 'no',
        site_official_name: 'Oslo',
        site_email: 'oslo@b.no',
        site_departments: [{ group: 'Workshop', email: 'verksted.oslo@b.no' }],
      },
      { website: 'se', site_official_name: 'Göteborg', site_email: 'gbg@b.se' },
      { website: 'no', site_official_name: 'Bergen', site_email: null, site_departments: [] },
      { website: 'no', site_official_name: 'Drammen', site_email: 'drammen@b.no' },
    ]
    expect(workshopChoices(sites, 'no')).toEqual([
      { email: 'verksted.oslo@b.no', name: 'Oslo' },
      { email: 'drammen@b.no', name: 'Drammen' },
    ])
  })
})

describe('a sample car’s dealer choice (spec 1 §5, §8)', () => {
  const dealers = [
    {
      site_official_name: 'Göteborg',
      site_brands: [{ name: 'Volvo' }, { name: 'Kia' }],
      site_departments: [
        { group: 'New cars', email: 'nya.gbg@b.se' },
        { group: 'Workshop', email: 'verkstad.gbg@b.se' },
      ],
    },
    {
      site_official_name: 'Malmö',
      site_brands: [{ name: 'Kia' }],
      site_departments: [{ group: 'New cars', email: 'nya.malmo@b.se' }],
    },
    {
      site_official_name: 'Uppsala',
      site_brands: [{ name: 'Volvo' }],
      site_departments: [{ group: 'Used cars', email: 'begagnat.upp@b.se' }],
    },
  ]

  it('offers the dealers selling the brand that have a New cars mailbox', () => {
    expect(sampleCarChoices(dealers, 'volvo')).toEqual([{ email: 'nya.gbg@b.se', name: 'Göteborg' }])
    expect(sampleCarChoices(dealers, 'Kia').map((c) => c.name)).toEqual(['Göteborg', 'Malmö'])
    expect(sampleCarChoices(dealers, 'Ferrari')).toEqual([])
  })

  it('accepts only one of those mailboxes: anything else is a department not found', () => {
    expect(sampleCarRecipient(dealers, 'Kia', 'NYA.malmo@b.se')).toBe('nya.malmo@b.se')
    expect(sampleCarRecipient(dealers, 'Volvo', 'nya.malmo@b.se')).toBeNull()
    expect(sampleCarRecipient(dealers, 'Volvo', 'begagnat.upp@b.se')).toBeNull()
    expect(sampleCarRecipient(dealers, 'Volvo', 'attacker@example.com')).toBeNull()
    expect(sampleCarRecipient(dealers, 'Volvo', undefined)).toBeNull()
  })
})

describe('the Norwegian form’s service names', () => {
  it('name every car and motorcycle service in every locale (11 and 3, spec 2 §9)', async () => {
    const { CAR_SERVICES, MC_SERVICES } = await import('./forms')
    const { serviceFormStrings, serviceKey } = await import('./service-strings')
    expect([CAR_SERVICES.length, MC_SERVICES.length]).toEqual([11, 3])
    for (const strings of Object.values(serviceFormStrings.strings)) {
      for (const code of CAR_SERVICES) expect((strings as Record<string, string>)[serviceKey(code)], code).toBeTruthy()
    }
  })
})
