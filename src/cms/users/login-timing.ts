/**
 * Sign-in takes as long for an unknown e-mail as for a known one (21 ms against 211 ms
 * told which addresses have accounts). Payload hashes the password only when it finds the account, so
 * for an unknown address the same hash is computed on a throw-away salt.
 */
import { pbkdf2, randomBytes } from 'node:crypto'

/** Payload 3.90's password hash (payload/dist/auth/strategies/local/generatePasswordSaltHash.js). */
const ITERATIONS = 600_000
const KEY_LENGTH = 32

export function hashLikePayload(password: string): Promise<void> {
  return new Promise((resolve, reject) =>
    pbkdf2(password, randomBytes(32).toString('hex'), ITERATIONS, KEY_LENGTH, 'sha256', (error) =>
      error ? reject(error) : resolve(),
    ),
  )
}

/** Spends the password hash's time when no account has the address. */
export async function equaliseUnknownLogin(
  accountExists: boolean,
  password: unknown,
  hash: (password: string) => Promise<void> = hashLikePayload,
): Promise<void> {
  if (!accountExists) await hash(typeof password === 'string' ? password.slice(0, 1024) : '')
}
