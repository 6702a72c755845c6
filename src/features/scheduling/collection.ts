import { randomUUID } from 'node:crypto'
import {
  ValidationError,
  type CollectionBeforeChangeHook,
  type CollectionConfig,
  type FieldAccess,
  type PayloadRequest,
} from 'payload'
import { editors } from '@/cms/access'
import { LOCALES } from '@/cms/locales'
import type { SearchIndex } from '@/sites/markets'
import { ACTION_LABELS, SCHEDULE_LABELS, STATE_LABELS } from './admin/labels'
import { scheduleEntry } from './run'
import {
  ALL_LOCALES,
  editorStateChange,
  instantToWallClock,
  SCHEDULE_ACTIONS,
  SCHEDULE_STATES,
  SCHEDULED_COLLECTIONS,
  siteTimeZone,
  targetProblem,
  wallClockToInstant,
  type ScheduleAction,
  type ScheduledCollection,
  type ScheduleState,
} from './rules'

/** Set when the schedule is made, and by the worker after (raw SQL, ./run.ts). */
const fixed: FieldAccess = () => false

const refuse = (path: string, message: string): never => {
  throw new ValidationError({ collection: 'publish-schedules', errors: [{ path, message }] })
}

const idOf = (value: unknown): number | string | undefined =>
  value && typeof value === 'object' && 'id' in value
    ? (value as { id: number | string }).id
    : (value as number | string | undefined)

/**
 * The document is read as the editor who schedules it (an editor of another site finds nothing), and the schedule
 * takes its site; a schedule made by the server's own code (no user) reads it with access overridden.
 */
async function targetSite(req: PayloadRequest, collection: ScheduledCollection, id: number | string) {
  const doc = await req.payload
    .findByID({
      collection,
      id,
      depth: 0,
      draft: true,
      select: { site: true },
      req,
      overrideAccess: !req.user,
      user: req.user,
      disableErrors: true,
    })
    .catch(() => null)
  const site = idOf(doc?.site)
  return site == null ? null : site
}

/** After it is made, an editor only cancels a schedule (the other fields' update access is closed). */
const onlyCancel: CollectionBeforeChangeHook = ({ data, operation, originalDoc }) => {
  if (operation !== 'update' || !data.state) return data
  const problem = editorStateChange(originalDoc?.state as ScheduleState, data.state as ScheduleState)
  if (problem) refuse('state', problem)
  return data
}

/** A new schedule: checked, placed on the site's clock, and put on the outbox in the same transaction. */
const placeSchedule: CollectionBeforeChangeHook = async ({ data, operation, req }) => {
  if (operation !== 'create') return data
  const document = data.document as { relationTo?: ScheduledCollection; value?: unknown } | undefined
  const documentId = idOf(document?.value)
  if (!document?.relationTo || documentId == null)
    return refuse('document', 'Choose the page, story or message to schedule.')
  const siteId = await targetSite(req, document.relationTo, documentId)
  if (siteId == null) return refuse('document', 'That document does not exist or is not on your sites.')
  if (data.site != null && idOf(data.site) !== siteId)
    refuse('document', 'That document belongs to another site than the schedule.')
  const site = await req.payload.findByID({
    collection: 'sites',
    id: siteId,
    depth: 0,
    select: { searchIndex: true, siteLocales: true },
    req,
  })
  const locale = (data.locale as string | undefined) ?? ALL_LOCALES
  const problem = targetProblem(document.relationTo, data.action as ScheduleAction, locale, site.siteLocales ?? [])
  if (problem) refuse('locale', problem)
  const timeZone = siteTimeZone(site.searchIndex as SearchIndex)
  const at = wallClockToInstant(String(data.localTime ?? ''), timeZone)
  if (!at.ok) return refuse('localTime', at.message)
  const entry = await scheduleEntry(req.payload, { at: at.value, key: randomUUID() }, req)
  return {
    ...data,
    site: siteId,
    locale,
    timeZone,
    at: at.value.toISOString(),
    localTime: instantToWallClock(at.value, timeZone),
    state: 'scheduled',
    scheduledBy: req.user?.id ?? null,
    outboxEntry: entry,
  }
}

/**
 * Scheduled publishing (publish at / unpublish at) of pages, stories and site messages, per locale, on the site's clock.
 * Each schedule rides on one outbox entry due at its time (./run.ts); an editor cancels it before then, and the
 * worker's guarded state change makes it run once however often the entry is delivered. Scoped by site like the
 * documents it names (src/cms/tenancy.ts).
 */
export const PublishSchedules: CollectionConfig = {
  slug: 'publish-schedules',
  labels: { singular: SCHEDULE_LABELS.singular, plural: SCHEDULE_LABELS.plural },
  access: { read: editors, create: editors, update: editors, delete: editors },
  admin: {
    group: SCHEDULE_LABELS.group,
    useAsTitle: 'localTime',
    defaultColumns: ['document', 'locale', 'action', 'localTime', 'timeZone', 'state'],
    description: SCHEDULE_LABELS.description,
  },
  defaultSort: '-at',
  hooks: { beforeChange: [onlyCancel, placeSchedule] },
  fields: [
    {
      name: 'document',
      type: 'relationship',
      label: SCHEDULE_LABELS.document,
      relationTo: [...SCHEDULED_COLLECTIONS],
      required: true,
      access: { update: fixed },
    },
    {
      name: 'locale',
      type: 'select',
      label: SCHEDULE_LABELS.locale,
      required: true,
      defaultValue: ALL_LOCALES,
      options: [{ label: SCHEDULE_LABELS.allLocales, value: ALL_LOCALES }, ...LOCALES],
      access: { update: fixed },
    },
    {
      name: 'action',
      type: 'select',
      label: SCHEDULE_LABELS.action,
      required: true,
      defaultValue: 'publish',
      options: SCHEDULE_ACTIONS.map((value) => ({ label: ACTION_LABELS[value], value })),
      access: { update: fixed },
    },
    {
      name: 'localTime',
      type: 'text',
      label: SCHEDULE_LABELS.localTime,
      required: true,
      maxLength: 20,
      admin: { description: SCHEDULE_LABELS.localTimeDescription },
      access: { update: fixed },
    },
    {
      name: 'state',
      type: 'select',
      label: SCHEDULE_LABELS.state,
      required: true,
      defaultValue: 'scheduled',
      index: true,
      options: SCHEDULE_STATES.map((value) => ({ label: STATE_LABELS[value], value })),
      // A new schedule is always scheduled; the state is there to cancel it once it exists.
      admin: { position: 'sidebar', condition: (_data, _siblings, { operation }) => operation !== 'create' },
    },
    {
      name: 'timeZone',
      type: 'text',
      label: SCHEDULE_LABELS.timeZone,
      access: { update: fixed },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'at',
      type: 'date',
      label: SCHEDULE_LABELS.at,
      index: true,
      access: { update: fixed },
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'scheduledBy',
      type: 'relationship',
      label: SCHEDULE_LABELS.scheduledBy,
      relationTo: 'users',
      access: { update: fixed },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'outboxEntry',
      type: 'relationship',
      label: SCHEDULE_LABELS.outboxEntry,
      relationTo: 'outbox',
      unique: true,
      access: { update: fixed },
      admin: { position: 'sidebar', readOnly: true },
    },
    {
      name: 'ranAt',
      type: 'date',
      label: SCHEDULE_LABELS.ranAt,
      access: { update: fixed },
      admin: { position: 'sidebar', readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'error', type: 'text', label: SCHEDULE_LABELS.error, access: { update: fixed }, admin: { readOnly: true } },
  ],
}
