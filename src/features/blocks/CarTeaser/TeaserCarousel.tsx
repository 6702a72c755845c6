'use client'
import useEmblaCarousel from 'embla-carousel-react'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useCallback, useEffect, useState, type KeyboardEvent, type ReactNode } from 'react'
import { translator } from '@/i18n/catalogue'
import { IconButton } from '@/ui/IconButton'
import { usePrefersReducedMotion } from '../shared/reduced-motion'
import type { ContentBlockMessages } from '../shared/content-strings'
import styles from './CarTeaser.module.css'

type Props = { count: number; messages: ContentBlockMessages; children: ReactNode }

/**
 * The cars of the week as a carousel (spec 1 §2, §4: loops, arrows, dots). The server renders the
 * slides (the cards) as a row that scrolls sideways, so they are reachable before the scripts run; embla then
 * moves them, one card a step, looping when there are enough cars to fill the row. The arrows, dots and the
 * arrow keys on the row work by keyboard, and tabbing to a card brings it into view (embla's focus watch).
 */
export function TeaserCarousel({ count, messages, children }: Props) {
  const reduced = usePrefersReducedMotion()
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: 'start', duration: 25 })
  const [index, setIndex] = useState(0)
  const [snaps, setSnaps] = useState(count)
  const [edges, setEdges] = useState({ prev: true, next: true })
  const t = translator(messages)

  useEffect(() => {
    if (!embla) return
    const update = () => {
      setIndex(embla.selectedScrollSnap())
      setSnaps(embla.scrollSnapList().length)
      setEdges({ prev: embla.canScrollPrev(), next: embla.canScrollNext() })
    }
    embla.on('select', update).on('reInit', update)
    update()
    return () => {
      embla.off('select', update).off('reInit', update)
    }
  }, [embla])

  // Reduced motion: the row jumps instead of sliding.
  const go = useCallback((target: number) => embla?.scrollTo(target, reduced), [embla, reduced])
  const step = useCallback(
    (by: 1 | -1) => (by === 1 ? embla?.scrollNext(reduced) : embla?.scrollPrev(reduced)),
    [embla, reduced],
  )
  const onKey = (e: KeyboardEvent) => {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return
    e.preventDefault()
    step(e.key === 'ArrowRight' ? 1 : -1)
  }

  return (
    <>
      <div className={styles.viewport} ref={viewportRef} data-ready={embla ? 'true' : undefined} onKeyDown={onKey}>
        <div className={styles.track}>{children}</div>
      </div>
      {snaps > 1 ? (
        <div className={styles.controls}>
          <IconButton
            label={t('teaserPrevious')}
            className={styles.arrow}
            disabled={Boolean(embla) && !edges.prev}
            onClick={() => step(-1)}
            data-testid="teaser-prev"
          >
            <ChevronLeft aria-hidden="true" size={24} />
          </IconButton>
          <div className={styles.dots}>
            {Array.from({ length: snaps }, (_, i) => (
              <button
                key={i}
                type="button"
                className={styles.dot}
                aria-label={t('teaserGoTo', { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
                data-testid="teaser-dot"
              />
            ))}
          </div>
          <IconButton
            label={t('teaserNext')}
            className={styles.arrow}
            disabled={Boolean(embla) && !edges.next}
            onClick={() => step(1)}
            data-testid="teaser-next"
          >
            <ChevronRight aria-hidden="true" size={24} />
          </IconButton>
        </div>
      ) : null}
    </>
  )
}
