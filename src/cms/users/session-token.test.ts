import { createHash } from 'node:crypto'
import { jwtSign } from 'payload'
import { describe, expect, it } from 'vitest'
import { validEditorToken } from './session-token'

const SECRET = 'a-payload-secret-for-the-test'
/** What Payload signs with (node_modules/payload/dist/index.js: `this.secret`). */
const payloadKey = (secret: string) => createHash('sha256').update(secret).digest('hex').slice(0, 32)
const sign = async (fields: Record<string, unknown>, secret = SECRET, tokenExpiration = 7200) =>
  (await jwtSign({ fieldsToSign: fields, secret: payloadKey(secret), tokenExpiration })).token

describe('editor session token', () => {
  it('takes a token Payload signed for a user, until it expires', async () => {
    const token = await sign({ id: 1, collection: 'users', email: 'editor@example.com', sid: 'abc' })
    expect(validEditorToken(token, SECRET)).toBe(true)
    expect(validEditorToken(token, SECRET, Date.now() / 1000 + 7201)).toBe(false)
  })

  it('refuses a token signed with another secret, altered, of another collection, or none', async () => {
    const token = await sign({ id: 1, collection: 'users' })
    expect(validEditorToken(token, 'another-secret')).toBe(false)
    const [header, , signature] = token.split('.')
    const forged = Buffer.from(JSON.stringify({ id: 1, collection: 'users', exp: 9_999_999_999 })).toString('base64url')
    expect(validEditorToken(`${header}.${forged}.${signature}`, SECRET)).toBe(false)
    expect(validEditorToken(await sign({ id: 1, collection: 'customers' }), SECRET)).toBe(false)
    for (const bad of [undefined, '', 'x', 'a.b.c', `${token}.x`, 'x'.repeat(5000)])
      expect(validEditorToken(bad, SECRET)).toBe(false)
    expect(validEditorToken(token, undefined)).toBe(false)
    expect(validEditorToken(token, '')).toBe(false)
  })
})
