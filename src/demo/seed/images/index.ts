/** Deterministic demo imagery for the seed: SVG drawn in code, rasterised by sharp. */
export { BODY_TYPES, CAR_VIEWS, type BodyType, type CarView } from './body-types'
export { carImage, carSvg, type CarImageOptions } from './car'
export { heroImage, heroSvg, type HeroImageOptions } from './hero'
export { dealerImage, dealerSvg, type DealerImageOptions } from './dealer'
export { brandLogo, brandLogoSvg, type BrandLogo, type BrandLogoOptions } from './logo'
export { storyImage, storySvg, type StoryImageOptions } from './story'
export { blurDataUrl } from './blur'
