/**
 * "Copy to another site" in a page's sidebar: the sites the editor may copy the page to (every other site for a
 * group admin, their other sites for a site editor: the rule of src/cms/access), and the form that asks for the
 * copy (./CopyToSiteForm.tsx). The server checks the rule again when the copy is asked for.
 */
import { getTranslation } from '@payloadcms/translations'
import type { UIFieldServerProps } from 'payload'
import { mayCopyBetweenSites } from '@/cms/access'
import { COPY_TEXTS } from './copy-texts'
import { CopyToSiteForm, type CopyTexts } from './CopyToSiteForm'

const idOf = (value: unknown): number | null => {
  const id = value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value
  return typeof id === 'number' ? id : null
}

export async function CopyToSite({ id, data, payload, req, i18n }: UIFieldServerProps) {
  const siteId = idOf(data?.site)
  if (siteId === null) return null
  const { docs } = await payload.find({
    collection: 'sites',
    depth: 0,
    pagination: false,
    sort: 'name',
    select: { name: true },
    overrideAccess: true,
  })
  const targets = docs
    .filter((site) => site.id !== siteId && mayCopyBetweenSites(req.user, siteId, site.id))
    .map((site) => ({ id: site.id, name: site.name }))
  if (!targets.length) return null
  const texts = Object.fromEntries(
    Object.entries(COPY_TEXTS).map(([key, text]) => [key, getTranslation(text, i18n)]),
  ) as CopyTexts
  const { routes } = payload.config
  return (
    <CopyToSiteForm
      pageId={typeof id === 'number' || typeof id === 'string' ? String(id) : null}
      targets={targets}
      texts={texts}
      endpoint={`${routes.api}/pages`}
      adminPages={`${routes.admin}/collections/pages`}
    />
  )
}
