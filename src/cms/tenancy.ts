/**
 * One site at a time in the admin, with Payload's multi-tenant plugin: the `sites` collection is
 * the tenant, every site-scoped collection's `site` field is the plugin's tenant field, and a user's
 * `sites` array lists the sites a site editor works on. The plugin gives:
 * - the site selector in the admin (cookie `payload-tenant`; cleared = "all sites", for group admins and
 *   editors of several sites), list, search and relationship pickers filtered to the selected site, a new
 *   document's site from the selector, and navigation and footer opened as the site's one document;
 * - access control in the database queries: a site editor's every read, update and delete of these
 *   collections carries `site in (their sites)`, and a write naming another site is refused (field
 *   validation and a beforeValidate hook that also covers drafts and autosave).
 *
 * Collections whose documents belong to a site through another field (dealer sites' `website`, cars'
 * market `index`, a finance product's `dealer`, …) cannot use the plugin, whose tenant field has one name
 * for every collection: src/cms/access/scope.ts gives them the same rule (applied in payload.config.ts).
 */
import { multiTenantPlugin } from '@payloadcms/plugin-multi-tenant'
import type { MultiTenantPluginConfig } from '@payloadcms/plugin-multi-tenant/types'
import type { CollectionSlug, Plugin } from 'payload'
import { adminText as t } from './admin-languages'
import { COMMON_TEXTS as C } from './fields/common-texts'
import { withLabels, type FieldTexts } from './fields/labels'
import { siteCell } from './admin/components'
import { isGroupAdmin, USER_SITE_FIELD, USER_SITES_FIELD } from './access/roles'

/** Collections with a `site` field: each document belongs to one site. */
export const SITE_COLLECTIONS = [
  'pages',
  'stories',
  'tags',
  'dictionary-entries',
  'site-messages',
  'redirects',
  'leads',
  'marketing-forms',
  'publish-schedules',
] as const satisfies readonly CollectionSlug[]
/** One document per site (unique `site`): the admin opens the selected site's document directly. */
export const SITE_SINGLETONS = ['navigations', 'footers'] as const satisfies readonly CollectionSlug[]

/**
 * The plugin's tenant field, named `site` as the field was before the plugin (same column, `site_id`,
 * indexed). `required` is not among the plugin's typed overrides, but the plugin spreads the overrides into
 * the field, so the column stays NOT NULL (the plugin's own validation already demands a site).
 */
const siteFieldOverrides = {
  name: 'site',
  required: true,
  // Group admins' "all sites" lists show and filter by site, named on every row; the field stays in the sidebar.
  admin: { disableListColumn: false, disableListFilter: false, position: 'sidebar', ...siteCell() },
} as MultiTenantPluginConfig['tenantField']

const multiTenant = multiTenantPlugin({
  tenantsSlug: 'sites',
  tenantField: siteFieldOverrides,
  tenantsArrayField: {
    arrayFieldName: USER_SITES_FIELD,
    arrayTenantFieldName: USER_SITE_FIELD,
    includeDefaultField: true,
  },
  userHasAccessToAllTenants: (user) => isGroupAdmin(user),
  // The users list is filtered in src/cms/users/collection.ts instead: group admins (who have no site rows) stay listed.
  useUsersTenantFilter: false,
  collections: {
    ...Object.fromEntries(SITE_COLLECTIONS.map((slug) => [slug, {}])),
    ...Object.fromEntries(SITE_SINGLETONS.map((slug) => [slug, { isGlobal: true }])),
  },
  i18n: {
    translations: {
      en: {
        'nav-tenantSelector-label': 'Site',
        'field-assignedTenant-label': 'Site',
        'assign-tenant-button-label': 'Move to another site',
        'assign-tenant-modal-title': 'Move "{{title}}" to another site',
      },
      sv: {
        'nav-tenantSelector-label': 'Webbplats',
        'field-assignedTenant-label': 'Webbplats',
        'assign-tenant-button-label': 'Flytta till en annan webbplats',
        'assign-tenant-modal-title': 'Flytta "{{title}}" till en annan webbplats',
      },
      nb: {
        'nav-tenantSelector-label': 'Nettsted',
        'field-assignedTenant-label': 'Nettsted',
        'assign-tenant-button-label': 'Flytt til et annet nettsted',
        'assign-tenant-modal-title': 'Flytt "{{title}}" til et annet nettsted',
      },
      sk: {
        'nav-tenantSelector-label': 'Web',
        'field-assignedTenant-label': 'Web',
        'assign-tenant-button-label': 'Presunúť na iný web',
        'assign-tenant-modal-title': 'Presunúť „{{title}}“ na iný web',
      },
    },
  },
})

/** The plugin's array of the sites an editor works on, its rows and their site, in every admin language. */
const USER_SITES_TEXTS: FieldTexts = {
  sites: {
    label: t('Sites', 'Webbplatser', 'Nettsteder', 'Weby'),
    labels: { singular: C.site, plural: t('Sites', 'Webbplatser', 'Nettsteder', 'Weby') },
  },
  site: { label: C.site },
}

/**
 * The plugin, with labels in every admin language on the sites array it adds to the users (the plugin gives it
 * none, so Payload would show "Sites", "Add Site" and "Site" in English).
 */
export const tenancy: Plugin = async (incoming) => {
  const config = await multiTenant(incoming)
  return {
    ...config,
    collections: config.collections?.map((collection) =>
      collection.slug === 'users'
        ? { ...collection, fields: withLabels(collection.fields, USER_SITES_TEXTS) }
        : collection,
    ),
  }
}
