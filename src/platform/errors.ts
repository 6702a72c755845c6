/**
 * Errors a domain throws for a request that is well-formed but cannot be answered as asked. The
 * HTTP helpers (`./http.ts`) turn each into its 4xx; their messages go to the client, so they must
 * say what to change without repeating what was sent.
 */

/** Input that passes the schema but turns out inconsistent (a payment that needs a negative deposit): 400 naming `field`. */
export class InputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message)
    this.name = 'InputError'
  }
}

/** A signed-in caller asks for something their role does not allow (a site they do not work on): 403. */
export class ForbiddenError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ForbiddenError'
  }
}

/** A well-formed request for something that does not exist (an unknown quote reference): 404. */
export class NotFoundError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'NotFoundError'
  }
}

/** The request contradicts the current state (a slot already booked, a code already used): 409. */
export class ConflictError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options)
    this.name = 'ConflictError'
  }
}

/**
 * A well-formed request that cannot be taken as sent, though it may be taken otherwise (an idempotency key
 * already used with another body): 422 naming `field`.
 */
export class UnprocessableError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(message)
    this.name = 'UnprocessableError'
  }
}

/** The body is larger than the route accepts: 413. */
export class PayloadTooLargeError extends Error {
  constructor(readonly limitBytes: number) {
    super(`The request body is larger than the ${formatBytes(limitBytes)} this address accepts.`)
    this.name = 'PayloadTooLargeError'
  }
}

/** A rate limit is exhausted: 429 with `Retry-After` (whole seconds, at least 1). */
export class TooManyRequestsError extends Error {
  readonly retryAfterSeconds: number
  constructor(retryAfterSeconds: number, message = 'Too many requests; please try again later.') {
    super(message)
    this.name = 'TooManyRequestsError'
    this.retryAfterSeconds = Math.max(1, Math.ceil(retryAfterSeconds))
  }
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 && bytes % 1024 === 0 ? `${bytes / 1024} KB` : `${bytes} bytes`
}
