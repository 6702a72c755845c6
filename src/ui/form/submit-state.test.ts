import { describe, expect, it } from 'vitest'
import { IDLE, nextSubmitState, refusedFields, type SubmitEvent, type SubmitState } from './submit-state'

const run = (events: SubmitEvent[], from: SubmitState = IDLE) => events.reduce(nextSubmitState, from)

describe('submit state', () => {
  it('goes idle → submitting → success, and may submit again', () => {
    expect(run([{ type: 'submit' }])).toEqual({ status: 'submitting' })
    expect(run([{ type: 'submit' }, { type: 'succeeded' }])).toEqual({ status: 'success' })
    expect(run([{ type: 'submit' }, { type: 'succeeded' }, { type: 'submit' }])).toEqual({ status: 'submitting' })
  })

  it('records the fields the server refused, or none for a failure to send', () => {
    expect(run([{ type: 'submit' }, { type: 'failed', fields: ['email'] }])).toEqual({
      status: 'error',
      fields: ['email'],
    })
    expect(run([{ type: 'submit' }, { type: 'failed' }])).toEqual({ status: 'error', fields: [] })
  })

  it('ignores a second submit, a reset and stray outcomes while one runs or none does', () => {
    const submitting = run([{ type: 'submit' }])
    expect(nextSubmitState(submitting, { type: 'submit' })).toBe(submitting)
    expect(nextSubmitState(submitting, { type: 'reset' })).toBe(submitting)
    expect(run([{ type: 'succeeded' }])).toBe(IDLE)
    expect(run([{ type: 'failed' }])).toBe(IDLE)
    expect(run([{ type: 'submit' }, { type: 'failed' }, { type: 'reset' }])).toBe(IDLE)
  })
})

describe('refusedFields', () => {
  it('reads the fields of a 400 answer, once each', () => {
    expect(
      refusedFields({
        error: 'x',
        issues: [
          { field: 'email', message: 'm' },
          { field: 'phone', message: 'm' },
          { field: 'email', message: 'n' },
        ],
      }),
    ).toEqual(['email', 'phone'])
  })

  it('answers no fields for a body without issues or with issues about no field', () => {
    for (const body of [null, 'text', {}, { issues: 'x' }, { issues: [null, { field: '' }, { message: 'm' }] }])
      expect(refusedFields(body)).toEqual([])
  })
})
