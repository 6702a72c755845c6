import { ChevronDown } from 'lucide-react'
import { getImageProps } from 'next/image'
import { preload } from 'react-dom'
import { HeroSearch } from '@/features/cars/list/lazy'
import { loadStrings } from '@/i18n/dictionary/load'
import { blurBackdrop } from '@/features/media/blur-backdrop'
import { blurPlaceholder } from '@/features/media/placeholder'
import { mediaOf, videoOf } from '@/features/media/url'
import { siteByKey } from '@/sites/resolve'
import { CtaLink } from '../shared/CtaLink'
import { contentBlockStrings } from '../shared/content-strings'
import { BackgroundVideo } from '../shared/lazy'
import { searchBarProps } from '../shared/search-props'
import type { BlockProps } from '../types'
import { HERO_SIZES, PHONE_MEDIA, heroHeight, heroRenders } from './rules'
import styles from './HeroBanner.module.css'

/**
 * The hero banner (spec 1 §2, §3). Usually the page's largest paint: the image is in the server's HTML with
 * high fetch priority and a preload per art-directed source, and the banner's height comes from CSS alone
 * (no layout shift while the picture loads over its blur placeholder).
 */
export async function HeroBannerComponent({ block, ctx }: BlockProps<'heroBanner'>) {
  const image = mediaOf(block.image)
  if (!heroRenders(block.content, Boolean(image))) return null
  const phone = mediaOf(block.imagePhone)
  const desktopVideo = block.content === 'Video' ? videoOf(block.videoDesktop) : null
  const phoneVideo = block.content === 'Video' ? videoOf(block.videoPhone) : null
  const site = await siteByKey(ctx.siteKey)
  const [messages, blur, search] = await Promise.all([
    loadStrings(contentBlockStrings, site?.id ?? null, ctx.locale),
    image ? blurPlaceholder(block.image) : null,
    site && block.hasSearchBar && block.searchUrl
      ? searchBarProps(site, ctx.locale, block.searchUrl, block.searchPlaceholder, block.searchPlaceholderDesktop)
      : null,
  ])

  let picture = null
  if (image) {
    const common = {
      alt: image.alt ?? '',
      fill: true,
      sizes: HERO_SIZES,
      loading: 'eager',
      fetchPriority: 'high',
    } as const
    const { props } = getImageProps({ ...common, src: image.url })
    const phoneSet = phone ? getImageProps({ ...common, src: phone.url }).props.srcSet : undefined
    if (phoneSet)
      preload(phone!.url, {
        as: 'image',
        imageSrcSet: phoneSet,
        imageSizes: HERO_SIZES,
        fetchPriority: 'high',
        media: PHONE_MEDIA,
      })
    if (!desktopVideo)
      preload(props.src, {
        as: 'image',
        imageSrcSet: props.srcSet,
        imageSizes: HERO_SIZES,
        fetchPriority: 'high',
        ...(phoneSet ? { media: '(min-width: 768px)' } : {}),
      })
    picture = (
      <picture>
        {phoneSet ? <source media={PHONE_MEDIA} srcSet={phoneSet} sizes={HERO_SIZES} /> : null}
        <img {...props} decoding="sync" className={styles.image} alt={props.alt} />
      </picture>
    )
  }
  const videoSources = [
    ...(phoneVideo ? [{ src: phoneVideo.url, type: phoneVideo.type, media: PHONE_MEDIA }] : []),
    ...(desktopVideo ? [{ src: desktopVideo.url, type: desktopVideo.type }] : []),
  ]
  const fullScreen = block.variant === 'FullScreen'
  const Heading = block.titleTag ?? 'h2'
  const afterId = `after-hero-${block.id ?? 'banner'}`
  return (
    <>
      <section
        className={`${styles.hero} ${block.hasMarginTop ? styles.marginTop : ''}`}
        data-testid="hero-banner"
        data-height={heroHeight(block.variant, block.height)}
        data-placement={(block.contentPlacement ?? 'Center').toLowerCase()}
        data-centered={block.centerContent ? 'true' : undefined}
        data-text={block.textColor ?? 'white'}
      >
        <div className={styles.media} style={blurBackdrop(blur)}>
          {picture}
          {videoSources.length ? (
            <BackgroundVideo
              sources={videoSources}
              poster={image?.url}
              labels={messages}
              buttons
              className={styles.video}
            />
          ) : null}
        </div>
        <div className={styles.content}>
          {block.title ? <Heading className={styles.title}>{block.title}</Heading> : null}
          {block.text ? <p className={styles.text}>{block.text}</p> : null}
          <CtaLink link={block.link} type={block.buttonType} testId="hero-link" />
          {search ? (
            <div className={styles.search} data-testid="hero-search">
              <HeroSearch {...search} />
            </div>
          ) : null}
        </div>
        {fullScreen ? (
          <a
            href={`#${afterId}`}
            className={styles.scrollDown}
            aria-label={messages.scrollDown}
            data-testid="hero-scroll-down"
          >
            <ChevronDown aria-hidden="true" size={28} />
          </a>
        ) : null}
      </section>
      {fullScreen ? <div id={afterId} className={styles.after} /> : null}
    </>
  )
}
