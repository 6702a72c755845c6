/** Hero banner rules (spec 1 §2 "Hero banner", §3; spec 2 §9 "Hero heights: full, medium (64% of viewport), default"). */

/** Spec 1 §2: "Renders nothing if the content is not Video and there is no image." */
export const heroRenders = (content: string | null | undefined, hasImage: boolean): boolean =>
  content === 'Video' || hasImage

export type HeroHeight = 'full' | 'medium' | 'default'

/** The FullScreen variant fills the screen whatever the height says; otherwise the editor's height. */
export function heroHeight(variant: string | null | undefined, height: string | null | undefined): HeroHeight {
  if (variant === 'FullScreen' || height === 'Full') return 'full'
  return height === 'Medium' ? 'medium' : 'default'
}

/**
 * The `sizes` of the hero image: it spans the viewport, so the browser picks by viewport width (the phone
 * image below 768 px has its own source).
 */
export const HERO_SIZES = '100vw'
export const PHONE_MEDIA = '(max-width: 767px)'
