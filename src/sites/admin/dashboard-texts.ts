/** The site dashboard's own words in every admin language (src/cms/admin-languages.ts). */
import type { AdminText } from '@/cms/admin-languages'

export const DASHBOARD_TEXTS = {
  allSites: { en: 'All sites', sv: 'Alla webbplatser', nb: 'Alle nettsteder', sk: 'Všetky weby' },
  chooseSite: {
    en: 'Choose a site in the selector to work on it; lists then show that site only.',
    sv: 'Välj en webbplats i väljaren för att arbeta med den; listorna visar då bara den webbplatsen.',
    nb: 'Velg et nettsted i velgeren for å jobbe med det; listene viser da bare det nettstedet.',
    sk: 'Vyberte web vo výbere, aby ste na ňom mohli pracovať; zoznamy potom zobrazia iba tento web.',
  },
  liveSite: { en: 'Live site', sv: 'Publik webbplats', nb: 'Publisert nettsted', sk: 'Živý web' },
  siteSettings: {
    en: 'Site settings',
    sv: 'Webbplatsinställningar',
    nb: 'Nettstedsinnstillinger',
    sk: 'Nastavenia webu',
  },
  siteContent: { en: "This site's content", sv: 'Webbplatsens innehåll', nb: 'Nettstedets innhold', sk: 'Obsah webu' },
  recentChanges: { en: 'Recent changes', sv: 'Senaste ändringar', nb: 'Siste endringer', sk: 'Posledné zmeny' },
  tyreReviews: {
    en: 'Tyre hotel reviews',
    sv: 'Däckhotellets omdömen',
    nb: 'Dekkhotellets vurderinger',
    sk: 'Hodnotenia pneuhotela',
  },
  noneYet: {
    en: 'No pages or stories yet.',
    sv: 'Inga sidor eller artiklar än.',
    nb: 'Ingen sider eller artikler ennå.',
    sk: 'Zatiaľ žiadne stránky ani články.',
  },
  activity: {
    en: 'Activity on this site',
    sv: 'Aktivitet på webbplatsen',
    nb: 'Aktivitet på nettstedet',
    sk: 'Aktivita na tomto webe',
  },
  allActivity: { en: 'All activity', sv: 'All aktivitet', nb: 'All aktivitet', sk: 'Všetka aktivita' },
  noActivity: {
    en: 'Nothing recorded yet.',
    sv: 'Inget registrerat än.',
    nb: 'Ingenting registrert ennå.',
    sk: 'Zatiaľ nič nezaznamenané.',
  },
  platform: { en: 'The platform', sv: 'Plattformen', nb: 'Plattformen', sk: 'Platforma' },
} as const satisfies Record<string, AdminText>
