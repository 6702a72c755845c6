/** Same placeholder the media collection stores, so seeded images match uploaded ones. */
export { blurDataUrl } from '../../../features/media/blur'
