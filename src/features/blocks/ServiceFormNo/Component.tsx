import { loadStrings } from '@/i18n/dictionary/load'
import { ServiceFormNo } from '@/features/leads/lazy'
import { serviceFormStrings } from '@/features/leads/service-strings'
import { fixedWorkshop, websiteWorkshops } from '@/features/leads/workshops'
import { INDEX_TIME_ZONE } from '@/sites/markets'
import { siteByKey } from '@/sites/resolve'
import { uiStrings } from '@/ui/strings'
import { frame } from '../frame'
import type { BlockProps } from '../types'

/** The Norwegian service form (spec 2 §2.4) with the website's workshops, or the motorcycle form's fixed dealer. */
export async function ServiceFormNoComponent({ block, ctx }: BlockProps<'serviceFormNo'>) {
  const site = await siteByKey(ctx.siteKey)
  if (!site) return null
  const motorcycle = block.variant === 'motorcycle'
  const dealerId = typeof block.dealer === 'object' ? block.dealer?.id : block.dealer
  const [ui, t, workshops] = await Promise.all([
    loadStrings(uiStrings, site.id, ctx.locale),
    loadStrings(serviceFormStrings, site.id, ctx.locale),
    motorcycle
      ? dealerId
        ? fixedWorkshop(dealerId, site.id).then((w) => (w ? [w] : []))
        : []
      : websiteWorkshops(site.searchIndex, site.key),
  ])
  // A motorcycle form without its dealer cannot take a lead; the section error box says so.
  if (!workshops.length) throw new Error(`serviceFormNo: no workshop to send to on site ${site.key}`)
  return (
    <div className={`${frame.section} ${frame.app}`}>
      <ServiceFormNo
        locale={ctx.locale}
        ui={ui}
        t={t}
        workshops={workshops}
        motorcycle={motorcycle}
        timeZone={INDEX_TIME_ZONE[site.searchIndex]}
        title={block.title}
      />
    </div>
  )
}
