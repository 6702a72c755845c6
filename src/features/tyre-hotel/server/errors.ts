/** Refusals of the tyre hotel API beyond the platform's errors: no valid session (401) or not this customer's (403). */
export class SessionError extends Error {
  constructor(
    readonly status: 401 | 403,
    message: string,
  ) {
    super(message)
    this.name = 'SessionError'
  }
}
