import { healthAnswer } from '@/routing/health/answer'
import { checkReadiness } from '@/routing/health/report'

export const dynamic = 'force-dynamic'

/** Readiness: 200 when the instance can take visitors, 503 while not (docs/api.md "Health"). */
export async function GET(request: Request) {
  return healthAnswer(request, 'healthz/ready', await checkReadiness())
}
