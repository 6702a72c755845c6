/**
 * `car-media`: media data by registration (spec 1 §3, §7): per market and plate, a video URL and the frame
 * sequences of the exterior and interior 360 viewers. Read by GET /api/{name}/{regNo} through the local API.
 */
import type { CollectionConfig } from 'payload'
import { editors } from '@/cms/access'
import { SEARCH_INDICES } from '../../sites/markets'
import { FramesSchema, normalizePlate } from './media-data'
import { ADMIN_GROUPS } from '@/cms/admin/groups'

const frames = (name: string, description: string) => ({
  name,
  type: 'json' as const,
  admin: { description },
  validate: (value: unknown) =>
    FramesSchema.safeParse(value ?? []).success ? true : `${name}: a list of at most 72 image URLs`,
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
  fields: [
    {
      name: 'index',
      type: 'select',
      required: true,
      options: [...SEARCH_INDICES],
      admin: { description: 'Market search index of the car.' },
    },
    {
      name: 'regNo',
      type: 'text',
      required: true,
      maxLength: 12,
      admin: { description: 'Registration number, stored without spaces or dashes.' },
    },
    { name: 'videoUrl', type: 'text', maxLength: 2000, admin: { description: 'A video file or a YouTube address.' } },
    frames('images360', 'Exterior 360 frames in turning order (image URLs).'),
    frames('internal360', 'Interior 360 frames in turning order (image URLs).'),
  ],
}
