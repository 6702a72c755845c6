/**
 * Next.js calls register() once per server instance. Background work (outbox worker, cache
 * invalidation, src/platform/runtime.ts) runs only in the Node.js runtime of a serving instance: not
 * on the edge, not while `next build` prerenders, and never in the seed (a separate process that
 * does not load this file). Under `next start` and `next dev` the server's edge goes in front of Next here
 * (src/platform/server/edge-hook.ts); the production server has it as a layer of its own (src/platform/server/layers.ts).
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { PHASE_PRODUCTION_BUILD } = await import('next/constants')
  if (process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD) return
  // The publish hook's reads of the site (src/features/pages/publish-checks/reader.ts says why they are given here).
  const [{ registerPageViewReader }, { buildPageView }] = await Promise.all([
    import('@/features/pages/publish-checks/reader'),
    import('@/features/pages/publish-checks/view'),
  ])
  registerPageViewReader(buildPageView)
  const { serverLayersPresent } = await import('@/platform/render-cache/prepared')
  if (!serverLayersPresent()) (await import('@/platform/server/edge-hook')).installEdgeHook()
  const [{ startInstance }, { pruneExpiredQuotes }, savedSearches, serviceBooking, tyreHotel, scheduling] =
    await Promise.all([
      import('@/platform/instance'),
      import('@/features/finance/codeweaver/expiry'),
      import('@/features/saved-searches/runtime'),
      import('@/features/service-booking/server/runtime'),
      import('@/features/tyre-hotel/server/runtime'),
      import('@/features/scheduling/runtime'),
    ])
  startInstance(
    [
      {
        name: 'finance: deleting expired quotations',
        everyMs: 3_600_000,
        run: (payload, now) => pruneExpiredQuotes(payload, now),
      },
      ...savedSearches.savedSearchTasks,
    ],
    [
      savedSearches.savedSearchDeliveries,
      serviceBooking.serviceBookingDeliveries,
      tyreHotel.tyreHotelDeliveries,
      scheduling.scheduleDeliveries,
    ],
  )
}
