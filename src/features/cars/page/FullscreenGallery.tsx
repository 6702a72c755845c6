'use client'
import { ChevronLeft, ChevronRight } from 'lucide-react'
import Image from 'next/image'
import { useEffect, useRef, useState, type PointerEvent } from 'react'
import { translator } from '@/i18n/catalogue'
import { Dialog } from '@/ui/Dialog'
import { IconButton } from '@/ui/IconButton'
import { stepImage, swipeStep } from './gallery'
import type { GalleryImage, GalleryMessages } from './gallery-types'
import styles from './MediaGallery.module.css'

/**
 * The pictures full screen (spec 1 §2): arrow keys and swipes move between them, Escape closes (Radix
 * Dialog), and the caller puts focus back on the button that opened it. `onClose` gets the picture shown last.
 */
export function FullscreenGallery({
  images,
  title,
  start,
  t,
  onClose,
}: {
  images: GalleryImage[]
  title: string
  start: number
  t: GalleryMessages
  onClose: (index: number) => void
}) {
  const [index, setIndex] = useState(start)
  const touch = useRef<{ x: number; y: number } | null>(null)
  const step = (by: number) => setIndex((i) => stepImage(i, by, images.length))
  const count = images.length
  // Arrow keys anywhere in the dialog (focus starts on its close button).
  useEffect(() => {
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      const by = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
      if (by) setIndex((i) => stepImage(i, by, count))
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [count])
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    touch.current = { x: event.clientX, y: event.clientY }
  }
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!touch.current) return
    const by = swipeStep(event.clientX - touch.current.x, event.clientY - touch.current.y)
    touch.current = null
    if (by) step(by)
  }
  const image = images[index]
  const position = translator(t)('imageOf', { n: index + 1, total: images.length })
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose(index))}
      title={title}
      closeLabel={t.closeFullscreen}
      className={styles.fullscreen}
      data-testid="fullscreen-gallery"
    >
      <div
        className={styles.fullscreenStage}
        onPointerDown={onPointerDown}
        onPointerUp={onPointerUp}
        data-testid="fullscreen-stage"
        data-index={index}
      >
        <Image
          src={image.src}
          alt={`${title} – ${position}`}
          fill
          sizes="100vw"
          draggable={false}
          {...(image.blur ? { placeholder: 'blur' as const, blurDataURL: image.blur } : {})}
        />
      </div>
      <div className={styles.fullscreenBar}>
        <IconButton label={t.previousImage} onClick={() => step(-1)}>
          <ChevronLeft aria-hidden="true" size={28} />
        </IconButton>
        <span aria-live="polite">{position}</span>
        <IconButton label={t.nextImage} onClick={() => step(1)}>
          <ChevronRight aria-hidden="true" size={28} />
        </IconButton>
      </div>
    </Dialog>
  )
}
