import type { Failure } from '@/platform/http'

/** What the finance routes answer for an unexpected error (the platform's 500, with finance's wording). */
export const FINANCE_FAILURE: Failure = {
  label: 'finance request',
  message: 'The calculation could not be made now; please try again later.',
}
