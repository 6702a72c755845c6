import type { ButtonType } from '../shared/fields'
import type { VideoSource } from '../shared/BackgroundVideo'

/** One slide as the server hands it to the client carousel: plain data, images already resolved by next/image. */
export type SlideView = {
  key: string
  title: string | null
  text: string | null
  textShadow: boolean
  textColor: 'white' | 'black'
  button: { href: string; label: string | null; newTab: boolean } | null
  buttonType: ButtonType
  image: { src: string; srcSet?: string; sizes?: string; alt: string; phoneSrcSet?: string; blur: string | null } | null
  video: VideoSource[]
}

export type CarouselSearch = { action: string; placeholder: string; label: string; button: string }
