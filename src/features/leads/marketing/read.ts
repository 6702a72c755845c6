/** Reading an editor-built marketing form for a site (the block, POST /api/jotform, a submitted lead). */
import type { Payload, PayloadRequest } from 'payload'
import type { Locale } from '@/cms/locales'
import type { MarketingField } from './fields'

export type MarketingFormDefinition = {
  id: number
  title: string
  fields: MarketingField[]
  submitLabel: string | null
  thanks: string | null
  notify: string | null
}

/** The form `id` of website `siteId` in `locale`, or null when the site has no such form. */
export async function marketingForm(
  payload: Payload,
  siteId: number,
  id: number,
  locale: Locale,
  req?: Partial<PayloadRequest>,
): Promise<MarketingFormDefinition | null> {
  const { docs } = await payload.find({
    collection: 'marketing-forms',
    where: { and: [{ id: { equals: id } }, { site: { equals: siteId } }] },
    locale,
    fallbackLocale: false,
    limit: 1,
    depth: 0,
    req,
  })
  const doc = docs[0]
  if (!doc) return null
  return {
    id: doc.id,
    title: doc.title ?? '',
    fields: (doc.fields ?? []).map((f) => ({
      name: f.name,
      label: f.label ?? f.name,
      type: f.type,
      required: f.required,
      options: (f.options ?? []).map((o) => ({ value: o.value, label: o.label ?? o.value })),
    })),
    submitLabel: doc.submitLabel ?? null,
    thanks: doc.thanks ?? null,
    notify: doc.notify ?? null,
  }
}
