/**
 * The validated session travels as an HttpOnly cookie ("a session token bound to the plate,
 * expiring"): page scripts never read it (an injected script cannot steal it), SameSite=Strict keeps
 * other sites from riding on it, and its path limits it to /api/tirehotel. The browser tab's
 * sessionStorage keeps only what the spec lists (customer, credentials, validated, confirmation).
 */
export const SESSION_COOKIE = 'tirehotel_session'
const PATH = '/api/tirehotel'

export function sessionCookie(token: string, expiresAt: Date, now: Date, secure: boolean): string {
  const maxAge = Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000))
  return `${SESSION_COOKIE}=${token}; Path=${PATH}; Max-Age=${maxAge}; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`
}

export function clearedSessionCookie(secure: boolean): string {
  return `${SESSION_COOKIE}=; Path=${PATH}; Max-Age=0; HttpOnly; SameSite=Strict${secure ? '; Secure' : ''}`
}

/** The session token from a Cookie header, or null. */
export function sessionTokenFrom(cookieHeader: string | null): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=')
    if (name === SESSION_COOKIE) return value.join('=') || null
  }
  return null
}
