import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { payloadClient } from '@/cms/payload'
import { RenderBlocks } from '@/features/blocks/registry'
import { siteContext } from '@/sites/context'
import { localizedPath } from '@/sites/host-table'
import { PreviewRefresh } from '@/features/pages/PreviewRefresh'
import { withGroupContent } from '@/features/pages/group/show'
import { loadStrings } from '@/i18n/dictionary/load'
import { shellStrings } from '@/features/shell/strings'
import { blockStrings } from '@/features/blocks/strings'
import { EditingMode } from '@/ui/editing'
import { EDITING_LINKS_SCRIPT } from '@/ui/editing-script'
import { NONCE_HEADER } from '@/sites/request'
import styles from '@/features/shell/StatusPage.module.css'

type Props = {
  params: Promise<{ site: string; locale: string }>
  searchParams: Promise<{ id?: string }>
}

export const dynamic = 'force-dynamic'

/** spec 1 §2 /feaas-render: an editor's view of the latest draft, refreshed on every save. */
export default async function PreviewPage({ params, searchParams }: Props) {
  const { site: key, locale } = await params
  const { id } = await searchParams
  const ctx = await siteContext(key, locale)
  const payload = await payloadClient()
  const requestHeaders = await headers()
  const { user } = await payload.auth({ headers: requestHeaders })
  if (!ctx || !id || !/^\d+$/.test(id)) notFound()
  if (!user) {
    const t = await loadStrings(shellStrings, ctx.site.id, ctx.locale)
    return (
      <section className={styles.page}>
        <h1>{t.previewTitle}</h1>
        <p className={styles.text}>{t.previewSignIn}</p>
      </section>
    )
  }
  const draft = await payload
    .findByID({
      collection: 'pages',
      id: Number(id),
      locale: ctx.locale,
      draft: true,
      depth: 2,
      user,
      overrideAccess: false,
    })
    .catch(() => null)
  if (!draft) notFound()
  // As the site will show it: a group document's published fields over the page's own (src/features/pages/group).
  const page = await withGroupContent(payload, draft, ctx.site.id, ctx.locale)
  const { editingNotice } = await loadStrings(blockStrings, ctx.site.id, ctx.locale)
  // spec 1 §6, spec 2 §2.6: every block renders in the editing mode (links editable, clicks not followed).
  return (
    <article data-preview="true">
      <script
        nonce={requestHeaders.get(NONCE_HEADER) ?? undefined}
        dangerouslySetInnerHTML={{ __html: EDITING_LINKS_SCRIPT }}
      />
      <PreviewRefresh />
      <EditingMode notice={editingNotice}>
        <h1 className="page-title">{page.title}</h1>
        <RenderBlocks
          blocks={page.layout}
          ctx={{
            locale: ctx.locale,
            siteKey: ctx.site.key,
            path: localizedPath(ctx.route, ctx.locale, page.path ?? '/'),
          }}
        />
      </EditingMode>
    </article>
  )
}
