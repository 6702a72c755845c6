import { FINANCE_FAILURE } from '@/features/finance/http'
import { toUkQuoteInput, UkQuoteRequestSchema } from '@/features/finance/request-schemas'
import { quoteUk } from '@/features/finance/uk-quote'
import { answer, guarded, parseBody } from '@/platform/http'

/** POST /api/finance/uk-quote: a PCP or HP quotation (docs/api.md). */
async function post(request: Request) {
  const parsed = await parseBody(request, UkQuoteRequestSchema)
  if ('response' in parsed) return parsed.response
  return answer(() => quoteUk(toUkQuoteInput(parsed.data)), FINANCE_FAILURE)
}

export const POST = guarded(post)
