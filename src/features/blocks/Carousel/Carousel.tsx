'use client'
import useEmblaCarousel from 'embla-carousel-react'
import { ChevronLeft, ChevronRight, Pause, Play, Search } from 'lucide-react'
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react'
import { blurBackdrop } from '@/features/media/blur-backdrop'
import { translator } from '@/i18n/catalogue'
import { useHydrated, useTypedBeforeHydration } from '@/ui/hydration'
import { IconButton } from '@/ui/IconButton'
import { BackgroundVideo } from '../shared/BackgroundVideo'
import { CtaLink } from '../shared/CtaLink'
import { usePrefersReducedMotion } from '../shared/reduced-motion'
import { PHONE_MEDIA } from '../HeroBanner/rules'
import { autoAdvanceRuns, autoAdvanceTarget, navState } from './rules'
import type { ContentBlockMessages } from '../shared/content-strings'
import type { CarouselSearch, SlideView } from './types'
import styles from './Carousel.module.css'

type Props = {
  slides: SlideView[]
  label: string
  loop: boolean
  autoPlay: boolean
  delayMs: number
  placementX: string
  placementY: string
  height: 'default' | 'medium' | 'full'
  mediaButtons: boolean
  /** The page's first block: its first slide is likely the largest paint, so it loads at once and first. */
  eager: boolean
  marginTop: boolean
  messages: ContentBlockMessages
  search: CarouselSearch | null
}

/** How the opening slide of a page-opening carousel loads (likely the largest paint), and how every other does. */
const LEAD_IMAGE = { loading: 'eager', fetchPriority: 'high', decoding: 'sync' } as const
const LATER_IMAGE = { loading: 'lazy', decoding: 'async' } as const

function subscribeVisibility(onChange: () => void) {
  document.addEventListener('visibilitychange', onChange)
  return () => document.removeEventListener('visibilitychange', onChange)
}

/**
 * The carousel's moving part (spec 1 §4; spec 2 §4.3, §9): embla scrolls, the rules (rules.ts) say which
 * buttons are enabled and when to auto-advance: every few seconds while nobody hovers or focuses it, the tab
 * is visible and the visitor has not asked for reduced motion (then slides also change without animation).
 */
export function Carousel({
  slides,
  label,
  loop,
  autoPlay,
  delayMs,
  placementX,
  placementY,
  height,
  mediaButtons,
  eager,
  marginTop,
  messages,
  search,
}: Props) {
  const count = slides.length
  const reduced = usePrefersReducedMotion()
  const [viewportRef, embla] = useEmblaCarousel({ loop: loop && count > 1, duration: 30 })
  const [index, setIndex] = useState(0)
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const [stopped, setStopped] = useState(false)
  const [phrase, setPhrase] = useState('')
  const searchField = useRef<HTMLInputElement>(null)
  useTypedBeforeHydration(searchField, setPhrase)
  const hydrated = useHydrated()
  const hidden = useSyncExternalStore(
    subscribeVisibility,
    () => document.hidden,
    () => false,
  )
  const t = translator(messages)

  useEffect(() => {
    if (!embla) return
    const onSelect = () => setIndex(embla.selectedScrollSnap())
    embla.on('select', onSelect)
    onSelect()
    return () => {
      embla.off('select', onSelect)
    }
  }, [embla])

  const go = useCallback((target: number) => embla?.scrollTo(target, reduced), [embla, reduced])

  const runs = autoAdvanceRuns({
    enabled: autoPlay,
    count,
    reducedMotion: reduced,
    hovered,
    focused,
    hidden,
    stoppedByUser: stopped,
  })
  useEffect(() => {
    if (!runs || !embla) return
    // Restarted by every slide change, so a visitor's own step also gets the full delay.
    const timer = window.setTimeout(() => {
      const target = autoAdvanceTarget(index, count, loop)
      if (target !== null) go(target)
    }, delayMs)
    return () => window.clearTimeout(timer)
  }, [runs, embla, index, count, loop, delayMs, go])

  const { prevDisabled, nextDisabled } = navState(index, count, loop)
  return (
    <section
      className={`${styles.carousel} ${marginTop ? styles.marginTop : ''}`}
      aria-roledescription="carousel"
      aria-label={label}
      data-testid="carousel"
      data-height={height}
      data-x={placementX}
      data-y={placementY}
      data-autoplay={runs ? 'running' : 'paused'}
      data-ready={embla ? 'true' : undefined}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false)
      }}
    >
      <div className={styles.viewport} ref={viewportRef}>
        <div className={styles.container} aria-live={runs ? 'off' : 'polite'}>
          {slides.map((slide, i) => (
            <div
              key={slide.key}
              className={styles.slide}
              role="group"
              aria-roledescription="slide"
              aria-label={t('slide', { n: i + 1, total: count })}
              inert={i !== index}
              data-selected={i === index ? 'true' : undefined}
              data-text={slide.textColor}
              data-shadow={slide.textShadow ? 'true' : undefined}
              data-testid="carousel-slide"
            >
              <div className={styles.media} style={blurBackdrop(slide.image?.blur)}>
                {slide.image ? (
                  <picture>
                    {slide.image.phoneSrcSet ? (
                      <source media={PHONE_MEDIA} srcSet={slide.image.phoneSrcSet} sizes="100vw" />
                    ) : null}
                    <img
                      src={slide.image.src}
                      srcSet={slide.image.srcSet}
                      sizes={slide.image.sizes}
                      alt={slide.image.alt}
                      className={styles.image}
                      {...(i === 0 && eager ? LEAD_IMAGE : LATER_IMAGE)}
                    />
                  </picture>
                ) : null}
                {slide.video.length ? (
                  <BackgroundVideo
                    sources={slide.video}
                    poster={slide.image?.src}
                    labels={messages}
                    buttons={mediaButtons}
                    active={i === index}
                  />
                ) : null}
              </div>
              {slide.title || slide.text || slide.button ? (
                <div className={styles.content}>
                  {slide.title ? <h2 className={styles.title}>{slide.title}</h2> : null}
                  {slide.text ? <p className={styles.text}>{slide.text}</p> : null}
                  {slide.button ? <CtaLink link={slide.button} type={slide.buttonType} /> : null}
                </div>
              ) : null}
            </div>
          ))}
        </div>
      </div>

      {count > 1 ? (
        <div className={styles.controls}>
          <IconButton
            label={messages.previous}
            className={styles.arrow}
            disabled={prevDisabled}
            onClick={() => go(index === 0 ? count - 1 : index - 1)}
            data-testid="carousel-prev"
          >
            <ChevronLeft aria-hidden="true" size={24} />
          </IconButton>
          <div className={styles.dots}>
            {slides.map((slide, i) => (
              <button
                key={slide.key}
                type="button"
                className={styles.dot}
                aria-label={t('goTo', { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
                data-testid="carousel-dot"
              />
            ))}
          </div>
          <IconButton
            label={messages.next}
            className={styles.arrow}
            disabled={nextDisabled}
            onClick={() => go(index === count - 1 ? 0 : index + 1)}
            data-testid="carousel-next"
          >
            <ChevronRight aria-hidden="true" size={24} />
          </IconButton>
          {autoPlay && !reduced ? (
            <IconButton
              label={stopped ? messages.startAutoplay : messages.stopAutoplay}
              className={styles.arrow}
              onClick={() => setStopped(!stopped)}
              data-testid="carousel-autoplay"
            >
              {stopped ? <Play aria-hidden="true" size={20} /> : <Pause aria-hidden="true" size={20} />}
            </IconButton>
          ) : null}
        </div>
      ) : null}

      {search ? (
        <form
          role="search"
          method="get"
          action={search.action}
          className={styles.search}
          onSubmit={(e) => {
            if (phrase.trim() === '') e.preventDefault()
          }}
          data-testid="carousel-search"
        >
          <input
            ref={searchField}
            type="text"
            name="keyphrase"
            className={styles.searchInput}
            aria-label={search.label}
            placeholder={search.placeholder}
            value={phrase}
            maxLength={200}
            onChange={(e) => setPhrase(e.target.value)}
          />
          {/* Spec 1 §5: "slider search button disabled while phrase empty; Enter submits". Before hydration it is
              enabled: the browser's own GET with ?keyphrase= is the search then. */}
          <button type="submit" className={styles.searchButton} disabled={hydrated && phrase.trim() === ''}>
            <Search aria-hidden="true" size={18} />
            {search.button}
          </button>
        </form>
      ) : null}
    </section>
  )
}
