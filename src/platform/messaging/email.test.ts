import fs from 'node:fs/promises'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { memoryRecords } from '../../../tests/helpers/memory-records'
import { leaves, parseMime } from '../../../tests/helpers/mime'
import { smtpReceiver } from '../../../tests/helpers/smtp-server'
import { emlFileName, localMail, smtpMail } from './email'
import { emailSchema, type EmailInput } from './messages'

const FROM = 'Bilgruppen <no-reply@bilgruppen.example>'
const ICS =
  'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nSUMMARY:Däckbyte\r\nDTSTART:20261201T090000Z\r\nEND:VEVENT\r\nEND:VCALENDAR'
const message: EmailInput = {
  to: ['kund@example.com'],
  subject: 'Bekräftelse: däckbyte 1 december',
  text: 'Välkommen kl 10.00.',
  attachments: [{ filename: 'bokning.ics', contentType: 'text/calendar; method=REQUEST', content: ICS }],
}

let cleanup: Array<() => Promise<void>> = []
afterEach(async () => {
  for (const step of cleanup) await step()
  cleanup = []
})

async function tempDir() {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'mail-'))
  cleanup.push(() => fs.rm(dir, { recursive: true, force: true }))
  return dir
}

function expectMessage(raw: string, key: string) {
  const mail = parseMime(raw)
  expect(mail.headers.get('from')).toBe('Bilgruppen <no-reply@bilgruppen.example>')
  expect(mail.headers.get('to')).toBe('kund@example.com')
  expect(mail.headers.get('subject')).toBe('Bekräftelse: däckbyte 1 december')
  expect(mail.headers.get('message-id')).toMatch(/^<[0-9a-f]{32}@bilgruppen\.example>$/)
  expect(mail.headers.get('mime-version')).toBe('1.0')
  const [text, attachment] = leaves(mail)
  expect(text.body).toBe('Välkommen kl 10.00.')
  expect(attachment.headers.get('content-type')).toMatch(/^text\/calendar; method=REQUEST/)
  expect(attachment.headers.get('content-disposition')).toMatch(/attachment; filename=bokning\.ics/)
  expect(attachment.body.replace(/\r?\n/g, '\r\n')).toBe(ICS)
  return { messageId: mail.headers.get('message-id'), key }
}

describe('e-mail message', () => {
  it('needs recipients and a one-line subject, naming the field at fault', () => {
    expect(() => emailSchema.parse({ ...message, to: [] })).toThrow(/to needs at least one address/)
    expect(() => emailSchema.parse({ ...message, subject: 'a\r\nBcc: x@example.com' })).toThrow(/subject is one line/)
    expect(() =>
      emailSchema.parse({ ...message, attachments: [{ ...message.attachments![0], filename: '../x' }] }),
    ).toThrow(/filename/)
  })
})

describe('local e-mail', () => {
  it('writes an RFC 822 .eml file with its attachment and records it, once per key', async () => {
    const dir = await tempDir()
    const { store, rows } = memoryRecords()
    const mail = localMail({ records: store, dir, from: FROM })
    await mail.send(emailSchema.parse(message), 'booking:42:confirmation')
    await mail.send(emailSchema.parse(message), 'booking:42:confirmation')
    const files = await fs.readdir(dir)
    expect(files).toEqual([emlFileName('booking:42:confirmation')])
    expect(files[0]).toMatch(/^booking_42_confirmation-[0-9a-f]{12}\.eml$/)
    expectMessage(await fs.readFile(path.join(dir, files[0]), 'utf8'), 'booking:42:confirmation')
    expect([...rows.values()]).toEqual([
      {
        collection: 'mail-outbox',
        data: { to: 'kund@example.com', subject: 'Bekräftelse: däckbyte 1 december', file: path.join(dir, files[0]) },
      },
    ])
  })
})

describe('SMTP e-mail', () => {
  it('sends the same message over SMTP, with a Message-ID derived from the key', async () => {
    const server = await smtpReceiver()
    cleanup.push(server.close)
    const dir = await tempDir()
    await smtpMail({ url: server.url, from: FROM, timeoutMs: 5000 }).send(
      emailSchema.parse(message),
      'booking:42:confirmation',
    )
    await localMail({ records: memoryRecords().store, dir, from: FROM }).send(
      emailSchema.parse(message),
      'booking:42:confirmation',
    )
    expect(server.messages).toHaveLength(1)
    expect(server.messages[0]).toMatchObject({ from: 'no-reply@bilgruppen.example', to: ['kund@example.com'] })
    const sent = expectMessage(server.messages[0].data, 'k')
    const stored = expectMessage(await fs.readFile(path.join(dir, emlFileName('booking:42:confirmation')), 'utf8'), 'k')
    expect(sent.messageId).toBe(stored.messageId)
  })
})
