import { healthAnswer } from '@/routing/health/answer'
import { checkLiveness } from '@/routing/health/liveness'

export const dynamic = 'force-dynamic'

/** Liveness: 200 while the process answers; asks nothing outside it (docs/api.md "Health"). */
export async function GET(request: Request) {
  return healthAnswer(request, 'healthz/live', await checkLiveness())
}
