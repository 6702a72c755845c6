import { describe, expect, it } from 'vitest'
import { createLoggers, logSettings, type LogSettings } from './logger'
import { runInScope } from '../request-scope'

const JSON_INFO: LogSettings = { level: 'info', format: 'json' }

/** A logger writing into an array, one parsed line per entry. */
function capture(settings: LogSettings = JSON_INFO) {
  const lines: Record<string, unknown>[] = []
  const { log: logger, requestLog } = createLoggers(settings, {
    write: (line: string) => void lines.push(JSON.parse(line)),
  })
  return { logger, requestLog, lines }
}

describe('logSettings', () => {
  it('writes JSON unless stdout is a terminal, at info', () => {
    expect(logSettings({}, false)).toEqual({ level: 'info', format: 'json' })
    expect(logSettings({}, true)).toEqual({ level: 'info', format: 'pretty' })
  })

  it('takes LOG_FORMAT and LOG_LEVEL, and ignores values it does not know', () => {
    expect(logSettings({ LOG_FORMAT: 'json', LOG_LEVEL: 'WARN' }, true)).toEqual({ level: 'warn', format: 'json' })
    expect(logSettings({ LOG_FORMAT: 'pretty', LOG_LEVEL: 'silent' }, false)).toEqual({
      level: 'silent',
      format: 'pretty',
    })
    expect(logSettings({ LOG_FORMAT: 'xml', LOG_LEVEL: 'loud' }, false)).toEqual({ level: 'info', format: 'json' })
  })
})

describe('createLogger', () => {
  it('writes one JSON object a line with the level by name and the time in epoch milliseconds', () => {
    const { logger, lines } = capture()
    const before = Date.now()
    logger.warn({ kind: 'car-list' }, 'slow render')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatchObject({ level: 'warn', kind: 'car-list', msg: 'slow render' })
    expect(lines[0].time).toBeGreaterThanOrEqual(before)
  })

  it('redacts known personal and secret fields, at the top and one level down', () => {
    const { logger, lines } = capture()
    logger.info(
      { email: 'anna@example.se', customer: { phoneMobile: '0701740605', firstName: 'Anna' }, regNo: 'ABC123' },
      'booking',
    )
    expect(lines[0]).toMatchObject({
      email: '[redacted]',
      customer: { phoneMobile: '[redacted]', firstName: 'Anna' },
      regNo: '[redacted]',
    })
  })

  it('scrubs the message, its format arguments and errors', () => {
    const { logger, lines } = capture()
    logger.info('SMS to %s: %s', '+46701740605', 'din kod')
    logger.error({ err: new Error('no vehicle ABC123 for anna@example.se') }, 'lookup for %s failed', 'ABC123')
    expect(lines[0].msg).toBe('SMS to [phone]: din kod')
    expect(lines[1].msg).toBe('lookup for [plate] failed')
    const err = lines[1].err as { message: string; stack: string; type: string }
    expect(err).toMatchObject({ type: 'Error', message: 'no vehicle [plate] for [email]' })
    expect(err.stack).not.toMatch(/ABC123|anna@/)
  })

  it("adds the request's id to what is logged while the request is handled", () => {
    const { logger, lines } = capture()
    const router = { router: false, routerPrefetch: false, navigation: null }
    runInScope(router, () => logger.error('handler failed'), { id: 'req-1' })
    logger.info('between requests')
    expect(lines[0]).toMatchObject({ reqId: 'req-1', msg: 'handler failed' })
    expect(lines[1]).not.toHaveProperty('reqId')
  })

  it('writes nothing below its level', () => {
    const { logger, lines } = capture({ level: 'warn', format: 'json' })
    logger.info('request')
    expect(lines).toEqual([])
  })
})

describe('thrown values that are not errors', () => {
  it('logs them as they are, text scrubbed', () => {
    const { logger, lines } = capture()
    logger.error({ err: 'refused for anna@example.se' }, 'a')
    logger.error({ err: 42 }, 'b')
    logger.error({ err: null }, 'c')
    expect(lines.map((line) => line.err)).toEqual(['refused for [email]', 42, null])
  })
})

describe('the request lines', () => {
  it('share the stream and the settings, without the redaction pass', () => {
    const { requestLog, lines } = capture()
    requestLog.info({ kind: 'content', status: 200 }, 'request')
    expect(lines).toEqual([expect.objectContaining({ level: 'info', kind: 'content', status: 200, msg: 'request' })])
  })
})
