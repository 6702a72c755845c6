import { describe, expect, it } from 'vitest'
import { uk } from './data/uk'
import { MESSAGES } from './messages'

/** Every text in a value (copy, lists, blocks), with where it is. */
function texts(value: unknown, where = '', out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') out.push([where, value])
  else if (Array.isArray(value)) value.forEach((item, i) => texts(item, `${where}[${i}]`, out))
  else if (value && typeof value === 'object')
    for (const [key, child] of Object.entries(value)) texts(child, `${where}.${key}`, out)
  return out
}

/** What no car of the demo offers: online reservation with a deposit, home delivery. */
const UNKEPT = /reserve online|hold the car|£\s?99|home delivery|delivered to your (door|home)/i

describe('the UK demo promises only what the site does', () => {
  it('offers no online reservation and no home delivery, in its pages or its messages', () => {
    const found = texts({ content: uk, messages: MESSAGES.uk }).filter(([, text]) => UNKEPT.test(text))
    expect(found).toEqual([])
  })
})
