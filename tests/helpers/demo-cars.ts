/**
 * The demo's generated cars, sold by the demo's dealers, as the integration files that need a stock start from
 * (the same generator as the seed, so the stock is deterministic). Imported when called: the generators read the
 * environment that bootPayload sets up.
 */
export async function demoCars(count: number) {
  const { generateDealers, toDealerSummary } = await import('@/demo/dealers/generate')
  const { generateCars } = await import('@/demo/cars/generate')
  return generateCars({ count, dealers: generateDealers().map(toDealerSummary) })
}
