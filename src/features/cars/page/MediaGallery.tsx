'use client'
import { ChevronLeft, ChevronRight, Expand } from 'lucide-react'
import dynamic from 'next/dynamic'
import Image from 'next/image'
import { useEffect, useRef, useState } from 'react'
import { MediaDataSchema, videoSource, type MediaData } from '@/features/cars/media-data'
import { blurBackdrop } from '@/features/media/blur-backdrop'
import { translator } from '@/i18n/catalogue'
import { IconButton } from '@/ui/IconButton'
import { Tabs } from '@/ui/Tabs'
import { mediaTabs, stepImage, type MediaTab } from './gallery'
import type { GalleryImage, GalleryMessages } from './gallery-types'
import styles from './MediaGallery.module.css'

// Loaded only when shown (the viewer is not part of the page's first JavaScript).
const Viewer360 = dynamic(() => import('./Viewer360').then((m) => m.Viewer360), { ssr: false })
const FullscreenGallery = dynamic(() => import('./FullscreenGallery').then((m) => m.FullscreenGallery), { ssr: false })

const SIZES = '(min-width: 1024px) 60vw, 100vw'

type Props = {
  images: GalleryImage[]
  /** The car's name: the pictures' alternative text. */
  title: string
  /** spec 1 §7 GET /api/{name}/{regNo}: the site's name and the car's plate; no plate, no media call. */
  siteKey: string
  regNo: string | null
  t: GalleryMessages
}

/** The media of a car with its plate (spec 1 §7); any failure is null, and the page keeps the plain gallery (spec 1 §8). */
async function loadMedia(siteKey: string, regNo: string, signal: AbortSignal): Promise<MediaData | null> {
  try {
    const response = await fetch(`/api/${encodeURIComponent(siteKey)}/${encodeURIComponent(regNo)}`, { signal })
    if (!response.ok) return null
    const parsed = MediaDataSchema.safeParse(await response.json())
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

/** The picture gallery with its thumbnails and full-screen view; tabs for video and 360 views when the car has them (spec 1 §2). */
export function MediaGallery({ images, title, siteKey, regNo, t }: Props) {
  const [index, setIndex] = useState(0)
  const [media, setMedia] = useState<MediaData | null>(null)
  const [fullscreen, setFullscreen] = useState(false)
  const opener = useRef<HTMLButtonElement>(null)
  const wasOpen = useRef(false)

  useEffect(() => {
    if (!regNo) return
    const controller = new AbortController()
    loadMedia(siteKey, regNo, controller.signal).then((data) => {
      if (!controller.signal.aborted) setMedia(data)
    })
    return () => controller.abort()
  }, [siteKey, regNo])

  // Focus returns to the full-screen button when the view closes (the dialog has no trigger of its own).
  useEffect(() => {
    if (wasOpen.current && !fullscreen) opener.current?.focus()
    wasOpen.current = fullscreen
  }, [fullscreen])

  if (!images.length) return null
  const current = images[index]
  const gallery = (
    <div className={styles.gallery} data-testid="car-gallery">
      <div className={styles.stage} style={blurBackdrop(current.blur)}>
        <Image
          key={current.src}
          src={current.src}
          alt={`${title} – ${translator(t)('imageOf', { n: index + 1, total: images.length })}`}
          fill
          priority={index === 0}
          sizes={SIZES}
          data-testid="car-gallery-image"
        />
        {images.length > 1 ? (
          <>
            <IconButton
              label={t.previousImage}
              className={styles.prev}
              onClick={() => setIndex(stepImage(index, -1, images.length))}
            >
              <ChevronLeft aria-hidden="true" size={28} />
            </IconButton>
            <IconButton
              label={t.nextImage}
              className={styles.next}
              onClick={() => setIndex(stepImage(index, 1, images.length))}
            >
              <ChevronRight aria-hidden="true" size={28} />
            </IconButton>
          </>
        ) : null}
        <IconButton
          ref={opener}
          label={t.fullscreen}
          className={styles.expand}
          onClick={() => setFullscreen(true)}
          data-testid="gallery-fullscreen"
        >
          <Expand aria-hidden="true" size={22} />
        </IconButton>
      </div>
      {images.length > 1 ? (
        <ul className={styles.thumbs} aria-label={t.gallery}>
          {images.map((image, i) => (
            <li key={image.src}>
              <button
                type="button"
                className={styles.thumb}
                aria-current={i === index ? 'true' : undefined}
                aria-label={translator(t)('showImage', { n: i + 1 })}
                onClick={() => setIndex(i)}
              >
                <Image src={image.src} alt="" fill sizes="96px" />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {fullscreen ? (
        <FullscreenGallery
          images={images}
          title={title}
          start={index}
          t={t}
          onClose={(at) => (setIndex(at), setFullscreen(false))}
        />
      ) : null}
    </div>
  )

  const tabs = mediaTabs(media)
  if (tabs.length === 1 || !media) return gallery
  const content: Record<MediaTab, () => React.ReactNode> = {
    images: () => gallery,
    video: () => <Video url={media.videoUrl!} label={t.video} />,
    internal360: () => (
      <Viewer360 frames={media.internal360} label={t.viewer360} hint={t.viewer360Hint} testId="viewer-internal360" />
    ),
    external360: () => (
      <Viewer360 frames={media.images360} label={t.viewer360} hint={t.viewer360Hint} testId="viewer-external360" />
    ),
  }
  const labels: Record<MediaTab, string> = {
    images: t.tabImages,
    video: t.tabVideo,
    internal360: t.tabInternal360,
    external360: t.tabExternal360,
  }
  return (
    <div className={styles.tabs} data-testid="media-tabs">
      <Tabs label={t.media} tabs={tabs.map((tab) => ({ value: tab, label: labels[tab], content: content[tab]() }))} />
    </div>
  )
}

function Video({ url, label }: { url: string; label: string }) {
  const source = videoSource(url)
  return (
    <div className={styles.video} data-testid="car-video">
      {source.kind === 'youtube' ? (
        <iframe
          src={source.src}
          title={label}
          allow="encrypted-media; picture-in-picture"
          allowFullScreen
          loading="lazy"
        />
      ) : (
        <video src={source.src} controls preload="metadata" aria-label={label} />
      )}
    </div>
  )
}
