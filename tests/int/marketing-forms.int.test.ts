/** Marketing forms (spec 1 §5, §7): POST /api/jotform describes an editor-built form; its submissions are leads. */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Site } from '@/payload-types'
import { query } from '@/platform/db'
import { bootPayload, type TestPayload } from '../helpers/payload'

let ctx: TestPayload
let payload: Payload
let se: Site
let formId: number
let otherFormId: number
let ip = 0

async function post(path: string, body: unknown) {
  const { POST } = await import(path === 'jotform' ? '@/app/api/jotform/route' : '@/app/api/forms/comhub/route')
  const request = new Request(`http://se.localhost/api/${path}`, {
    method: 'POST',
    headers: { host: 'se.localhost', 'content-type': 'application/json', 'x-forwarded-for': `10.1.0.${++ip}` },
    body: JSON.stringify(body),
  })
  const response = await POST(request)
  return { status: response.status, json: (await response.json()) as Record<string, unknown> }
}

beforeAll(async () => {
  ctx = await bootPayload()
  payload = ctx.payload
  const { seedSites } = await import('@/demo/seed/sites')
  const sites = await seedSites(payload)
  se = sites.se
  const fields = [
    { name: 'name', label: 'Namn', type: 'text' as const, required: true },
    { name: 'email', label: 'E-post', type: 'email' as const, required: true },
    {
      name: 'model',
      label: 'Modell',
      type: 'select' as const,
      required: true,
      options: [
        { value: 'ix3', label: 'BMW iX3' },
        { value: 'i4', label: 'BMW i4' },
      ],
    },
    { name: 'consent', label: 'Jag godkänner', type: 'checkbox' as const, required: true },
  ]
  formId = (
    await payload.create({
      collection: 'marketing-forms',
      locale: 'sv-SE',
      data: { site: se.id, title: 'Provkör elbil', fields, notify: 'kampanj@dealer.se' },
    })
  ).id
  otherFormId = (
    await payload.create({
      collection: 'marketing-forms',
      locale: 'en-GB',
      data: { site: sites.uk.id, title: 'Test drive', fields },
    })
  ).id
})
afterAll(async () => ctx?.teardown())

describe('POST /api/jotform', () => {
  it('describes a form of the site as content[0].answers, in form order', async () => {
    const res = await post('jotform', { formId: String(formId) })
    expect(res.status).toBe(200)
    const content = res.json.content as { title: string; answers: Record<string, Record<string, string>> }[]
    expect(content[0].title).toBe('Provkör elbil')
    expect(Object.values(content[0].answers).map((a) => [a.name, a.type, a.required])).toEqual([
      ['name', 'control_textbox', 'Yes'],
      ['email', 'control_email', 'Yes'],
      ['model', 'control_dropdown', 'Yes'],
      ['consent', 'control_checkbox', 'Yes'],
    ])
  })

  it('answers 400 for a bad formId and 404 for a form of another site', async () => {
    expect((await post('jotform', { formId: 'abc' })).status).toBe(400)
    expect((await post('jotform', { formId: 1, extra: true })).status).toBe(400)
    const foreign = await post('jotform', { formId: otherFormId })
    expect([foreign.status, foreign.json.error]).toEqual([404, 'There is no form with this formId on this site.'])
  })
})

describe('a marketing form’s submission', () => {
  const answers = { name: 'Ada', email: 'ada@example.se', model: 'i4', consent: true }

  it('is a lead with its CRM delivery, the notification and the receipt', async () => {
    const res = await post('forms/comhub', {
      formName: 'marketing',
      formSubmissionId: 'marketing-0001',
      values: { formId, region: 'Stockholm', portal: 'p1', answers },
    })
    expect(res.status).toBe(202)
    const id = res.json.id as number
    expect(await payload.findByID({ collection: 'leads', id })).toMatchObject({
      formName: 'marketing',
      recipients: ['kampanj@dealer.se'],
      values: { formId, region: 'Stockholm', answers },
    })
    const keys = (
      await query<{ key: string }>(
        payload,
        sql`select idempotency_key as key from outbox where idempotency_key like ${`lead:${id}:%`} order by 1`,
      )
    ).map((r) => r.key)
    expect(keys).toEqual([`lead:${id}:crm`, `lead:${id}:dealer`, `lead:${id}:receipt`])
  })

  it('is checked against the form’s own fields: 400 naming the answer, nothing stored', async () => {
    const before = (await payload.count({ collection: 'leads' })).totalDocs
    const field = async (values: Record<string, unknown>, n: string) =>
      (
        (
          await post('forms/comhub', {
            formName: 'marketing',
            formSubmissionId: `marketing-bad-${n}`,
            values: { formId, ...values },
          })
        ).json.issues as { field: string }[]
      )[0].field
    expect(await field({ answers: { ...answers, consent: false } }, '1')).toBe('values.answers.consent')
    expect(await field({ answers: { ...answers, model: 'x5' } }, '2')).toBe('values.answers.model')
    expect(await field({ answers: { ...answers, email: 'ada@' } }, '3')).toBe('values.answers.email')
    expect(await field({ answers: { ...answers, other: 'x' } }, '4')).toBe('values.answers')
    expect(await field({ formId: otherFormId, answers }, '5')).toBe('values.formId')
    expect((await payload.count({ collection: 'leads' })).totalDocs).toBe(before)
  })
})
