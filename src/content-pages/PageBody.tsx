import { RenderBlocks } from '@/blocks/registry'
import type { Page } from '@/payload-types'
import type { Route } from '@/routing/kinds'
import type { SiteContext } from '@/sites/context'

/** A content page's title and blocks; route pages hand their route to the blocks (a car list reads its filters). */
export function PageBody({ ctx, page, route }: { ctx: SiteContext; page: Page; route: Route }) {
  const hasH1 = (page.layout ?? []).some((b) => b.blockType === 'richText' && b.titleTag === 'h1')
  return (
    <>
      {hasH1 ? null : <h1 className="page-title">{page.title}</h1>}
      <RenderBlocks blocks={page.layout} ctx={{ locale: ctx.locale, siteKey: ctx.site.key, route }} />
    </>
  )
}
