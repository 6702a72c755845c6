/** Deterministic demo imagery for the seed: SVG drawn in code, rasterised by sharp. */
export { type BodyType } from './body-types'
export { carImage } from './car'
export { heroImage } from './hero'
export { dealerImage } from './dealer'
export { brandLogo } from './logo'
export { storyImage } from './story'
