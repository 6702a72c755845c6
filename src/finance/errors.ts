/**
 * Input that passes the request schema but turns out inconsistent once computed (a desired payment
 * that needs a negative deposit, say). Routes answer 400 naming `field`.
 */
export class FinanceInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message)
    this.name = 'FinanceInputError'
  }
}

/** A well-formed request for something that does not exist (an unknown quote reference): 404. */
export class NotFoundError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'NotFoundError'
  }
}
