/**
 * The gates before a render (anything the render cache does not answer that runs React or Payload): the caller's
 * render budget, then one of the process's render slots.
 */
import type { NextRequest, NextResponse } from 'next/server'
import { SESSION_COOKIE, validEditorToken } from '@/cms/users/session-token'
import { renderRefusal, renderRefusedMessage } from '@/platform/render-gate'
import { BUSY_RETRY_SECONDS, renderBusyMessage, renderSlots } from '@/platform/render-slots'
import { requestScope } from '@/platform/request-scope'
import { plain } from './answers'

/**
 * The caller's address takes one from its render budget (src/platform/render-gate.ts), or is answered 429 without a
 * render. Not counted: a render-cache fill (the visitor's request that asked for it was), a signed-in editor (the
 * live preview re-renders on every autosave) and a router prefetch (no render: Next answers the route's tree only).
 */
export async function overRenderBudget(request: NextRequest, fill: boolean): Promise<NextResponse | null> {
  if (
    fill ||
    requestScope()?.routerPrefetch ||
    validEditorToken(request.cookies.get(SESSION_COOKIE)?.value, process.env.PAYLOAD_SECRET)
  )
    return null
  const wait = await renderRefusal(request.headers, request.signal)
  return wait === null
    ? null
    : plain(429, renderRefusedMessage(wait), { 'retry-after': String(wait), 'cache-control': 'no-store' })
}

/**
 * The request that renders (a fill, or a page the render cache does not take) waits for one of the process's
 * render slots (src/platform/render-slots.ts), which the production server frees when the answer is complete, or
 * is answered 503 when too many wait. A cacheable miss takes none itself: its fill does, and holding one while
 * waiting for that could leave every slot to requests that wait for fills.
 */
export async function takeRenderSlot(request: NextRequest): Promise<NextResponse | null> {
  const scope = requestScope()
  const slots = scope && !scope.routerPrefetch ? renderSlots() : null
  if (!scope || !slots) return null
  const release = await slots.acquire(request.signal)
  if (!release)
    return plain(503, renderBusyMessage, { 'retry-after': String(BUSY_RETRY_SECONDS), 'cache-control': 'no-store' })
  scope.onEnd(release)
  return null
}

/** Both gates, for a request that renders now; null when it may. */
export async function renderGates(
  request: NextRequest,
  fill: boolean,
  takesSlot: boolean,
): Promise<NextResponse | null> {
  return (await overRenderBudget(request, fill)) ?? (takesSlot ? await takeRenderSlot(request) : null)
}
