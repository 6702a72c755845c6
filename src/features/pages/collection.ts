import type { CollectionConfig, FieldHook, Where } from 'payload'
import { relationshipByCount } from '@/cms/fields/relationship-by-count'
import { editors, publishedOrEditors } from '@/cms/access'
import { BRAND_THEMES } from '@/sites/themes'
import { GTM_ID } from '@/features/shell/consent/consent'
import { joinPath, SLUG_PATTERN } from './path'
import { pageLivePreviewUrl } from './preview'
import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { publishInvalidation, publishTags } from '@/platform/invalidation'
import { shellRenderTags } from '@/sites/shell-cache'
import { pageRenderTags } from '@/platform/render-cache/page-tags'
import { PAGE_LABELS } from './admin/labels'
import { layoutTab } from './layout-tab'
import { inAdminLanguage } from '@/cms/admin-languages'
import { fallbackCell, localeStatusField } from '@/cms/admin/components'
import { copyToSiteEndpoint } from './copy/endpoint'
import { groupContentFields } from './group/page-fields'

const relationId = (value: unknown): number | string | undefined =>
  value && typeof value === 'object' && 'id' in value
    ? (value as { id: number | string }).id
    : (value as number | string | undefined)

/** The path is derived from the parent chain so that hierarchy and URL never disagree. */
const computePath: FieldHook = async ({ data, originalDoc, req }) => {
  const slug = data?.slug ?? originalDoc?.slug
  const parentId = relationId(data?.parent ?? originalDoc?.parent)
  if (!parentId && !slug) {
    // Without slug and parent a page is its site's home, unless the site has one: then it is a new page not
    // yet named (the admin autosaves a new page before its slug is typed), and has no path until it is.
    const site = relationId(data?.site ?? originalDoc?.site)
    const id = originalDoc?.id as number | undefined
    const where: Where = {
      and: [{ site: { equals: site } }, { path: { equals: '/' } }, ...(id ? [{ id: { not_equals: id } }] : [])],
    }
    const home = site
      ? await req.payload.find({
          collection: 'pages',
          where,
          locale: req.locale ?? undefined,
          limit: 1,
          depth: 0,
          select: { path: true },
          req,
        })
      : null
    return home?.docs.length ? null : '/'
  }
  if (!parentId) return joinPath(null, slug)
  const parent = await req.payload.findByID({
    collection: 'pages',
    id: parentId,
    locale: req.locale ?? undefined,
    depth: 0,
    draft: true,
    // Only the path: a page's whole read joins every block table, and this runs on every save (autosave too).
    select: { path: true },
    req,
  })
  return joinPath(parent?.path, slug)
}

/** Parents come from the same site, and a page cannot be its own parent. */
const parentOptions = ({ data, id }: { data: Record<string, unknown> | undefined; id?: number | string }): Where => {
  const sameSite: Where = { site: { equals: relationId(data?.site) } }
  return id ? { and: [sameSite, { id: { not_equals: id } }] } : sameSite
}

/** Copies the site id into every locale row, so (site, path, locale) can be a unique database index. */
const copySiteKey: FieldHook = ({ data, originalDoc }) => {
  const site = relationId(data?.site ?? originalDoc?.site)
  return site == null ? undefined : String(site)
}

type PageHookArgs = Parameters<CollectionAfterChangeHook>[0] | Parameters<CollectionAfterDeleteHook>[0]

async function broadcastPageChange(args: PageHookArgs) {
  await publishInvalidation(args.req.payload, 'shell', args.req)
  const previous = 'previousDoc' in args ? args.previousDoc : null
  const tags = pageRenderTags(args.doc, previous, !('previousDoc' in args))
  await publishTags(
    args.req.payload,
    tags.reachesShell ? [...tags.tags, ...shellRenderTags(args)] : tags.tags,
    args.req,
  )
}

/**
 * Content pages served by path per site and locale (spec 1 §2 "Routing", §3 "Page fields").
 * Drafts, versions and live preview come from Payload.
 */
export const Pages: CollectionConfig = {
  slug: 'pages',
  labels: { singular: PAGE_LABELS.singular, plural: PAGE_LABELS.plural },
  access: { read: publishedOrEditors, create: editors, update: editors, delete: editors },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'path', 'site', '_status', 'updatedAt'],
    description: PAGE_LABELS.description,
    livePreview: { url: ({ data, locale, req }) => pageLivePreviewUrl(data, locale?.code, req) },
    preview: (data, { locale, req }) => pageLivePreviewUrl(data, locale, req),
  },
  versions: { drafts: { autosave: { interval: 800 } }, maxPerDoc: 50 },
  // "Copy to another site" (./copy/): a draft of this page on another site of the group.
  endpoints: [copyToSiteEndpoint],
  indexes: [{ fields: ['siteKey', 'path'], unique: true }],
  hooks: {
    // Menu links carry page paths, so the cached navigation goes too; rendered pages by their tags.
    afterDelete: [broadcastPageChange],
    afterChange: [
      broadcastPageChange,
      // Children carry their parent's path as a prefix: re-save them when this page's path changes.
      async ({ doc, previousDoc, req }) => {
        if (previousDoc?.path === undefined || previousDoc.path === doc.path) return doc
        const children = await req.payload.find({
          collection: 'pages',
          where: { parent: { equals: doc.id } },
          locale: req.locale ?? undefined,
          depth: 0,
          draft: true,
          pagination: false,
          select: { _status: true },
          req,
        })
        const locale = req.locale && req.locale !== 'all' ? req.locale : undefined
        for (const child of children.docs) {
          await req.payload.update({
            collection: 'pages',
            id: child.id,
            data: {},
            locale,
            draft: child._status !== 'published',
            req,
          })
        }
        return doc
      },
    ],
  },
  fields: [
    { name: 'title', type: 'text', label: PAGE_LABELS.title, localized: true, required: true, admin: fallbackCell },
    localeStatusField('title'),
    {
      name: 'viewOnSite',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/features/pages/admin/ViewOnSite#ViewOnSite' } },
    },
    {
      name: 'copyToSite',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/features/pages/admin/CopyToSite#CopyToSite' } },
    },
    {
      name: 'slug',
      type: 'text',
      label: PAGE_LABELS.slug,
      localized: true,
      admin: { position: 'sidebar', description: PAGE_LABELS.slugDescription },
      validate: (value: unknown, { req }: { req: { i18n?: { language?: string } } }) =>
        value == null || value === '' || (typeof value === 'string' && SLUG_PATTERN.test(value))
          ? true
          : inAdminLanguage(PAGE_LABELS.slugInvalid, req.i18n?.language),
    },
    {
      name: 'parent',
      type: 'relationship',
      label: PAGE_LABELS.parent,
      relationTo: 'pages',
      admin: { position: 'sidebar' },
      filterOptions: parentOptions,
      validate: relationshipByCount,
    },
    {
      name: 'path',
      type: 'text',
      label: PAGE_LABELS.path,
      localized: true,
      index: true,
      admin: { position: 'sidebar', readOnly: true, ...fallbackCell },
      hooks: { beforeChange: [computePath] },
    },
    // A group document this page shows (src/features/pages/group), with the fields it keeps as its own.
    ...groupContentFields,
    { name: 'siteKey', type: 'text', localized: true, admin: { hidden: true }, hooks: { beforeChange: [copySiteKey] } },
    {
      type: 'tabs',
      tabs: [
        layoutTab(),
        {
          label: PAGE_LABELS.seoTab,
          fields: [
            { name: 'metaTitle', type: 'text', label: PAGE_LABELS.metaTitle, localized: true },
            { name: 'navTitle', type: 'text', label: PAGE_LABELS.navTitle, localized: true },
            { name: 'metaDescription', type: 'textarea', label: PAGE_LABELS.metaDescription, localized: true },
            { name: 'ogDescription', type: 'textarea', label: PAGE_LABELS.ogDescription, localized: true },
            { name: 'ogImage', type: 'upload', label: PAGE_LABELS.ogImage, relationTo: 'media' },
            {
              name: 'canonicalURL',
              type: 'text',
              label: PAGE_LABELS.canonicalURL,
              localized: true,
              // A path of the site: a copy on another site keeps it only where that site has the page.
              custom: { sitePath: 'href' },
            },
            {
              name: 'gtmID',
              type: 'text',
              label: PAGE_LABELS.gtmID,
              admin: { description: PAGE_LABELS.gtmDescription },
              validate: (v: unknown, { req }: { req: { i18n?: { language?: string } } }) =>
                !v || (typeof v === 'string' && GTM_ID.test(v))
                  ? true
                  : inAdminLanguage(PAGE_LABELS.gtmInvalid, req.i18n?.language),
            },
            {
              name: 'brandDesign',
              type: 'select',
              label: PAGE_LABELS.brandDesign,
              options: [...BRAND_THEMES],
              admin: { description: PAGE_LABELS.brandDescription },
            },
            { name: 'hideFromSitemap', type: 'checkbox', label: PAGE_LABELS.hideFromSitemap, defaultValue: false },
          ],
        },
      ],
    },
  ],
}
