import type { Access, CollectionConfig, PayloadRequest, Where } from 'payload'
import { groupAdminField, groupAdmins } from '@/cms/access'
import { isGroupAdmin, ROLES } from '@/cms/access/roles'
import { getTenantFromCookie } from '@payloadcms/plugin-multi-tenant/utilities'
import { equaliseUnknownLogin } from './login-timing'
import { ROLE_LABELS, ROLE_TEXTS } from './labels'
import { ADMIN_LANGUAGE_NAMES, ADMIN_LANGUAGES, languageCookie } from '../admin-languages'

/**
 * Locking an account after wrong passwords let anyone keep an editor out; sign-in is
 * throttled per client address instead (src/platform/rest-gate.ts). ADMIN_LOCKOUT_ATTEMPTS > 0 adds the
 * per-account lock (10 minutes) as well.
 */
const lockoutAttempts = (value = process.env.ADMIN_LOCKOUT_ATTEMPTS) => {
  const attempts = Number(value)
  return Number.isInteger(attempts) && attempts > 0 ? attempts : 0
}

/** Secure cookies in production, unless the CMS is served over plain http (NEXT_PUBLIC_SERVER_URL, a local demo). */
export const secureCookies = (env: Record<string, string | undefined> = process.env) =>
  env.NODE_ENV === 'production' && !(env.NEXT_PUBLIC_SERVER_URL ?? '').startsWith('http://')

/** Gives the browser the editor's admin language with this response (Payload merges `responseHeaders` into it). */
function sendLanguageCookie(req: PayloadRequest, language: unknown) {
  const prefix = req.payload.config.cookiePrefix || 'payload'
  const cookie = languageCookie(language, { prefix, secure: secureCookies() }) ?? `${prefix}-lng=; Path=/; Max-Age=0`
  req.responseHeaders = req.responseHeaders ?? new Headers()
  req.responseHeaders.append('Set-Cookie', cookie)
}

/** A group admin reaches every account; anyone else only their own (site editors manage no users). */
const selfOrAdmins: Access = ({ req }) =>
  isGroupAdmin(req.user) ? true : req.user ? { id: { equals: req.user.id } } : false

/**
 * CMS editors. Visitors are anonymous and never have accounts (spec 1 §6). A group admin edits every site
 * and the users; a site editor the sites listed in `sites` (added by the multi-tenant plugin,
 * src/cms/tenancy.ts), which only group admins may change, as they alone may change a role.
 */
export const Users: CollectionConfig = {
  slug: 'users',
  labels: {
    singular: { en: 'User', sv: 'Användare', nb: 'Bruker', sk: 'Používateľ' },
    plural: { en: 'Users', sv: 'Användare', nb: 'Brukere', sk: 'Používatelia' },
  },
  auth: {
    maxLoginAttempts: lockoutAttempts(),
    lockTime: 600_000,
    cookies: { secure: secureCookies(), sameSite: 'Lax' },
    // Payload's per-account pause between reset requests is written on a second connection while its own
    // transaction is open, which the embedded database (one session, held alone by a transaction) can never serve:
    // every reset request timed out there. Reset requests are bounded per client address instead
    // (THROTTLED_AUTH in src/cms/rest-guard.ts, RATE_LIMIT_LOGIN_IP).
    forgotPassword: { minRequestInterval: 0 },
  },
  admin: {
    useAsTitle: 'email',
    // A site editor manages no accounts: their own is under Account, not in the navigation.
    hidden: ({ user }) => !isGroupAdmin(user),
    defaultColumns: ['email', 'name', 'role', 'sites'],
    // The selected site's editors and every group admin (the plugin's own filter would hide the admins, who have no sites).
    baseFilter: ({ req }): Where | null => {
      const selected = getTenantFromCookie(req.headers, 'number')
      const ofSite: Where = { 'sites.site': { in: [selected] } }
      return selected ? { or: [{ role: { equals: 'admin' } }, ofSite] } : null
    },
  },
  access: { read: selfOrAdmins, create: groupAdmins, update: selfOrAdmins, delete: groupAdmins },
  hooks: {
    // The admin opens in the language on the account, in whichever browser they sign in.
    afterLogin: [
      ({ req, user }) => {
        if (user.adminLanguage) sendLanguageCookie(req, user.adminLanguage)
      },
    ],
    // Changed on their own account: the next view is in the new language (none chosen: the browser's).
    afterChange: [
      ({ doc, previousDoc, operation, req }) => {
        if (operation === 'update' && req.user?.id === doc.id && doc.adminLanguage !== previousDoc?.adminLanguage)
          sendLanguageCookie(req, doc.adminLanguage)
        return doc
      },
    ],
    // The first account (the seed's, or the admin's "create first user") is a group admin: nobody else could assign roles.
    beforeChange: [
      async ({ data, operation, req }) => {
        if (
          operation === 'create' &&
          (await req.payload.count({ collection: 'users', overrideAccess: true, req })).totalDocs === 0
        )
          data.role = 'admin'
        return data
      },
    ],
    beforeOperation: [
      async ({ operation, args, req }) => {
        if (operation !== 'login') return args
        const email: unknown = args.data?.email
        const exists =
          typeof email === 'string' &&
          (
            await req.payload.count({
              collection: 'users',
              where: { email: { equals: email.toLowerCase().trim() } },
              overrideAccess: true,
              req,
            })
          ).totalDocs > 0
        await equaliseUnknownLogin(exists, args.data?.password)
        return args
      },
    ],
  },
  fields: [
    { name: 'name', type: 'text', label: { en: 'Name', sv: 'Namn', nb: 'Navn', sk: 'Meno' } },
    {
      name: 'adminLanguage',
      type: 'select',
      options: ADMIN_LANGUAGES.map((value) => ({ value, label: ADMIN_LANGUAGE_NAMES[value] })),
      label: { en: 'Admin language', sv: 'Adminspråk', nb: 'Adminspråk', sk: 'Jazyk administrácie' },
      admin: {
        position: 'sidebar',
        description: {
          en: 'The language of this admin for this account, in every browser. Empty: the browser’s language, else English. There is no Finnish admin: Finnish editors get English.',
          sv: 'Adminens språk för det här kontot, i alla webbläsare. Tomt: webbläsarens språk, annars engelska.',
          nb: 'Adminens språk for denne kontoen, i alle nettlesere. Tomt: nettleserens språk, ellers engelsk.',
          sk: 'Jazyk administrácie pre tento účet v každom prehliadači. Prázdne: jazyk prehliadača, inak angličtina.',
        },
      },
    },
    {
      name: 'role',
      type: 'select',
      required: true,
      defaultValue: 'editor',
      saveToJWT: true,
      options: ROLES.map((value) => ({ value, label: ROLE_LABELS[value] })),
      label: ROLE_TEXTS.label,
      access: { create: groupAdminField, update: groupAdminField },
      admin: { position: 'sidebar', description: ROLE_TEXTS.description },
    },
  ],
}
