/** POST review/addReview (spec 2 §4.3 "Rating", §7.3): one rating per booking, stored against its confirmation. */
import { sql } from '@payloadcms/db-postgres'
import { ConflictError } from '@/platform/errors'
import { inTransaction } from '@/platform/transactions'
import type { TyreHotelContext } from './context'
import type { SessionClaims } from './crypto'
import type { ReviewRequest } from './schemas'

/** The session's booking (set when the booking was made, see booking.ts) gets the rating; a second rating is a 409. */
export async function addReview(
  ctx: TyreHotelContext,
  session: SessionClaims,
  review: ReviewRequest,
): Promise<{ message: string }> {
  if (!session.confirmation) throw new ConflictError(ctx.strings.reviewNeedsBooking)
  const confirmation = session.confirmation
  return inTransaction(ctx.payload, async ({ req, tx }) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${'tirehotel:review:' + confirmation}))`)
    const { docs } = await ctx.payload.find({
      collection: 'tirehotel-bookings',
      where: { and: [{ bookingConfirmationId: { equals: confirmation } }, { regNo: { equals: session.plate } }] },
      limit: 1,
      depth: 0,
      req,
    })
    const booking = docs[0]
    if (!booking) throw new ConflictError(ctx.strings.reviewNeedsBooking)
    const existing = await ctx.payload.count({
      collection: 'tirehotel-reviews',
      where: { booking: { equals: booking.id } },
      req,
    })
    if (existing.totalDocs) throw new ConflictError(ctx.strings.reviewDone)
    await ctx.payload.create({
      collection: 'tirehotel-reviews',
      data: {
        booking: booking.id,
        station: booking.station,
        regNo: booking.regNo,
        rating: review.rating,
        comment: review.comment,
        date: new Date(review.date).toISOString(),
      },
      req,
      depth: 0,
    })
    return { message: ctx.strings.reviewThanks }
  })
}
