'use client'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import { useEffect, useId, useRef, useState, type CSSProperties, type PointerEvent, type ReactNode } from 'react'
import { SLIDER_CARD_WIDTH, SLIDER_CLOSED_OFFSET, sliderOffset, sliderSnap } from './rules'
import styles from './SimilarCars.module.css'

const DESKTOP = '(min-width: 1024px)'
/** A press that moves less than this is a click on the grip, not a drag. */
const CLICK_SLOP_PX = 6

/**
 * Similar cars (spec 1 §2, §4): from 1024 px a side panel at the page's end edge that shows its grip
 * closed and opens by a press or by dragging past 30 % of the card width (else it snaps back); below
 * 1024 px a horizontal list in the page. The cards are rendered on the server and passed in.
 */
export function SimilarCars({
  heading,
  openLabel,
  closeLabel,
  cards,
}: {
  heading: string
  openLabel: string
  closeLabel: string
  cards: ReactNode[]
}) {
  const [desktop, setDesktop] = useState(false)
  const [open, setOpen] = useState(false)
  const [drag, setDrag] = useState<number | null>(null)
  const start = useRef<{ x: number; id: number } | null>(null)
  const headingId = useId()
  const listId = useId()

  useEffect(() => {
    const query = window.matchMedia(DESKTOP)
    const update = () => setDesktop(query.matches)
    update()
    query.addEventListener('change', update)
    return () => query.removeEventListener('change', update)
  }, [])

  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (!desktop || event.button !== 0) return
    start.current = { x: event.clientX, id: event.pointerId }
    event.currentTarget.setPointerCapture(event.pointerId)
  }
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    if (start.current?.id !== event.pointerId) return
    setDrag(start.current.x - event.clientX)
  }
  const onPointerEnd = (event: PointerEvent<HTMLElement>) => {
    if (start.current?.id !== event.pointerId) return
    const moved = start.current.x - event.clientX
    start.current = null
    setDrag(null)
    setOpen(Math.abs(moved) < CLICK_SLOP_PX ? !open : sliderSnap(open, moved))
  }

  const offset = drag === null ? sliderOffset(open, 0) : sliderOffset(open, drag)
  const style = {
    '--card-width': `${SLIDER_CARD_WIDTH}px`,
    '--grip-width': `${-SLIDER_CLOSED_OFFSET}px`,
    '--slider-offset': `${offset}px`,
  } as CSSProperties
  return (
    <section
      className={styles.similar}
      aria-labelledby={headingId}
      data-testid="similar-cars"
      data-open={open ? '' : undefined}
      data-dragging={drag === null ? undefined : ''}
      style={style}
    >
      <button
        type="button"
        className={styles.grip}
        aria-expanded={open}
        aria-controls={listId}
        aria-label={open ? closeLabel : openLabel}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onKeyDown={(event) => {
          if (event.key === 'Enter' || event.key === ' ') {
            event.preventDefault()
            setOpen(!open)
          }
        }}
        data-testid="similar-grip"
      >
        {open ? <ChevronRight aria-hidden="true" size={24} /> : <ChevronLeft aria-hidden="true" size={24} />}
      </button>
      <div className={styles.body} inert={desktop && !open}>
        <h2 id={headingId} className={styles.heading}>
          {heading}
        </h2>
        <ul id={listId} className={styles.list}>
          {cards.map((card, i) => (
            <li key={i} className={styles.item}>
              {card}
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
