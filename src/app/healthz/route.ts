import { healthAnswer } from '@/routing/health/answer'
import { checkHealth } from '@/routing/health/report'

export const dynamic = 'force-dynamic'

/**
 * spec 1 §2: /healthz answers 200 when the instance is ready, 503 when not (as /healthz/ready); with HEALTH_TOKEN the
 * whole report, Redis, the outbox and the invalidation feed's lag included (docs/api.md "Health").
 */
export async function GET(request: Request) {
  return healthAnswer(request, 'healthz', await checkHealth())
}
