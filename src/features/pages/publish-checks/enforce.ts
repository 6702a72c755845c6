/**
 * Publishing a page runs the publish checks (./rules.ts): a page with findings is refused with a ValidationError
 * naming each field, unless a group admin gives a reason (the virtual field `publishOverrideReason`), which is logged
 * with the findings in `audit.publish_overrides`. Drafts and autosaves are never judged. Only people are judged:
 * trusted server code publishing without a signed-in user (the demo seed, imports) is not an editor's publish.
 */
import { sql } from '@payloadcms/db-postgres'
import {
  ValidationError,
  type CollectionAfterChangeHook,
  type CollectionBeforeChangeHook,
  type CollectionConfig,
  type Field,
  type PayloadRequest,
  type TextField,
} from 'payload'
import { inAdminLanguage, type AdminText } from '@/cms/admin-languages'
import { isCmsUser, isGroupAdmin } from '@/cms/access/roles'
import { query } from '@/platform/db'
import { MAX_OVERRIDE_REASON, overrideRefusal, type Finding } from './rules'
import { pageFindings } from './findings'

const OVERRIDE_FIELD = 'publishOverrideReason'
/** Where the decision to publish over findings waits for the page's id (a new page has none before it is written). */
const PENDING = 'publishOverride'

const relationId = (v: unknown) => (v && typeof v === 'object' ? (v as { id: unknown }).id : v) as number | undefined

const inLanguage = (text: AdminText, req: PayloadRequest) => inAdminLanguage(text, req.i18n?.language)

/** The group admin's reason for publishing over the checks: never stored on the page, logged with the findings. */
const overrideReasonField: TextField = {
  name: OVERRIDE_FIELD,
  type: 'text',
  virtual: true,
  maxLength: MAX_OVERRIDE_REASON,
  label: {
    en: 'Publish over the checks: reason',
    sv: 'Publicera trots kontrollerna: skäl',
    nb: 'Publiser til tross for kontrollene: begrunnelse',
    sk: 'Publikovať napriek kontrolám: dôvod',
  },
  admin: {
    position: 'sidebar',
    // Payload makes a virtual field read-only in the admin unless told otherwise; this one is for the editor to type.
    readOnly: false,
    condition: (_data, _siblings, { user }) => isGroupAdmin(user),
    description: {
      en: 'Only when the checks above must wait: why this page goes live with them (at least 10 characters, logged).',
      sv: 'Bara när kontrollerna ovan får vänta: varför sidan publiceras ändå (minst 10 tecken, loggas).',
      nb: 'Bare når kontrollene over må vente: hvorfor siden publiseres likevel (minst 10 tegn, logges).',
      sk: 'Len ak kontroly vyššie musia počkať: prečo stránka ide von aj tak (aspoň 10 znakov, zaznamená sa).',
    },
  },
}

const enforcePublishChecks: CollectionBeforeChangeHook = async ({ data, originalDoc, req }) => {
  if (data._status !== 'published' || !isCmsUser(req.user)) return data
  const siteId = relationId(data.site ?? originalDoc?.site)
  if (typeof siteId !== 'number') return data
  const findings = await pageFindings(siteId, originalDoc?.id as number | undefined, data, req)
  if (!findings.length) return data
  const reason = data[OVERRIDE_FIELD]
  if (typeof reason === 'string' && reason.trim() !== '') {
    const refusal = overrideRefusal(reason, isGroupAdmin(req.user))
    if (refusal)
      throw new ValidationError({
        collection: 'pages',
        errors: [{ path: OVERRIDE_FIELD, message: inLanguage(refusal, req) }],
      })
    req.context[PENDING] = { reason: reason.trim(), findings, site: siteId }
    return data
  }
  throw new ValidationError({
    collection: 'pages',
    errors: findings.map((f) => ({ path: f.path, message: inLanguage(f.message, req) })),
  })
}

/** Logs a publish over findings, in the publish's transaction: the log and the live page commit together. */
const logPublishOverride: CollectionAfterChangeHook = async ({ doc, req }) => {
  const pending = req.context[PENDING] as { reason: string; findings: Finding[]; site: number } | undefined
  if (!pending || !isCmsUser(req.user)) return doc
  delete req.context[PENDING]
  const user = req.user as { id: number; email?: string }
  await query(
    req.payload,
    sql`insert into audit.publish_overrides (page, site, user_id, user_email, reason, findings)
        values (${doc.id}, ${pending.site}, ${user.id}, ${user.email ?? ''}, ${pending.reason},
                ${JSON.stringify(pending.findings)}::jsonb)`,
    req,
  )
  return doc
}

/** Where the findings show in the page's sidebar (./PublishChecks.tsx, by the path Payload's import map knows). */
const publishChecksField: Field = {
  name: 'publishChecks',
  type: 'ui',
  admin: { position: 'sidebar', components: { Field: '/features/pages/publish-checks/PublishChecks#PublishChecks' } },
}

/**
 * The pages collection with its publish checks: the sidebar list and the reason field after the language status,
 * the hook that judges a publish, and the log of publishes over findings (first, before the hooks that announce it).
 * Applied by the Payload config: the checks resolve links as the router does, a layer above the collection.
 */
export function withPublishChecks(pages: CollectionConfig): CollectionConfig {
  const at = pages.fields.findIndex((f) => 'name' in f && f.name === 'localeStatus') + 1
  return {
    ...pages,
    fields: [...pages.fields.slice(0, at), publishChecksField, overrideReasonField, ...pages.fields.slice(at)],
    hooks: {
      ...pages.hooks,
      beforeChange: [...(pages.hooks?.beforeChange ?? []), enforcePublishChecks],
      afterChange: [logPublishOverride, ...(pages.hooks?.afterChange ?? [])],
    },
  }
}
