/**
 * Storing a lead and its deliveries ("a lead is never lost"). The lead row and its outbox
 * entries (CRM, the dealer's e-mail, the visitor's receipt) commit in one transaction, so a stored lead
 * is always delivered (the outbox retries until the CRM takes it) and nothing is stored when anything
 * fails. The visitor's formSubmissionId is an idempotency key per site and form: a repeat (double click,
 * retry after a timeout) finds the first lead — concurrent repeats wait on one advisory lock per key, then
 * see it — and the same key with other values is refused (422, as Stripe answers a reused idempotency key)
 * rather than answered with a lead that does not hold them. Another site's or form's lead may use the same id.
 */
import { createHash } from 'node:crypto'
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { Locale } from '@/cms/locales'
import type { Site } from '@/payload-types'
import { InputError, UnprocessableError } from '@/platform/errors'
import { enqueueCrm, enqueueEmail } from '@/platform/messaging/topics'
import { inTransaction } from '@/platform/transactions'
import { translator } from '@/i18n/catalogue'
import { answersSchema, customerEmail } from '@/features/leads/marketing/fields'
import { marketingForm } from '@/features/leads/marketing/read'
import type { LeadRequest, MarketingValues } from './forms'
import { contactRecipient, dealerByWorkshopEmail, sampleCarRecipient, workshopEmail } from './recipients'
import type { LeadMessages } from './strings'

/**
 * A lead's deliveries try for about a day before they wait for an editor (the dead-letter state): with the
 * outbox's backoff (5 s doubling to an hour) 25 attempts span ~1.5 h of quick retries and then hourly ones,
 * so a CRM outage of a night, or a CRM that fails every other call, still ends with the lead delivered.
 */
export const LEAD_DELIVERY_ATTEMPTS = 25

export type LeadContext = {
  site: Pick<Site, 'id' | 'key' | 'name' | 'searchIndex'>
  locale: Locale
  strings: LeadMessages
  now: Date
}
export type SubmittedLead = { id: number; created: boolean }

/** `values`: what is stored and sent when it differs from the request's (a marketing form's parsed answers); `customer`: null without an address for the receipt. */
type Resolved = {
  recipients: string[]
  summary: string
  customer: { name: string; email: string } | null
  values?: Record<string, unknown>
}

/** Who gets the lead, checked against the database; a car or dealer that is not this site's is a 400 naming the field. */
async function resolve(payload: Payload, ctx: LeadContext, lead: LeadRequest): Promise<Resolved> {
  if (lead.formName === 'contact') {
    const v = lead.values
    const { docs } = await payload.find({
      collection: 'cars',
      where: { and: [{ index: { equals: ctx.site.searchIndex } }, { car_id: { equals: v.car } }] },
      limit: 1,
      depth: 0,
      pagination: false,
      select: {
        car_id: true,
        car_brand: true,
        car_model: true,
        car_site_leads_email: true,
        car_sellers: true,
        car_is_sample: true,
      },
    })
    const car = docs[0]
    if (!car) throw new InputError('values.car', 'is not a car of this site')
    const to = car.car_is_sample
      ? sampleCarRecipient(await brandDealers(payload, ctx.site.id), car.car_brand ?? '', v.toEmail)
      : contactRecipient(car, v.toEmail)
    // spec 1 §8: a sample car's lead needs the chosen dealer's department.
    if (car.car_is_sample && !to)
      throw new InputError('values.toEmail', 'Department not found: choose one of the dealers listed for this car')
    return {
      recipients: to ? [to] : [],
      summary: `${v.name} · ${car.car_brand} ${car.car_model} (${car.car_id})`,
      customer: { name: v.name, email: v.email },
    }
  }
  if (lead.formName === 'service-no') {
    const v = lead.values
    const { docs } = await payload.find({
      collection: 'dealer-sites',
      where: { website: { equals: ctx.site.id } },
      depth: 0,
      pagination: false,
      select: { site_official_name: true, site_email: true, site_departments: true },
    })
    const dealer = dealerByWorkshopEmail(docs, v.siteEmail)
    if (!dealer) throw new InputError('values.siteEmail', 'is not one of this site’s workshops')
    return {
      recipients: [workshopEmail(dealer)!],
      summary: `${v.customerName} · ${v.regno.toUpperCase()} · ${dealer.site_official_name}`,
      customer: { name: v.customerName, email: v.customerEmail },
    }
  }
  if (lead.formName === 'marketing') return resolveMarketing(payload, ctx, lead.values)
  const v = lead.values
  return {
    recipients: [],
    summary: `${v.customerName} · ${v.regno.toUpperCase()} · ${v.option}`,
    customer: { name: v.customerName, email: v.customerEmail },
  }
}

/** The site's dealers with their brands and departments (a sample car's dealer choice). */
export async function brandDealers(payload: Payload, websiteId: number) {
  const { docs } = await payload.find({
    collection: 'dealer-sites',
    where: { website: { equals: websiteId } },
    depth: 0,
    pagination: false,
    sort: 'website_sort_order',
    select: { site_official_name: true, site_brands: true, site_departments: true },
  })
  return docs
}

/** A marketing form's answers checked against the form's own fields (the browser checks the same schema). */
async function resolveMarketing(payload: Payload, ctx: LeadContext, v: MarketingValues): Promise<Resolved> {
  const form = await marketingForm(payload, ctx.site.id, v.formId, ctx.locale)
  if (!form) throw new InputError('values.formId', 'is not a form of this site')
  const parsed = answersSchema(form.fields).safeParse(v.answers)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    throw new InputError(
      ['values', 'answers', ...issue.path.map(String)].join('.'),
      issue.path.length ? 'is missing or not valid for this field' : 'has a field this form does not have',
    )
  }
  const answers = parsed.data as Record<string, unknown>
  const email = customerEmail(form.fields, answers)
  const nameField = form.fields.find(
    (f) => f.type === 'text' && typeof answers[f.name] === 'string' && answers[f.name] !== '',
  )
  const name = nameField ? String(answers[nameField.name]) : ''
  return {
    recipients: form.notify ? [form.notify] : [],
    summary: [form.title, name, email].filter(Boolean).join(' · '),
    customer: email ? { name, email } : null,
    values: { ...v, answers },
  }
}

/** The values as `key: value` lines for the dealer's e-mail; a marketing form's answers as `answers.<field>: …`. */
const lines = (values: Record<string, unknown>, prefix = ''): string =>
  Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) =>
      value && typeof value === 'object' && !Array.isArray(value)
        ? lines(value as Record<string, unknown>, `${prefix}${key}.`)
        : `${prefix}${key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`,
    )
    .join('\n')

/** What a resend must repeat to be the same submission: the form and its values as validated. */
export const leadRequestHash = (lead: LeadRequest) =>
  createHash('sha256')
    .update(JSON.stringify([lead.formName, lead.values]))
    .digest('hex')

export const SUBMISSION_REUSED =
  'This form was already sent with other values under this formSubmissionId; send the new values with a new formSubmissionId.'

/** Stores the lead with its deliveries, or finds the lead this submission already made. */
export async function submitLead(payload: Payload, ctx: LeadContext, lead: LeadRequest): Promise<SubmittedLead> {
  const resolved = await resolve(payload, ctx, lead)
  const t = translator(ctx.strings)
  const requestHash = leadRequestHash(lead)
  return inTransaction(payload, async ({ req, tx }) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`lead:${ctx.site.id}:${lead.formName}:${lead.formSubmissionId}`}))`,
    )
    const existing = await payload.find({
      collection: 'leads',
      where: {
        and: [
          { site: { equals: ctx.site.id } },
          { formName: { equals: lead.formName } },
          { formSubmissionId: { equals: lead.formSubmissionId } },
        ],
      },
      limit: 1,
      depth: 0,
      req,
      select: { requestHash: true },
    })
    const first = existing.docs[0]
    if (first) {
      if (first.requestHash && first.requestHash !== requestHash)
        throw new UnprocessableError('formSubmissionId', SUBMISSION_REUSED)
      return { id: first.id, created: false }
    }
    const values = resolved.values ?? (lead.values as Record<string, unknown>)
    const stored = await payload.create({
      collection: 'leads',
      data: {
        site: ctx.site.id,
        formName: lead.formName,
        formSubmissionId: lead.formSubmissionId,
        requestHash,
        summary: resolved.summary,
        values,
        recipients: resolved.recipients,
      },
      req,
    })
    const key = `lead:${stored.id}`
    const receivedAt = ctx.now.toISOString()
    await enqueueCrm(
      payload,
      {
        kind: lead.formName,
        site: ctx.site.key,
        lead: { id: stored.id, formSubmissionId: lead.formSubmissionId, receivedAt, locale: ctx.locale, values },
      },
      { key: `${key}:crm`, req, maxAttempts: LEAD_DELIVERY_ATTEMPTS },
    )
    if (resolved.recipients.length) {
      await enqueueEmail(
        payload,
        {
          to: resolved.recipients,
          replyTo: resolved.customer?.email,
          subject: t('dealerSubject', { site: ctx.site.name, summary: resolved.summary }),
          text: `${t('dealerIntro', { site: ctx.site.name })}\n\n${lines(values)}\n`,
        },
        { key: `${key}:dealer`, req, maxAttempts: LEAD_DELIVERY_ATTEMPTS },
      )
    }
    if (resolved.customer)
      await enqueueEmail(
        payload,
        {
          to: [resolved.customer.email],
          subject: t('receiptSubject', { site: ctx.site.name }),
          text: t('receiptText', { name: resolved.customer.name, site: ctx.site.name }),
        },
        { key: `${key}:receipt`, req, maxAttempts: LEAD_DELIVERY_ATTEMPTS },
      )
    return { id: stored.id, created: true }
  })
}
