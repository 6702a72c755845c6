import type { PayloadRequest } from 'payload'

/** Editors preview drafts through /feaas-render (spec 1 §2), naming the page's site and locale. */
export async function pageLivePreviewUrl(
  data: Record<string, unknown> | undefined,
  locale: string | undefined,
  req: PayloadRequest,
): Promise<string> {
  const params = new URLSearchParams()
  if (data?.id != null) params.set('id', String(data.id))
  if (locale) params.set('locale', locale)
  const site = data?.site
  const siteId = site && typeof site === 'object' && 'id' in site ? (site as { id: number }).id : site
  if (siteId != null) {
    const doc = await req.payload
      .findByID({ collection: 'sites', id: siteId as number, depth: 0, req })
      .catch(() => null)
    if (doc) params.set('site', doc.key)
  }
  return `/feaas-render?${params.toString()}`
}
