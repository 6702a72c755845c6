import type { CollectionConfig } from 'payload'
import { editors } from '@/cms/access'
import { equaliseUnknownLogin } from './login-timing'

/**
 * Locking an account after wrong passwords let anyone keep an editor out (issue 18 §6); sign-in is
 * throttled per client address instead (src/cms-gate/rest-gate.ts). ADMIN_LOCKOUT_ATTEMPTS > 0 adds the
 * per-account lock (10 minutes) as well.
 */
const lockoutAttempts = (value = process.env.ADMIN_LOCKOUT_ATTEMPTS) => {
  const attempts = Number(value)
  return Number.isInteger(attempts) && attempts > 0 ? attempts : 0
}

/** Secure cookies in production, unless the CMS is served over plain http (NEXT_PUBLIC_SERVER_URL, a local demo). */
export const secureCookies = (env: Record<string, string | undefined> = process.env) =>
  env.NODE_ENV === 'production' && !(env.NEXT_PUBLIC_SERVER_URL ?? '').startsWith('http://')

/** CMS editors. Visitors are anonymous and never have accounts (spec 1 §6). */
export const Users: CollectionConfig = {
  slug: 'users',
  auth: {
    maxLoginAttempts: lockoutAttempts(),
    lockTime: 600_000,
    cookies: { secure: secureCookies(), sameSite: 'Lax' },
  },
  admin: { useAsTitle: 'email' },
  access: { read: editors, create: editors, update: editors, delete: editors },
  hooks: {
    beforeOperation: [
      async ({ operation, args, req }) => {
        if (operation !== 'login') return args
        const email: unknown = args.data?.email
        const exists =
          typeof email === 'string' &&
          (await req.payload.count({ collection: 'users', where: { email: { equals: email.toLowerCase().trim() } }, overrideAccess: true, req })).totalDocs > 0
        await equaliseUnknownLogin(exists, args.data?.password)
        return args
      },
    ],
  },
  fields: [{ name: 'name', type: 'text' }],
}
