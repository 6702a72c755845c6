/**
 * Storing a lead and its deliveries (issue 13: "a lead is never lost"). The lead row and its outbox
 * entries (CRM, the dealer's e-mail, the visitor's receipt) commit in one transaction, so a stored lead
 * is always delivered (the outbox retries until the CRM takes it) and nothing is stored when anything
 * fails. The visitor's formSubmissionId makes a repeat (double click, retry after a timeout) find the
 * first lead: concurrent repeats wait on one advisory lock per id, then see it.
 */
import { sql } from '@payloadcms/db-postgres'
import type { Payload } from 'payload'
import type { Locale } from '@/cms/locales'
import type { Site } from '@/payload-types'
import { InputError } from '@/platform/errors'
import { enqueueCrm, enqueueEmail } from '@/platform/messaging/topics'
import { inTransaction } from '@/platform/transactions'
import { translator } from '@/strings/catalogue'
import type { LeadRequest } from './forms'
import { contactRecipient, dealerByWorkshopEmail, workshopEmail } from './recipients'
import type { LeadMessages } from './strings'

export type LeadContext = { site: Pick<Site, 'id' | 'key' | 'name' | 'searchIndex'>; locale: Locale; strings: LeadMessages; now: Date }
export type SubmittedLead = { id: number; created: boolean }

type Resolved = { recipients: string[]; summary: string; customer: { name: string; email: string } }

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
      select: { car_id: true, car_brand: true, car_model: true, car_site_leads_email: true, car_sellers: true },
    })
    const car = docs[0]
    if (!car) throw new InputError('values.car', 'is not a car of this site')
    const to = contactRecipient(car, v.toEmail)
    return { recipients: to ? [to] : [], summary: `${v.name} · ${car.car_brand} ${car.car_model} (${car.car_id})`, customer: { name: v.name, email: v.email } }
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
    return { recipients: [workshopEmail(dealer)!], summary: `${v.customerName} · ${v.regno.toUpperCase()} · ${dealer.site_official_name}`, customer: { name: v.customerName, email: v.customerEmail } }
  }
  const v = lead.values
  return { recipients: [], summary: `${v.customerName} · ${v.regno.toUpperCase()} · ${v.option}`, customer: { name: v.customerName, email: v.customerEmail } }
}

const lines = (values: Record<string, unknown>) =>
  Object.entries(values)
    .filter(([, value]) => value !== undefined && value !== '')
    .map(([key, value]) => `${key}: ${Array.isArray(value) ? value.join(', ') : String(value)}`)
    .join('\n')

/** Stores the lead with its deliveries, or finds the lead this submission already made. */
export async function submitLead(payload: Payload, ctx: LeadContext, lead: LeadRequest): Promise<SubmittedLead> {
  const resolved = await resolve(payload, ctx, lead)
  const t = translator(ctx.strings)
  return inTransaction(payload, async ({ req, tx }) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'lead:' + lead.formSubmissionId}))`)
    const existing = await payload.find({ collection: 'leads', where: { formSubmissionId: { equals: lead.formSubmissionId } }, limit: 1, depth: 0, req, select: {} })
    if (existing.docs[0]) return { id: existing.docs[0].id, created: false }
    const values = lead.values as Record<string, unknown>
    const stored = await payload.create({
      collection: 'leads',
      data: { site: ctx.site.id, formName: lead.formName, formSubmissionId: lead.formSubmissionId, summary: resolved.summary, values, recipients: resolved.recipients },
      req,
    })
    const key = `lead:${stored.id}`
    const receivedAt = ctx.now.toISOString()
    await enqueueCrm(payload, { kind: lead.formName, site: ctx.site.key, lead: { id: stored.id, formSubmissionId: lead.formSubmissionId, receivedAt, locale: ctx.locale, values } }, { key: `${key}:crm`, req })
    if (resolved.recipients.length) {
      await enqueueEmail(
        payload,
        {
          to: resolved.recipients,
          replyTo: resolved.customer.email,
          subject: t('dealerSubject', { site: ctx.site.name, summary: resolved.summary }),
          text: `${t('dealerIntro', { site: ctx.site.name })}\n\n${lines(values)}\n`,
        },
        { key: `${key}:dealer`, req },
      )
    }
    await enqueueEmail(
      payload,
      { to: [resolved.customer.email], subject: t('receiptSubject', { site: ctx.site.name }), text: t('receiptText', { name: resolved.customer.name, site: ctx.site.name }) },
      { key: `${key}:receipt`, req },
    )
    return { id: stored.id, created: true }
  })
}
