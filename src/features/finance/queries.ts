/**
 * The finance domain's reads for the server, cached per request (React.cache). They take the caller's
 * Payload instance: the UK finance routes read and then write quotations with the same one.
 */
import 'server-only'
import { cache } from 'react'
import type { Payload } from 'payload'
import type { FinanceProduct, FinanceQuote } from '@/payload-types'

/** A dealer's finance products, by family key. */
export const financeProductsOf = cache(async (payload: Payload, dealerId: number): Promise<FinanceProduct[]> => {
  const { docs } = await payload.find({
    collection: 'finance-products',
    where: { dealer: { equals: dealerId } },
    pagination: false,
    depth: 0,
    sort: 'familyKey',
  })
  return docs
})

/** A stored quotation by its reference; null if none. */
export const quoteByReference = cache(async (payload: Payload, quoteRef: string): Promise<FinanceQuote | null> => {
  const { docs } = await payload.find({
    collection: 'finance-quotes',
    where: { quoteReference: { equals: quoteRef } },
    limit: 1,
    depth: 0,
    overrideAccess: true,
  })
  return docs[0] ?? null
})
