import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { RenderBlocks } from '@/blocks/registry'
import { siteContext, siteOrigin } from '@/sites/context'
import { localizedPath } from '@/sites/host-table'
import { findPage, pageTranslations } from '@/content-pages/find'
import { decodeSegment, normalizePath } from '@/content-pages/path'
import { pageMetadata } from '@/content-pages/metadata'
import { PageShellSync } from '@/shell/PageShellSync'
import { pageShellState } from '@/shell/page-shell'

type Props = { params: Promise<{ site: string; locale: string; path?: string[] }> }

// Pages read the database per request so that published edits show at once.
export const dynamic = 'force-dynamic'

async function resolve(params: Props['params']) {
  const { site: key, locale, path } = await params
  const ctx = await siteContext(key, locale)
  if (!ctx) return null
  const page = await findPage(ctx.site.id, ctx.locale, normalizePath((path ?? []).map(decodeSegment).join('/')))
  return page ? { ctx, page } : null
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const found = await resolve(params)
  if (!found) return {}
  const { ctx, page } = found
  const origin = siteOrigin(ctx.route, (await headers()).get('host'))
  const translations = await pageTranslations(page.id)
  return pageMetadata({ ctx, page, origin, translations })
}

export default async function ContentPage({ params }: Props) {
  const found = await resolve(params)
  if (!found) notFound()
  const { ctx, page } = found
  const hasH1 = (page.layout ?? []).some((b) => b.blockType === 'richText' && b.titleTag === 'h1')
  // The shell (language switcher, brand theme) follows the page on client-side navigation.
  const shell = pageShellState(ctx, page.path ?? '/', page, await pageTranslations(page.id))
  return (
    <article data-page-path={localizedPath(ctx.route, ctx.locale, page.path ?? '/')}>
      <PageShellSync {...shell} />
      {hasH1 ? null : <h1 className="page-title">{page.title}</h1>}
      <RenderBlocks blocks={page.layout} ctx={{ locale: ctx.locale, siteKey: ctx.site.key }} />
    </article>
  )
}
