/**
 * The browser's side of POST /api/forms/comhub (spec 1 §8: "up to 3 attempts with 1 s wait, then the form
 * error text"). Every attempt carries the same formSubmissionId, so a retry after a lost answer never makes
 * a second lead. A 400 is the visitor's to fix and is not retried; the refused fields come back without
 * the `values.` prefix, as the form names them. A 422 says the id was already used with other values (sent,
 * the answer lost, then the form edited): these values are a new submission, sent under a new id.
 */
import type { SubmitResult } from '@/ui/form'
import { refusedFields } from '@/ui/form/submit-state'
import type { FormName } from './forms'

export const LEAD_ATTEMPTS = 3
export const LEAD_RETRY_MS = 1000

export type SendOptions = { fetch?: typeof fetch; sleep?: (ms: number) => Promise<void>; url?: string }

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms))

/** A new submission id for one filling-in of a form (the form makes a new one when it is re-created). */
export const newSubmissionId = () => crypto.randomUUID()

export async function sendLead(
  formName: FormName,
  formSubmissionId: string,
  values: Record<string, unknown>,
  options: SendOptions = {},
): Promise<SubmitResult> {
  const send = options.fetch ?? fetch
  const sleep = options.sleep ?? wait
  let body = JSON.stringify({ formName, formSubmissionId, values })
  let failure: unknown = null
  for (let attempt = 1; attempt <= LEAD_ATTEMPTS; attempt++) {
    if (attempt > 1) await sleep(LEAD_RETRY_MS)
    try {
      const response = await send(options.url ?? '/api/forms/comhub', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      })
      if (response.status === 202 || response.ok) return
      if (response.status === 422) body = JSON.stringify({ formName, formSubmissionId: newSubmissionId(), values })
      if (response.status === 400) {
        const fields = refusedFields(await response.json().catch(() => null))
        return { refused: fields.map((f) => f.replace(/^values\./, '')) }
      }
      failure = new Error(`the form service answered ${response.status}`)
    } catch (error) {
      failure = error
    }
  }
  throw failure
}
