import { NextResponse } from 'next/server'
import { checkHealth } from '@/routing/health/report'
import { mayReadHealthDetails } from '@/routing/health/token'

export const dynamic = 'force-dynamic'

/**
 * spec 1 §2: /healthz answers 200 when ready, 503 when a dependency is not. The body says only that,
 * unless the caller has HEALTH_TOKEN; why it is unavailable goes to the log.
 */
export async function GET(request: Request) {
  const report = await checkHealth()
  const status = report.status === 'ok' ? 200 : 503
  if (status === 503) console.error('healthz: unavailable', JSON.stringify(report))
  const body = mayReadHealthDetails(request.headers.get('authorization')) ? report : { status: report.status }
  return NextResponse.json(body, { status, headers: { 'cache-control': 'no-store' } })
}
