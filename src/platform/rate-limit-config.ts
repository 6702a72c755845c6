import { logWarning } from './log/logger'
/**
 * The named rate limits and their configuration. Each limit is `points` per sliding
 * window of `seconds`. Overrides come from `RATE_LIMIT_<NAME>=points/seconds` (name upper-cased, `-`
 * as `_`, e.g. RATE_LIMIT_FORM_IP=20/600). `RATE_LIMIT_MULTIPLIER` (default 1) scales every per-IP
 * limit (100 for a load test; 0 turns them off). Security invariants are never relaxed: neither the
 * multiplier nor an override can allow more than their default.
 */

export type LimitKind = 'per-ip' | 'per-subject' | 'invariant'
export type LimitSpec = { points: number; seconds: number; kind: LimitKind; purpose: string }

export const RATE_LIMIT_DEFAULTS = {
  'refusal-ip': {
    points: 30,
    seconds: 60,
    kind: 'per-ip',
    purpose:
      'refused calls (4xx) per client address before its further calls are held back (src/platform/refusal-gate.ts)',
  },
  'api-ip': { points: 300, seconds: 60, kind: 'per-ip', purpose: 'requests to the public APIs per client address' },
  'render-ip': {
    points: 60,
    seconds: 60,
    kind: 'per-ip',
    purpose:
      'page renders (requests the render cache does not answer) per client address (src/platform/render-gate.ts)',
  },
  'form-ip': {
    points: 10,
    seconds: 600,
    kind: 'per-ip',
    purpose: 'form submissions (leads, bookings) per client address',
  },
  'form-phone': { points: 5, seconds: 3600, kind: 'per-subject', purpose: 'form submissions per phone number' },
  'booking-ip': {
    points: 10,
    seconds: 600,
    kind: 'per-ip',
    purpose: 'service bookings (POST /api/mechmate/book) per client address',
  },
  'booking-manage-ip': {
    points: 60,
    seconds: 600,
    kind: 'per-ip',
    purpose: 'bookings opened, cancelled or moved by their manage link (/api/bookings/manage) per client address',
  },
  'booking-stream-ip': {
    points: 60,
    seconds: 60,
    kind: 'per-ip',
    purpose: 'workshop streams (/api/mechmate/departments/closestAvailable) per client address',
  },
  'quote-ip': {
    points: 60,
    seconds: 600,
    kind: 'per-ip',
    purpose: 'finance quotation requests (each stores quotations) per client address',
  },
  'login-ip': { points: 20, seconds: 600, kind: 'per-ip', purpose: 'admin sign-in attempts per client address' },
  'otp-send-ip': { points: 10, seconds: 3600, kind: 'per-ip', purpose: 'one-time codes requested per client address' },
  'otp-send-plate': {
    points: 5,
    seconds: 3600,
    kind: 'invariant',
    purpose: 'one-time codes sent per registration number',
  },
  'otp-attempts': { points: 5, seconds: 900, kind: 'invariant', purpose: 'attempts to enter one one-time code' },
  'tirehotel-search-ip': {
    points: 30,
    seconds: 600,
    kind: 'per-ip',
    purpose: 'tyre hotel agreement searches per client address',
  },
  'tirehotel-validate-ip': {
    points: 20,
    seconds: 600,
    kind: 'per-ip',
    purpose: 'tyre hotel one-time code entries per client address',
  },
  'tirehotel-booking-ip': {
    points: 120,
    seconds: 600,
    kind: 'per-ip',
    purpose: 'tyre hotel booking calls (dates, times, bookings, ratings) per client address',
  },
  'saved-search-ip': {
    points: 10,
    seconds: 600,
    kind: 'per-ip',
    purpose: 'searches saved for e-mail alerts (POST /api/saved-searches) per client address',
  },
  'saved-search-address': {
    points: 5,
    seconds: 86_400,
    kind: 'invariant',
    purpose: 'new saved searches per e-mail address per day (each sends a confirmation e-mail)',
  },
  'saved-search-link-ip': {
    points: 60,
    seconds: 600,
    kind: 'per-ip',
    purpose: 'saved-search links opened (confirm, unsubscribe, manage) per client address',
  },
} as const satisfies Record<string, LimitSpec>

export type RateLimitName = keyof typeof RATE_LIMIT_DEFAULTS

/** A limit as applied: `points: null` means switched off (per-IP limits at multiplier 0). */
export type ResolvedLimit = { points: number | null; seconds: number; kind: LimitKind }
export type ResolvedLimits = Record<RateLimitName, ResolvedLimit>

export const envNameOf = (name: string) => `RATE_LIMIT_${name.toUpperCase().replace(/-/g, '_')}`

function parseOverride(value: string): { points: number; seconds: number } | null {
  const match = value.trim().match(/^(\d{1,9})\/(\d{1,9})$/)
  if (!match) return null
  const points = Number(match[1])
  const seconds = Number(match[2])
  return points >= 1 && seconds >= 1 ? { points, seconds } : null
}

function parseMultiplier(value: string | undefined, warn: (m: string) => void): number {
  if (value === undefined || value.trim() === '') return 1
  const multiplier = Number(value)
  if (Number.isFinite(multiplier) && multiplier >= 0) return multiplier
  warn(`RATE_LIMIT_MULTIPLIER must be a number ≥ 0; using 1`)
  return 1
}

/** The limits from defaults and environment; invalid values are reported through `warn` and ignored. */
export function resolveLimits(
  env: Record<string, string | undefined> = process.env,
  warn: (message: string) => void = logWarning,
): ResolvedLimits {
  const multiplier = parseMultiplier(env.RATE_LIMIT_MULTIPLIER, warn)
  const limits = {} as ResolvedLimits
  for (const [name, spec] of Object.entries(RATE_LIMIT_DEFAULTS) as [RateLimitName, LimitSpec][]) {
    let { points, seconds } = spec
    const variable = envNameOf(name)
    const raw = env[variable]
    if (raw !== undefined && raw.trim() !== '') {
      const override = parseOverride(raw)
      if (!override) warn(`${variable} must be points/seconds, e.g. ${spec.points}/${spec.seconds}; using the default`)
      else if (spec.kind === 'invariant' && (override.points > spec.points || override.seconds < spec.seconds)) {
        warn(
          `${variable} would relax a security limit (at most ${spec.points} per ${spec.seconds} s); using the default`,
        )
      } else ({ points, seconds } = override)
    }
    if (spec.kind === 'per-ip') {
      limits[name] = {
        points: multiplier === 0 ? null : Math.max(1, Math.floor(points * multiplier)),
        seconds,
        kind: spec.kind,
      }
    } else limits[name] = { points, seconds, kind: spec.kind }
  }
  return limits
}
