import { payloadClient } from '@/cms/payload'
import { LegalQuerySchema } from '@/finance/codeweaver/schemas'
import { quoteTerms } from '@/finance/codeweaver/service'
import { answer, badRequest, zodIssues } from '@/finance/http'

/** GET /api/codeweaver/legal?quoteRef=: the terms and conditions of a stored quotation (spec 1 §7). */
export async function GET(request: Request) {
  const parsed = LegalQuerySchema.safeParse(Object.fromEntries(new URL(request.url).searchParams))
  if (!parsed.success) return badRequest(zodIssues(parsed.error))
  return answer(async () => quoteTerms(await payloadClient(), parsed.data.quoteRef))
}
