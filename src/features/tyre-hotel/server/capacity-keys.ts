/** How the tyre hotel names things in the workshop capacity model (src/features/service-booking/capacity). */

/** A station's capacity resource, by id: an editor may change the erpId without losing the bookings' hold. */
export const stationResource = (station: { id: number }) => `tyre-station:${station.id}`

/** The capacity reservation a booking holds. */
export const bookingReservationRef = (bookingConfirmationId: string) => `tyre-booking:${bookingConfirmationId}`
