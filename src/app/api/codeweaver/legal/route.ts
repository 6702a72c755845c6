import { payloadClient } from '@/cms/payload'
import { LegalQuerySchema } from '@/features/finance/codeweaver/schemas'
import { quoteTerms } from '@/features/finance/codeweaver/service'
import { FINANCE_FAILURE } from '@/features/finance/http'
import { answer, guarded, parseQuery } from '@/platform/http'

/** GET /api/codeweaver/legal?quoteRef=: the terms and conditions of a stored quotation (spec 1 §7). */
async function get(request: Request) {
  const parsed = parseQuery(request, LegalQuerySchema)
  if ('response' in parsed) return parsed.response
  return answer(async () => quoteTerms(await payloadClient(), parsed.data.quoteRef), FINANCE_FAILURE)
}

export const GET = guarded(get)
