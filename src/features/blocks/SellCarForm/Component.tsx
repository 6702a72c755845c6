import { loadStrings } from '@/i18n/dictionary/load'
import { SellCarForm } from '@/features/leads/lazy'
import { leadStrings } from '@/features/leads/strings'
import { siteByKey } from '@/sites/resolve'
import { uiStrings } from '@/ui/strings'
import { frame } from '../frame'
import type { BlockProps } from '../types'

export async function SellCarFormComponent({ block, ctx }: BlockProps<'sellCarForm'>) {
  const site = await siteByKey(ctx.siteKey)
  const [ui, t] = await Promise.all([
    loadStrings(uiStrings, site?.id ?? null, ctx.locale),
    loadStrings(leadStrings, site?.id ?? null, ctx.locale),
  ])
  return (
    <div className={`${frame.section} ${frame.app}`}>
      <SellCarForm locale={ctx.locale} ui={ui} t={t} title={block.title} text={block.text} />
    </div>
  )
}
