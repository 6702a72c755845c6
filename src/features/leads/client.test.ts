import { describe, expect, it } from 'vitest'
import { LEAD_ATTEMPTS, sendLead } from './client'

type Call = { url: string; body: { formName: string; formSubmissionId: string; values: unknown } }

function fakeFetch(answers: Array<number | 'network'>, issues?: unknown) {
  const calls: Call[] = []
  const fetch = (async (url: string, init: RequestInit) => {
    calls.push({ url, body: JSON.parse(String(init.body)) })
    const answer = answers[Math.min(calls.length - 1, answers.length - 1)]
    if (answer === 'network') throw new TypeError('Failed to fetch')
    return new Response(JSON.stringify(answer === 400 ? { error: 'x', issues } : { id: 1 }), { status: answer })
  }) as unknown as typeof globalThis.fetch
  return { fetch, calls }
}

describe('sendLead (spec 1 §8: 3 attempts, 1 s apart)', () => {
  it('sends once when the service takes it', async () => {
    const { fetch, calls } = fakeFetch([202])
    const sleeps: number[] = []
    await expect(
      sendLead('contact', 'sub-12345678', { name: 'A' }, { fetch, sleep: async (ms) => void sleeps.push(ms) }),
    ).resolves.toBeUndefined()
    expect(calls).toEqual([
      {
        url: '/api/forms/comhub',
        body: { formName: 'contact', formSubmissionId: 'sub-12345678', values: { name: 'A' } },
      },
    ])
    expect(sleeps).toEqual([])
  })

  it('retries failures with the same submission id, a second apart, and succeeds on the third', async () => {
    const { fetch, calls } = fakeFetch(['network', 503, 202])
    const sleeps: number[] = []
    await sendLead('contact', 'sub-12345678', {}, { fetch, sleep: async (ms) => void sleeps.push(ms) })
    expect(calls).toHaveLength(3)
    expect(new Set(calls.map((c) => c.body.formSubmissionId))).toEqual(new Set(['sub-12345678']))
    expect(sleeps).toEqual([1000, 1000])
  })

  it('gives up after three attempts with the last failure', async () => {
    const { fetch, calls } = fakeFetch([500])
    await expect(sendLead('sell-car', 'sub-12345678', {}, { fetch, sleep: async () => {} })).rejects.toThrow('500')
    expect(calls).toHaveLength(LEAD_ATTEMPTS)
  })

  it('sends values refused as a reuse of the id (422) again under a new id', async () => {
    const { fetch, calls } = fakeFetch([422, 202])
    await expect(
      sendLead('contact', 'sub-12345678', { name: 'B' }, { fetch, sleep: async () => {} }),
    ).resolves.toBeUndefined()
    expect(calls).toHaveLength(2)
    expect(calls[1].body.formSubmissionId).not.toBe('sub-12345678')
    expect(calls[1].body.values).toEqual({ name: 'B' })
  })

  it('does not retry a 400 and names the refused fields as the form does', async () => {
    const { fetch, calls } = fakeFetch(
      [400],
      [
        { field: 'values.phone', message: 'x' },
        { field: 'formSubmissionId', message: 'y' },
      ],
    )
    await expect(sendLead('contact', 'sub-12345678', {}, { fetch, sleep: async () => {} })).resolves.toEqual({
      refused: ['phone', 'formSubmissionId'],
    })
    expect(calls).toHaveLength(1)
  })
})
