/**
 * The "Visibility window" a block carries: shown from / shown until, wall-clock times on the site's
 * clock, in a collapsed box so it stays out of the way. Added to the blocks a campaign dates (car teaser, hero banner,
 * call to action, carousel) rather than to every block: each field is a column in the block's table and in its
 * version table. The rule is ./window.ts; the page leaves a block outside its window out (src/routing/PageBody.tsx).
 */
import type { Field, PayloadRequest, TextFieldSingleValidation } from 'payload'
import { inAdminLanguage, type AdminText } from '@/cms/admin-languages'
import { siteTimeZone } from '@/features/scheduling/rules'
import type { SearchIndex } from '@/sites/markets'
import { windowProblems, type WindowProblem, type WindowSide } from './window'

const LABELS = {
  window: { en: 'Visibility window', sv: 'Visningsperiod', nb: 'Visningsperiode', sk: 'Obdobie zobrazenia' },
  description: {
    en: "On the site's clock, as YYYY-MM-DD HH:mm. Outside the window the block is left out of the page; an empty field means no limit.",
    sv: 'Enligt webbplatsens klocka, som ÅÅÅÅ-MM-DD TT:mm. Utanför perioden utelämnas blocket från sidan; ett tomt fält betyder ingen gräns.',
    nb: 'Etter nettstedets klokke, som ÅÅÅÅ-MM-DD TT:mm. Utenfor perioden utelates blokken fra siden; et tomt felt betyr ingen grense.',
    sk: 'Podľa času webu, v tvare RRRR-MM-DD HH:mm. Mimo obdobia sa blok na stránke nezobrazí; prázdne pole znamená bez obmedzenia.',
  },
  shownFrom: { en: 'Shown from', sv: 'Visas från', nb: 'Vises fra', sk: 'Zobrazené od' },
  shownUntil: { en: 'Shown until', sv: 'Visas till', nb: 'Vises til', sk: 'Zobrazené do' },
} satisfies Record<string, AdminText>

const MESSAGES: Record<WindowProblem['problem'], (timeZone: string) => AdminText> = {
  format: () => ({
    en: 'Write the time as YYYY-MM-DD HH:mm, e.g. 2027-05-14 18:00.',
    sv: 'Skriv tiden som ÅÅÅÅ-MM-DD TT:mm, t.ex. 2027-05-14 18:00.',
    nb: 'Skriv tiden som ÅÅÅÅ-MM-DD TT:mm, f.eks. 2027-05-14 18:00.',
    sk: 'Zadajte čas v tvare RRRR-MM-DD HH:mm, napr. 2027-05-14 18:00.',
  }),
  skipped: (timeZone) => ({
    en: `That time does not exist in ${timeZone}: the clocks go forward then.`,
    sv: `Den tiden finns inte i ${timeZone}: klockan ställs fram då.`,
    nb: `Det tidspunktet finnes ikke i ${timeZone}: klokken stilles frem da.`,
    sk: `Tento čas v ${timeZone} neexistuje: vtedy sa posúvajú hodiny dopredu.`,
  }),
  'not-after-start': () => ({
    en: `"${LABELS.shownUntil.en}" must be after "${LABELS.shownFrom.en}".`,
    sv: `"${LABELS.shownUntil.sv}" måste vara efter "${LABELS.shownFrom.sv}".`,
    nb: `"${LABELS.shownUntil.nb}" må være etter "${LABELS.shownFrom.nb}".`,
    sk: `"${LABELS.shownUntil.sk}" musí byť po "${LABELS.shownFrom.sk}".`,
  }),
}

/**
 * The page's site's time zone. The save always names the site (the tenant field is required); a form checked before
 * it has one is read in UTC, which still catches a malformed time and an end before the start.
 */
async function pageTimeZone(data: unknown, req: PayloadRequest): Promise<string> {
  const site = (data as { site?: unknown } | undefined)?.site
  const id = site && typeof site === 'object' && 'id' in site ? (site as { id: unknown }).id : site
  if (typeof id !== 'number' && typeof id !== 'string') return 'UTC'
  // Every side of every dated block validates on each save (autosave too): the site is read once per request.
  const key = `blockWindow.timeZone:${id}`
  const known = req.context[key]
  if (typeof known === 'string') return known
  const found = await req.payload
    .findByID({ collection: 'sites', id, depth: 0, select: { searchIndex: true }, req, disableErrors: true })
    .catch(() => null)
  const timeZone = found?.searchIndex ? siteTimeZone(found.searchIndex as SearchIndex) : 'UTC'
  req.context[key] = timeZone
  return timeZone
}

const validateSide =
  (side: WindowSide): TextFieldSingleValidation =>
  async (_value, { data, siblingData, req }) => {
    const sides = siblingData as { shownFrom?: string | null; shownUntil?: string | null }
    if (!sides.shownFrom?.trim() && !sides.shownUntil?.trim()) return true
    const timeZone = await pageTimeZone(data, req)
    const problem = windowProblems(sides, timeZone).find((p) => p.field === side)
    return problem ? inAdminLanguage(MESSAGES[problem.problem](timeZone), req.i18n?.language) : true
  }

const side = (name: WindowSide): Field => ({
  name,
  type: 'text',
  label: LABELS[name],
  validate: validateSide(name),
  admin: { placeholder: 'YYYY-MM-DD HH:mm', width: '50%' },
})

/** The field entry a block adds to its fields. */
export const visibilityWindowField: Field = {
  type: 'collapsible',
  label: LABELS.window,
  admin: { initCollapsed: true, description: LABELS.description },
  fields: [{ type: 'row', fields: [side('shownFrom'), side('shownUntil')] }],
}
