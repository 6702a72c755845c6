/** The workshop listing's rules (spec 2 §2.2, §3). */
type Dept = { group?: string | null; email?: string | null }
type SiteLike = { site_email?: string | null; site_departments?: Dept[] | null }

export const workshopDepartment = <D extends Dept>(site: { site_departments?: D[] | null }): D | null =>
  site.site_departments?.find((d) => d.group === 'Workshop') ?? null

/** spec 2 §3: "The workshop dealer's e-mail comes from the Workshop department or, failing that, from the site." */
export function workshopEmail(site: SiteLike): string | null {
  return workshopDepartment(site)?.email || site.site_email || null
}
