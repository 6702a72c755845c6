import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig, type CollectionConfig, type IncomingAuthType } from 'payload'
import sharp from 'sharp'
import { en } from '@payloadcms/translations/languages/en'
import { nb } from '@payloadcms/translations/languages/nb'
import { sk } from '@payloadcms/translations/languages/sk'
import { sv } from '@payloadcms/translations/languages/sv'
import { DEFAULT_LOCALE, LOCALE_LABELS, LOCALES } from './locales'
import { Users } from '@/cms/users/collection'
import { resetPasswordEmail } from '@/sites/admin/reset-email'
import { Media } from '@/features/media/collection'
import { Sites } from '@/sites/collection'
import { Pages } from '@/features/pages/collection'
import { GroupContent } from '@/features/pages/group/collection'
import { withPublishChecks } from '@/features/pages/publish-checks/enforce'
import { Navigations } from '@/features/shell/navigation/collection'
import { Footers } from '@/features/shell/footer/collection'
import { DictionaryEntries } from '@/i18n/dictionary/collection'
import { Stories, Tags } from '@/features/stories/collections'
import { DealerSites } from '@/features/dealers/collection'
import { Cars } from '@/features/cars/collection'
import { FinanceProducts, FinanceQuotes } from '@/features/finance/collections'
import { Redirects } from '@/routing/redirects/collection'
import { SiteMessages } from '@/features/shell/message/collection'
import { PublishSchedules } from '@/features/scheduling/collection'
import { Outbox } from '@/platform/outbox/collection'
import { CrmLeads, MailOutbox, SmsOutbox } from '@/platform/messaging/collections'
import { outboxEmailAdapter } from '@/platform/messaging/payload-mail'
import { Leads } from '@/features/leads/collection'
import { BOOKING_COLLECTIONS } from '@/features/service-booking/server/collections'
import { TYRE_HOTEL_COLLECTIONS } from '@/features/tyre-hotel/server/collections'
import { openBookingIndex } from '@/features/tyre-hotel/server/open-booking'
import { CarMedia } from '@/features/cars/media-collection'
import { MarketingForms } from '@/features/leads/marketing/collection'
import { AuditLog } from '@/cms/audit/collection'
import { withAuditLog } from '@/cms/audit/audited'
import { migrations } from '@/migrations'
import { keepAliveOnDatabaseErrors } from './resilience'
import { adminOrigins } from './admin-origins'
import { poolBounds } from './pool-config'
import { REST_BOUNDS } from './rest-guard'
import { tenancy } from './tenancy'
import { FALLBACK_ADMIN_LANGUAGE } from './admin-languages'
import { withTransactionalLockCheck } from './document-locks'
import { ADMIN_LANGUAGE_REFRESH, SAVED_SEARCH_COUNTS, SITE_DASHBOARD, SITE_LOCALE_GUARD } from './admin/components'
import { filterLocalesBySelectedSite } from './admin/site-locales'
import { scopeCollection } from './access/scope'
import { DEALER_SCOPE, DEALER_SITE_SCOPE, MARKET_SCOPE, WORKSHOP_BOOKING_SCOPE, WORKSHOP_SCOPE } from './site-scopes'
import { log, logWarning } from '@/platform/log/logger'

const dirname = path.dirname(fileURLToPath(import.meta.url))
const srcDir = path.resolve(dirname, '..')

const withLockChecks = (collections: CollectionConfig[]) => collections.map(withTransactionalLockCheck)

const usersAuth = Users.auth as IncomingAuthType
/** The reset e-mail links to a site host of the group (src/sites/admin/reset-email.ts: the sites layer knows them). */
const usersWithResetEmail: CollectionConfig = {
  ...Users,
  auth: { ...usersAuth, forgotPassword: { ...usersAuth.forgotPassword, generateEmailHTML: resetPasswordEmail } },
}

const ADMIN_ORIGINS = adminOrigins(process.env, logWarning)

export default buildConfig({
  secret: process.env.PAYLOAD_SECRET || '',
  serverURL: process.env.NEXT_PUBLIC_SERVER_URL || '',
  // The editor's cookie and CORS only for the admin's own origins (src/cms/admin-origins.ts).
  csrf: [...ADMIN_ORIGINS],
  cors: [...ADMIN_ORIGINS],
  // No read follows relationships deeper (the REST gate refuses a larger `depth` outright).
  maxDepth: REST_BOUNDS.maxDepth,
  admin: {
    user: Users.slug,
    importMap: { baseDir: srcDir },
    meta: { titleSuffix: ' · Dealer group CMS' },
    // No request leaves the machine from the admin (Payload's default is an outside avatar service).
    avatar: 'default',
    components: {
      // The content locale follows the site being edited; the dashboard is the selected site's.
      actions: [SITE_LOCALE_GUARD],
      beforeDashboard: [SITE_DASHBOARD, SAVED_SEARCH_COUNTS],
      // The first screen after sign-in comes in the account's language (./admin-languages.ts).
      providers: [ADMIN_LANGUAGE_REFRESH],
    },
  },
  // Editors' saves and deletions on a site are written to the audit log (src/cms/audit).
  collections: withLockChecks(
    withAuditLog([
      usersWithResetEmail,
      Media,
      Sites,
      withPublishChecks(Pages),
      GroupContent,
      Navigations,
      Footers,
      DictionaryEntries,
      Tags,
      Stories,
      scopeCollection(DealerSites, DEALER_SITE_SCOPE),
      scopeCollection(Cars, MARKET_SCOPE),
      Redirects,
      SiteMessages,
      PublishSchedules,
      scopeCollection(FinanceProducts, DEALER_SCOPE),
      scopeCollection(FinanceQuotes, DEALER_SCOPE),
      Outbox,
      SmsOutbox,
      MailOutbox,
      CrmLeads,
      Leads,
      scopeCollection(CarMedia, MARKET_SCOPE),
      MarketingForms,
      ...BOOKING_COLLECTIONS.map((c) =>
        c.slug === 'workshop-departments'
          ? scopeCollection(c, WORKSHOP_SCOPE)
          : c.slug === 'workshop-bookings'
            ? scopeCollection(c, WORKSHOP_BOOKING_SCOPE)
            : c,
      ),
      ...TYRE_HOTEL_COLLECTIONS,
      AuditLog,
    ]),
  ),
  // One site at a time, per-site editors (src/cms/tenancy.ts; the other collections' scopes above).
  plugins: [tenancy],
  localization: {
    locales: LOCALES.map((code) => ({ code, label: LOCALE_LABELS[code].nativeName })),
    defaultLocale: DEFAULT_LOCALE,
    fallback: false,
    // The locale selector lists the selected site's locales, its default first.
    filterAvailableLocales: filterLocalesBySelectedSite,
  },
  // The admin in the editor's language (./admin-languages.ts: chosen on the account, else the browser's).
  i18n: { supportedLanguages: { en, sv, nb, sk }, fallbackLanguage: FALLBACK_ADMIN_LANGUAGE },
  editor: lexicalEditor(),
  graphQL: { disable: true },
  // The site's own HTTP contracts live at the root of /api (spec: /api/forms/comhub, /api/mechmate/…), so
  // Payload's REST API moves below /api/cms (docs/api.md).
  routes: { api: '/api/cms' },
  db: postgresAdapter({
    pool: { connectionString: process.env.DATABASE_URL, ...poolBounds(process.env, logWarning) },
    // Schema changes go through committed migrations; pushing is only for `npm run dev` (DESIGN §2).
    push: process.env.PAYLOAD_PUSH === 'true',
    migrationDir: path.resolve(srcDir, 'migrations'),
    prodMigrations: migrations,
    // Indexes Payload's fields cannot declare (a partial unique index), so generated migrations include them.
    afterSchemaInit: [openBookingIndex],
  }),
  sharp,
  // An editor's password reset and Payload's other e-mails leave through the outbox like the platform's own.
  email: outboxEmailAdapter(),
  typescript: { outputFile: path.resolve(srcDir, 'payload-types.ts'), autoGenerate: false },
  telemetry: false,
  // Payload's own lines (its errors, migrations) go through the platform's logger: JSON or readable, scrubbed.
  logger: log,
  onInit: async (payload) => keepAliveOnDatabaseErrors(payload),
})
