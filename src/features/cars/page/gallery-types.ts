import type { Messages, TemplatesOf } from '@/i18n/catalogue'
import type { CarDetailMessages, carDetailStrings } from './strings'

export type GalleryImage = { src: string; blur: string | null }

/** The strings the media viewer needs (a subset, so the client gets no more than it shows). */
export const GALLERY_KEYS = [
  'gallery',
  'imageOf',
  'showImage',
  'previousImage',
  'nextImage',
  'fullscreen',
  'closeFullscreen',
  'media',
  'tabImages',
  'tabVideo',
  'tabInternal360',
  'tabExternal360',
  'viewer360',
  'viewer360Hint',
  'video',
] as const satisfies readonly (keyof CarDetailMessages)[]

export type GalleryMessages = Messages<Pick<TemplatesOf<typeof carDetailStrings>, (typeof GALLERY_KEYS)[number]>>
