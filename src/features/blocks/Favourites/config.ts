import type { Block } from 'payload'
import { FAVOURITES_BLOCK } from '@/features/cars/favourites/rules'
import { FAVOURITES_LABELS as T } from './labels'

/**
 * The favourites list (issue 37 §3). The page holding it is the site's favourites page: the header links to it
 * with the count (src/features/cars/favourites/queries.ts), and shared links open it. Its texts are the
 * `favourites` catalogue's; nothing to set.
 */
export const FavouritesBlock: Block = {
  slug: FAVOURITES_BLOCK,
  interfaceName: 'FavouritesBlock',
  labels: { singular: T.singular, plural: T.plural },
  fields: [],
}
