import type { Footer } from '@/payload-types'
import { mediaOf, type ResolvedMedia } from '@/features/media/url'

export type BrandLogo = { name: string; href: string; logo: ResolvedMedia }

/**
 * spec 1 §2 "Footer": brand logos link to the car list path with ?car_brand={brand name}; logos
 * without a src are dropped. The black-and-white variant is used when there is one.
 */
export function brandLogos(footer: Pick<Footer, 'showBrands' | 'brands'> | null, carListPath: string): BrandLogo[] {
  if (!footer?.showBrands) return []
  return (footer.brands ?? []).flatMap((brand) => {
    const logo = mediaOf(brand.logoBlackAndWhite) ?? mediaOf(brand.logo)
    return logo ? [{ name: brand.name, href: `${carListPath}?car_brand=${encodeURIComponent(brand.name)}`, logo }] : []
  })
}

/** spec 1 §2: columns span 2 (of a 4-column grid) when there are at most 2 columns. */
export const columnSpan = (columnCount: number): 1 | 2 => (columnCount <= 2 ? 2 : 1)

/** mailto: and tel: links copy their address or number on click (spec 1 §2). */
export function copyValue(href: string): string | null {
  const match = /^(mailto|tel):(.+)$/i.exec(href.trim())
  if (!match) return null
  return decodeURIComponent(match[2].split('?')[0])
}

/** spec 1 §9: brand logo height 40 px; the width keeps the logo's proportions. */
export const BRAND_LOGO_HEIGHT = 40
export const logoWidthAt = (logo: Pick<ResolvedMedia, 'width' | 'height'>, height = BRAND_LOGO_HEIGHT): number =>
  Math.max(1, Math.round(((logo.width ?? 200) / (logo.height || 80)) * height))
