/** The accounts' labels and help texts in every admin language (src/cms/admin-languages.ts). */
import { adminText as t } from '../admin-languages'
import type { Role } from '../access/roles'

export const ROLE_LABELS = {
  admin: t(
    'Group admin (every site, users)',
    'Koncernadministratör (alla webbplatser, användare)',
    'Konsernadministrator (alle nettsteder, brukere)',
    'Správca skupiny (všetky weby, používatelia)',
  ),
  editor: t(
    'Site editor (assigned sites only)',
    'Webbplatsredaktör (endast tilldelade webbplatser)',
    'Nettstedsredaktør (bare tildelte nettsteder)',
    'Redaktor webu (len pridelené weby)',
  ),
} satisfies Record<Role, unknown>

export const ROLE_TEXTS = {
  label: t('Role', 'Roll', 'Rolle', 'Rola'),
  description: t(
    'Site editors work on the sites listed below only.',
    'Webbplatsredaktörer arbetar bara med webbplatserna nedan.',
    'Nettstedsredaktører arbeider bare med nettstedene nedenfor.',
    'Redaktori webu pracujú len na weboch uvedených nižšie.',
  ),
}
