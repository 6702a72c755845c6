import { describe, expect, it } from 'vitest'
import { emailSchema } from './messages'
import { platformEmail, recipientAddresses } from './payload-mail'

describe("Payload's e-mails as the platform's", () => {
  it('reads every recipient form nodemailer takes', () => {
    expect(recipientAddresses('a@example.com')).toEqual(['a@example.com'])
    expect(recipientAddresses('"Ada L" <ada@example.com>, b@example.com')).toEqual(['ada@example.com', 'b@example.com'])
    expect(recipientAddresses({ name: 'Ada', address: 'ada@example.com' })).toEqual(['ada@example.com'])
    expect(recipientAddresses(['a@example.com', { name: 'B', address: 'b@example.com' }])).toEqual([
      'a@example.com',
      'b@example.com',
    ])
    expect(recipientAddresses(undefined)).toEqual([])
  })

  it('keeps the HTML and makes the text part from it, links included, when Payload gives none', () => {
    const email = platformEmail({
      to: 'editor@example.com',
      subject: 'Reset your password',
      html: '<p>You are receiving this because you asked to reset the password.</p><a href="http://se.localhost:3000/admin/reset/abc123">Reset it</a>',
    })
    expect(email.html).toContain('<a href=')
    expect(email.text).toContain('You are receiving this because you asked to reset the password.')
    expect(email.text).toContain('http://se.localhost:3000/admin/reset/abc123')
    expect(emailSchema.parse(email).to).toEqual(['editor@example.com'])
  })

  it('keeps a text part Payload gives', () => {
    expect(platformEmail({ to: 'a@example.com', subject: 'Hi', text: 'Plain' }).text).toBe('Plain')
  })
})
