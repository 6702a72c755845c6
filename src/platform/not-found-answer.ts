import 'server-only'
import { notFound } from 'next/navigation'
import { answerNotFound } from './request-scope'

/**
 * `view` as the answer, sent with status 404 by the production server (./server/not-found-status.ts), for a render
 * that found nothing at its address and draws the view itself. Next's notFound() sends an empty error document that
 * only the page's scripts fill in (vercel/next.js#62228), and site pages start their scripts late (the deferred start);
 * it stays the way where the server cannot change the status (under `next start`, or once the status line has gone).
 */
export function answerAsNotFound<T>(view: T): T {
  if (!answerNotFound()) notFound()
  return view
}
