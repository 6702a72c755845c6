import { describe, expect, it, vi } from 'vitest'
import { envNameOf, RATE_LIMIT_DEFAULTS, resolveLimits } from './rate-limit-config'

const quiet = () => vi.fn<(message: string) => void>()

describe('resolveLimits', () => {
  it('uses the defaults without configuration', () => {
    const limits = resolveLimits({}, quiet())
    expect(limits['form-ip']).toEqual({
      points: RATE_LIMIT_DEFAULTS['form-ip'].points,
      seconds: RATE_LIMIT_DEFAULTS['form-ip'].seconds,
      kind: 'per-ip',
    })
    expect(limits['otp-attempts']).toMatchObject({ points: 5, seconds: 900, kind: 'invariant' })
  })

  it('names the variables after the limits', () => {
    expect(envNameOf('otp-send-plate')).toBe('RATE_LIMIT_OTP_SEND_PLATE')
  })

  it('takes an override as points/seconds', () => {
    expect(resolveLimits({ RATE_LIMIT_FORM_IP: '20/300' }, quiet())['form-ip']).toMatchObject({
      points: 20,
      seconds: 300,
    })
  })

  it('scales per-IP limits by the multiplier and leaves the others', () => {
    const limits = resolveLimits({ RATE_LIMIT_MULTIPLIER: '100' }, quiet())
    expect(limits['api-ip'].points).toBe(RATE_LIMIT_DEFAULTS['api-ip'].points * 100)
    expect(limits['form-ip'].points).toBe(RATE_LIMIT_DEFAULTS['form-ip'].points * 100)
    expect(limits['form-phone'].points).toBe(RATE_LIMIT_DEFAULTS['form-phone'].points)
    expect(limits['otp-send-plate'].points).toBe(RATE_LIMIT_DEFAULTS['otp-send-plate'].points)
    expect(limits['otp-attempts'].points).toBe(RATE_LIMIT_DEFAULTS['otp-attempts'].points)
  })

  it('turns per-IP limits off at multiplier 0, never the security invariants', () => {
    const limits = resolveLimits({ RATE_LIMIT_MULTIPLIER: '0' }, quiet())
    expect(limits['api-ip'].points).toBeNull()
    expect(limits['otp-send-ip'].points).toBeNull()
    expect(limits['otp-attempts'].points).toBe(5)
    expect(limits['otp-send-plate'].points).toBe(5)
  })

  it('keeps at least one point when a small multiplier rounds down', () => {
    expect(
      resolveLimits({ RATE_LIMIT_MULTIPLIER: '0.01', RATE_LIMIT_FORM_IP: '10/600' }, quiet())['form-ip'].points,
    ).toBe(1)
  })

  it('refuses an override that relaxes a security invariant, but takes a stricter one', () => {
    const warn = quiet()
    const limits = resolveLimits({ RATE_LIMIT_OTP_ATTEMPTS: '50/900', RATE_LIMIT_OTP_SEND_PLATE: '3/7200' }, warn)
    expect(limits['otp-attempts']).toMatchObject({ points: 5, seconds: 900 })
    expect(limits['otp-send-plate']).toMatchObject({ points: 3, seconds: 7200 })
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('RATE_LIMIT_OTP_ATTEMPTS would relax a security limit'))
  })

  it('refuses a shorter window for an invariant', () => {
    expect(resolveLimits({ RATE_LIMIT_OTP_ATTEMPTS: '5/60' }, quiet())['otp-attempts'].seconds).toBe(900)
  })

  it.each(['ten', '10', '0/60', '10/0', '-1/60', '1.5/60'])(
    'ignores the malformed override %s with a warning',
    (value) => {
      const warn = quiet()
      expect(resolveLimits({ RATE_LIMIT_FORM_IP: value }, warn)['form-ip'].points).toBe(
        RATE_LIMIT_DEFAULTS['form-ip'].points,
      )
      expect(warn).toHaveBeenCalledOnce()
    },
  )

  it('ignores a malformed multiplier with a warning', () => {
    const warn = quiet()
    expect(resolveLimits({ RATE_LIMIT_MULTIPLIER: '-2' }, warn)['api-ip'].points).toBe(
      RATE_LIMIT_DEFAULTS['api-ip'].points,
    )
    expect(warn).toHaveBeenCalledOnce()
  })
})
