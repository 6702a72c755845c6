/**
 * `car-media`: media data by registration (spec 1 §3, §7): per market and plate, a video URL and the frame
 * sequences of the exterior and interior 360 viewers. Read by GET /api/{name}/{regNo} through the local API.
 */
import type { CollectionConfig } from 'payload'
import { editors } from '@/cms/access'
import { SEARCH_INDICES } from '../../sites/markets'
import { FramesSchema, normalizePlate } from './media-data'
import { ADMIN_GROUPS } from '@/cms/admin/groups'
import { inAdminLanguage } from '@/cms/admin-languages'
import { withLabels } from '@/cms/fields/labels'
import { CAR_MEDIA_FIELD_TEXTS, CAR_MEDIA_TEXTS } from './media-labels'

const frames = (name: string) => ({
  name,
  type: 'json' as const,
  validate: (value: unknown, { req }: { req: { i18n?: { language?: string } } }) =>
    FramesSchema.safeParse(value ?? []).success
      ? true
      : `${name}: ${inAdminLanguage(CAR_MEDIA_TEXTS.framesFormat, req.i18n?.language)}`,
})

export const CarMedia: CollectionConfig = {
  slug: 'car-media',
  labels: {
    singular: { en: 'Car media', sv: 'Bilmedia', nb: 'Bilmedier', sk: 'Médiá auta' },
    plural: { en: 'Car media', sv: 'Bilmedia', nb: 'Bilmedier', sk: 'Médiá áut' },
  },
  admin: { useAsTitle: 'regNo', defaultColumns: ['regNo', 'index', 'videoUrl'], group: ADMIN_GROUPS.cars },
  access: { read: editors, create: editors, update: editors, delete: editors },
  indexes: [{ fields: ['index', 'regNo'], unique: true }],
  hooks: {
    // One spelling per plate, so "ABC 123" and "abc-123" find the same record.
    beforeValidate: [
      ({ data }) => (data && typeof data.regNo === 'string' ? { ...data, regNo: normalizePlate(data.regNo) } : data),
    ],
  },
  fields: withLabels(
    [
      {
        name: 'index',
        type: 'select',
        required: true,
        options: [...SEARCH_INDICES],
      },
      {
        name: 'regNo',
        type: 'text',
        required: true,
        maxLength: 12,
      },
      { name: 'videoUrl', type: 'text', maxLength: 2000 },
      frames('images360'),
      frames('internal360'),
    ],
    CAR_MEDIA_FIELD_TEXTS,
  ),
}
