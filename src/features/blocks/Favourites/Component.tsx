import { loadStrings } from '@/i18n/dictionary/load'
import { localizedPath } from '@/sites/host-table'
import { pickLocale, siteByKey } from '@/sites/resolve'
import { carDisplay } from '@/features/cars/display'
import { FavouritesList } from '@/features/cars/favourites/FavouritesList'
import { favouritesStrings } from '@/features/cars/favourites/strings'
import { loadValueLabels } from '@/features/cars/load-value-labels'
import { frame } from '../frame'
import type { BlockProps } from '../types'

/** The visitor's favourites, or a shared list, with current prices (issue 37 §3; the list is the browser's). */
export async function FavouritesComponent({ ctx }: BlockProps<'favourites'>) {
  const site = await siteByKey(ctx.siteKey)
  if (!site) return null
  const [messages, labels] = await Promise.all([
    loadStrings(favouritesStrings, site.id, ctx.locale),
    loadValueLabels(site, ctx.locale),
  ])
  const detailBase = localizedPath(site, ctx.locale, pickLocale<string>(site.carDetailBasePath, ctx.locale) ?? '/')
  return (
    <div className={`${frame.section} ${frame.app}`}>
      <FavouritesList
        messages={messages}
        display={carDisplay(site.searchIndex, ctx.locale, labels)}
        detailBase={detailBase}
      />
    </div>
  )
}
