/** POST /api/jotform's domain call: an editor-built form of the request's site, described as the widget reads it. */
import 'server-only'
import { z } from 'zod'
import { payloadClient } from '@/cms/payload'
import { NotFoundError } from '@/platform/errors'
import type { RequestSite } from '@/sites/request-site'
import { jotformAnswers, type JotformAnswer } from './fields'
import { marketingForm } from './read'

/** The body: `{formId}`, a form id as a number or its digits (the widget sends it as text). */
export const jotformRequestSchema = z.strictObject({
  formId: z.union([
    z.number().int().positive().max(2_147_483_647),
    z
      .string()
      .regex(/^\d{1,10}$/)
      .transform(Number),
  ]),
})

export type JotformAnswerBody = { content: [{ id: string; title: string; answers: Record<string, JotformAnswer> }] }

export async function describeMarketingForm(context: RequestSite, formId: number): Promise<JotformAnswerBody> {
  const form = await marketingForm(await payloadClient(), context.site.id, formId, context.locale)
  if (!form) throw new NotFoundError('There is no form with this formId on this site.')
  return { content: [{ id: String(form.id), title: form.title, answers: jotformAnswers(form.fields) }] }
}
