import type { CollectionConfig, PayloadRequest } from 'payload'
import { groupAdmins, publishedOrEditors } from '@/cms/access'
import { ADMIN_GROUPS } from '@/cms/admin/groups'
import { PAGE_LABELS } from '../admin/labels'
import { layoutTab } from '../layout-tab'
import { publishTags } from '@/platform/invalidation'
import { renderTags } from '@/platform/render-cache/tags'
import { GROUP_CONTENT_LABELS } from './labels'

/** The pages of every site that show the group document `id` (published or not: a draft may be published later). */
async function showingPages(req: PayloadRequest, id: number | string): Promise<number[]> {
  const { docs } = await req.payload.find({
    collection: 'pages',
    where: { groupContent: { equals: id } },
    depth: 0,
    pagination: false,
    select: {},
    overrideAccess: true,
    req,
  })
  return docs.map((doc) => doc.id)
}

/**
 * Every page that shows the document leaves the render cache and the per-process page cache (the tags' invalidation
 * clears both, in every instance), so all sites show the change at once.
 */
async function dropShowingPages(req: PayloadRequest, id: number | string) {
  const pages = await showingPages(req, id)
  await publishTags(req.payload, pages.map(renderTags.page), req)
}

/**
 * A document the dealer group shows on several sites (legal text, privacy policy, cookies): a page of a
 * site chooses it and shows its published fields in the page's language, except those the page keeps as its own
 * (src/features/pages/collection.ts `groupContent`, `localOverrides`; the rule in ./merge.ts). It belongs to the
 * group, not to a site: group admins write it, every editor reads it to choose it, visitors read it published.
 */
export const GroupContent: CollectionConfig = {
  slug: 'group-content',
  // Short in the database: its block tables' names are as long as the pages' ones, which reach PostgreSQL's 63.
  dbName: 'gdocs',
  labels: { singular: GROUP_CONTENT_LABELS.singular, plural: GROUP_CONTENT_LABELS.plural },
  access: { read: publishedOrEditors, create: groupAdmins, update: groupAdmins, delete: groupAdmins },
  admin: {
    group: ADMIN_GROUPS.content,
    useAsTitle: 'title',
    defaultColumns: ['title', '_status', 'updatedAt'],
    description: GROUP_CONTENT_LABELS.description,
  },
  versions: { drafts: { autosave: { interval: 800 } }, maxPerDoc: 50 },
  hooks: {
    // Every save, as a page's own hook does: a draft save cannot be told from an unpublish here (both arrive as a
    // draft status over the latest version), and a missed unpublish would keep the old text on every site.
    afterChange: [
      async ({ doc, req }) => {
        await dropShowingPages(req, doc.id)
        return doc
      },
    ],
    // Before: the database forgets the pages' reference to a deleted document (on delete set null).
    beforeDelete: [({ id, req }) => dropShowingPages(req, id)],
  },
  fields: [
    { name: 'title', type: 'text', label: PAGE_LABELS.title, localized: true, required: true },
    {
      name: 'shownOn',
      type: 'join',
      label: GROUP_CONTENT_LABELS.shownOn,
      collection: 'pages',
      on: 'groupContent',
      admin: {
        allowCreate: false,
        defaultColumns: ['title', 'path', 'site'],
        description: GROUP_CONTENT_LABELS.shownOnDescription,
      },
    },
    {
      type: 'tabs',
      tabs: [
        layoutTab(),
        {
          label: PAGE_LABELS.seoTab,
          fields: [
            { name: 'metaTitle', type: 'text', label: PAGE_LABELS.metaTitle, localized: true },
            { name: 'metaDescription', type: 'textarea', label: PAGE_LABELS.metaDescription, localized: true },
          ],
        },
      ],
    },
  ],
}
