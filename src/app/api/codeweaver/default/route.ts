import { payloadClient } from '@/cms/payload'
import { DefaultRequestSchema } from '@/features/finance/codeweaver/schemas'
import { defaultProducts } from '@/features/finance/codeweaver/service'
import { FINANCE_FAILURE } from '@/features/finance/http'
import { answer, guarded, parseBody } from '@/platform/http'

/** POST /api/codeweaver/default: the dealer's finance products for a vehicle (spec 1 §7, docs/api.md). */
async function post(request: Request) {
  const parsed = await parseBody(request, DefaultRequestSchema)
  if ('response' in parsed) return parsed.response
  return answer(async () => defaultProducts(await payloadClient(), parsed.data), FINANCE_FAILURE)
}

export const POST = guarded(post)
