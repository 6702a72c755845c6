/**
 * The submit cycle of a form: idle → submitting → success | error, and again from success or
 * error. A second submit while one is running is refused (no double posts).
 */
export type SubmitState =
  | { status: 'idle' | 'submitting' | 'success' }
  /** `fields`: the server refused these fields (validation the browser cannot do). */
  | { status: 'error'; fields: string[] }

export type SubmitEvent =
  { type: 'submit' } | { type: 'succeeded' } | { type: 'failed'; fields?: string[] } | { type: 'reset' }

export const IDLE: SubmitState = { status: 'idle' }

export function nextSubmitState(state: SubmitState, event: SubmitEvent): SubmitState {
  switch (event.type) {
    case 'submit':
      return state.status === 'submitting' ? state : { status: 'submitting' }
    case 'succeeded':
      return state.status === 'submitting' ? { status: 'success' } : state
    case 'failed':
      return state.status === 'submitting' ? { status: 'error', fields: event.fields ?? [] } : state
    case 'reset':
      return state.status === 'submitting' ? state : IDLE
  }
}

/** Fields a 400 answer names: `{ issues: [{ field }] }` as the platform's HTTP helpers answer. */
export function refusedFields(body: unknown): string[] {
  if (!body || typeof body !== 'object' || !Array.isArray((body as { issues?: unknown }).issues)) return []
  const fields = (body as { issues: unknown[] }).issues.map((issue) =>
    issue && typeof issue === 'object' ? (issue as { field?: unknown }).field : undefined,
  )
  return [...new Set(fields.filter((f): f is string => typeof f === 'string' && f !== ''))]
}
