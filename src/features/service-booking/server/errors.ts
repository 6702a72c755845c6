/**
 * A booking call that is well-formed but breaks a rule of the booking (an offering the model cannot
 * have, a workshop that does not do it, a missing mileage): 422 with a message for the customer and
 * the field it is about. The routes answer it (`src/app/api/mechmate/respond.ts`).
 */
export class BookingRuleError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message)
    this.name = 'BookingRuleError'
  }
}
