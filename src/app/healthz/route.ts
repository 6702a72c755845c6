import { NextResponse } from 'next/server'
import { checkHealth } from '@/health/report'

export const dynamic = 'force-dynamic'

/** spec 1 §2: /healthz answers 200 when ready, 503 when a dependency is not. */
export async function GET() {
  const report = await checkHealth()
  return NextResponse.json(report, { status: report.status === 'ok' ? 200 : 503, headers: { 'cache-control': 'no-store' } })
}
