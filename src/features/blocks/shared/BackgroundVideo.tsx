'use client'
import { Pause, Play, Volume2, VolumeX } from 'lucide-react'
import { useEffect, useRef, useState } from 'react'
import { usePrefersReducedMotion } from './reduced-motion'
import styles from './BackgroundVideo.module.css'

export type VideoSource = { src: string; type: string; media?: string }
export type VideoLabels = { play: string; pause: string; mute: string; unmute: string }

type Props = {
  sources: VideoSource[]
  poster?: string
  labels: VideoLabels
  buttons: boolean
  active?: boolean
  className?: string
}

/**
 * A decorative background video (spec 1 §4 "Video: starts muted and playing; play/pause and mute toggles"):
 * it starts muted unless the visitor asks for reduced motion, and pauses while `active` is false (a slide
 * out of view). The phone source comes first with its media query.
 */
export function BackgroundVideo({ sources, poster, labels, buttons, active = true, className }: Props) {
  const ref = useRef<HTMLVideoElement>(null)
  const reduced = usePrefersReducedMotion()
  const [playing, setPlaying] = useState(false)
  const [muted, setMuted] = useState(true)
  const [stopped, setStopped] = useState(false)

  useEffect(() => {
    const video = ref.current
    if (!video) return
    video.muted = true
    if (active && !reduced && !stopped) video.play().catch(() => setPlaying(false))
    else video.pause()
  }, [active, reduced, stopped])

  return (
    <div className={`${styles.wrap} ${className ?? ''}`}>
      <video
        ref={ref}
        className={styles.video}
        loop
        playsInline
        preload="metadata"
        poster={poster}
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
        aria-hidden="true"
        tabIndex={-1}
      >
        {sources.map((s) => (
          <source key={s.src + (s.media ?? '')} src={s.src} type={s.type} media={s.media} />
        ))}
      </video>
      {buttons ? (
        <div className={styles.buttons}>
          <button
            type="button"
            className={styles.button}
            aria-label={playing ? labels.pause : labels.play}
            onClick={() => {
              const video = ref.current
              if (!video) return
              if (playing) {
                setStopped(true)
                video.pause()
              } else {
                setStopped(false)
                video.play().catch(() => setPlaying(false))
              }
            }}
            data-testid="video-play"
          >
            {playing ? <Pause aria-hidden="true" size={20} /> : <Play aria-hidden="true" size={20} />}
          </button>
          <button
            type="button"
            className={styles.button}
            aria-label={muted ? labels.unmute : labels.mute}
            aria-pressed={!muted}
            onClick={() => {
              const video = ref.current
              if (!video) return
              video.muted = !muted
              setMuted(!muted)
            }}
            data-testid="video-mute"
          >
            {muted ? <VolumeX aria-hidden="true" size={20} /> : <Volume2 aria-hidden="true" size={20} />}
          </button>
        </div>
      ) : null}
    </div>
  )
}
