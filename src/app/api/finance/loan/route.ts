import { FINANCE_FAILURE } from '@/features/finance/http'
import { computeLoan } from '@/features/finance/loan'
import { LoanRequestSchema } from '@/features/finance/request-schemas'
import { answer, guarded, parseBody } from '@/platform/http'

/** POST /api/finance/loan: a Swedish car loan's monthly cost and effective rate (docs/api.md). */
async function post(request: Request) {
  const parsed = await parseBody(request, LoanRequestSchema)
  if ('response' in parsed) return parsed.response
  return answer(() => computeLoan(parsed.data), FINANCE_FAILURE)
}

export const POST = guarded(post)
