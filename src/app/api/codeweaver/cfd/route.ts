import { payloadClient } from '@/cms/payload'
import { CfdRequestSchema } from '@/features/finance/codeweaver/schemas'
import { financeQuotations } from '@/features/finance/codeweaver/service'
import { FINANCE_FAILURE } from '@/features/finance/http'
import { answer, guarded, parseBody } from '@/platform/http'
import { limitRequest } from '@/platform/rate-limit'

/** POST /api/codeweaver/cfd: quotations for vehicles and product families, stored by reference (spec 1 §7). */
async function post(request: Request) {
  // Every request stores quotations, so each client address gets a budget of them.
  const limited = await limitRequest(request, 'quote-ip')
  if (limited) return limited
  const parsed = await parseBody(request, CfdRequestSchema)
  if ('response' in parsed) return parsed.response
  return answer(async () => financeQuotations(await payloadClient(), parsed.data), FINANCE_FAILURE)
}

export const POST = guarded(post)
