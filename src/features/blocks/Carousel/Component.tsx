import { getImageProps } from 'next/image'
import { carListStrings } from '@/features/cars/list/strings'
import { loadStrings } from '@/i18n/dictionary/load'
import { mediaOf, videoOf } from '@/features/media/url'
import { localizedPath } from '@/sites/host-table'
import { siteByKey } from '@/sites/resolve'
import { contentBlockStrings } from '../shared/content-strings'
import { Carousel } from '../shared/lazy'
import { PHONE_MEDIA } from '../HeroBanner/rules'
import type { BlockProps } from '../types'
import { autoAdvanceDelayMs } from './rules'
import type { CarouselSearch, SlideView } from './types'

type Slide = NonNullable<BlockProps<'carousel'>['block']['slides']>[number]

function slideView(slide: Slide, i: number): SlideView {
  const image = mediaOf(slide.image)
  const phone = mediaOf(slide.imagePhone)
  const common = { alt: image?.alt ?? '', fill: true, sizes: '100vw' }
  const props = image ? getImageProps({ ...common, src: image.url }).props : null
  const desktopVideo = videoOf(slide.video)
  const phoneVideo = videoOf(slide.videoPhone)
  return {
    key: slide.id ?? String(i),
    title: slide.title || null,
    text: slide.text || null,
    textShadow: slide.textShadow ?? false,
    textColor: slide.textColor === 'black' ? 'black' : 'white',
    button: slide.button?.href
      ? { href: slide.button.href, label: slide.button.label || null, newTab: slide.button.newTab ?? false }
      : null,
    buttonType: slide.buttonType ?? 'Primary',
    image: props
      ? {
          src: props.src,
          srcSet: props.srcSet,
          sizes: props.sizes,
          alt: props.alt,
          blur: image?.blurDataUrl ?? null,
          phoneSrcSet: phone ? getImageProps({ ...common, src: phone.url }).props.srcSet : undefined,
        }
      : null,
    video: [
      ...(phoneVideo ? [{ src: phoneVideo.url, type: phoneVideo.type, media: PHONE_MEDIA }] : []),
      ...(desktopVideo ? [{ src: desktopVideo.url, type: desktopVideo.type }] : []),
    ],
  }
}

/** The carousel (spec 1 §3 "Slide", "Slider", §4): slides resolved here, moved by the client part (embla). */
export async function CarouselComponent({ block, ctx }: BlockProps<'carousel'>) {
  const slides = (block.slides ?? []).map(slideView).filter((s) => s.image || s.video.length || s.title)
  if (slides.length === 0) return null
  const site = await siteByKey(ctx.siteKey)
  const [messages, listMessages] = await Promise.all([
    loadStrings(contentBlockStrings, site?.id ?? null, ctx.locale),
    loadStrings(carListStrings, site?.id ?? null, ctx.locale),
  ])
  // Spec 2 §2.6: "The carousel search bar navigates to the configured search URL with the query parameter keyphrase."
  const search: CarouselSearch | null =
    site && block.hasSearchBar && block.searchUrl
      ? {
          action: localizedPath(site, ctx.locale, block.searchUrl),
          placeholder: block.searchPlaceholder || listMessages.searchPlaceholder,
          label: listMessages.searchLabel,
          button: listMessages.searchButton,
        }
      : null
  return (
    <Carousel
      slides={slides}
      label={block.title || messages.carousel}
      loop={block.loop ?? true}
      autoPlay={block.autoPlay ?? true}
      delayMs={autoAdvanceDelayMs(block.autoPlayDelay)}
      placementX={(block.contentPlacementX ?? 'Left').toLowerCase()}
      placementY={(block.contentPlacementY ?? 'Center').toLowerCase()}
      height={block.height === 'FullHeight' ? 'full' : block.height === 'Medium' ? 'medium' : 'default'}
      mediaButtons={block.hasMediaButtons ?? true}
      eager={ctx.first ?? false}
      marginTop={block.hasMarginTop ?? false}
      messages={messages}
      search={search}
    />
  )
}
