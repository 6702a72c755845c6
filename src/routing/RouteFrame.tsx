import type React from 'react'
import { headers } from 'next/headers'
import { loadStrings } from '@/i18n/dictionary/load'
import type { RouteView } from './view'
import { siteOrigin, type SiteContext } from '@/sites/context'
import { Breadcrumbs } from '@/features/shell/Breadcrumbs'
import { PageShellSync } from '@/features/shell/PageShellSync'
import { shellStrings } from '@/features/shell/strings'

/**
 * The frame every route kind renders in: it hands the kind's shell state (translations, brand theme) to the
 * persistent shell and shows the breadcrumbs, so no kind builds its own.
 */
export async function RouteFrame({
  ctx,
  view,
  kind,
  children,
}: {
  ctx: SiteContext
  view: RouteView
  kind: string
  children: React.ReactNode
}) {
  const [strings, requestHeaders] = await Promise.all([loadStrings(shellStrings, ctx.site.id, ctx.locale), headers()])
  return (
    <article data-page-path={view.shell.path} data-route-kind={kind}>
      <PageShellSync {...view.shell} />
      <Breadcrumbs
        items={view.breadcrumbs}
        label={strings.breadcrumbs}
        origin={siteOrigin(ctx.route, requestHeaders)}
      />
      {children}
    </article>
  )
}
