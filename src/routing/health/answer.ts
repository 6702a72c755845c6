import 'server-only'
import { NextResponse } from 'next/server'
import { log } from '@/platform/log/logger'
import { mayReadHealthDetails } from './token'

/**
 * A health endpoint's answer (spec 1 §2): 200 when `report.status` is ok, else 503 (`loading` included). The body says only the status,
 * unless the caller has HEALTH_TOKEN; why an instance is unavailable goes to the log. Never cached.
 */
export function healthAnswer(request: Request, name: string, report: { status: string }): NextResponse {
  const status = report.status === 'ok' ? 200 : 503
  // The demo's data still loading (`npm start`, src/platform/demo-loading.ts) is expected, not an error.
  if (status === 503 && report.status !== 'loading') log.error({ report }, `${name}: unavailable`)
  const body = mayReadHealthDetails(request.headers.get('authorization')) ? report : { status: report.status }
  return NextResponse.json(body, { status, headers: { 'cache-control': 'no-store' } })
}
