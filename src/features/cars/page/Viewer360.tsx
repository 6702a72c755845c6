'use client'
import { useEffect, useRef, useState, type KeyboardEvent, type PointerEvent } from 'react'
import { AUTO_ROTATE_MS, frameAfterDrag, stepImage } from './gallery'
import styles from './MediaGallery.module.css'

/**
 * A 360° view from a frame sequence (spec 1 §4): turns by itself every 150 ms until the visitor drags it
 * (or turns it with the arrow keys), then follows the pointer. Every frame is requested up front so
 * turning never waits for the network.
 */
export function Viewer360({
  frames,
  label,
  hint,
  testId,
}: {
  frames: string[]
  label: string
  hint: string
  testId: string
}) {
  const [frame, setFrame] = useState(0)
  const [rotating, setRotating] = useState(true)
  const drag = useRef<{ x: number; frame: number; id: number } | null>(null)
  // Read by the timer, so a tick already queued when the visitor grabs the view changes nothing.
  const turning = useRef(true)

  useEffect(() => {
    for (const src of frames) new window.Image().src = src
  }, [frames])

  useEffect(() => {
    if (!rotating) return
    const timer = window.setInterval(
      () => turning.current && setFrame((f) => stepImage(f, 1, frames.length)),
      AUTO_ROTATE_MS,
    )
    return () => window.clearInterval(timer)
  }, [rotating, frames.length])

  const stop = () => {
    turning.current = false
    setRotating(false)
  }
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    stop()
    drag.current = { x: event.clientX, frame, id: event.pointerId }
    event.currentTarget.setPointerCapture(event.pointerId)
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current
    if (start?.id === event.pointerId) setFrame(frameAfterDrag(start.frame, event.clientX - start.x, frames.length))
  }
  const onPointerUp = () => {
    drag.current = null
  }
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!step) return
    event.preventDefault()
    stop()
    setFrame((f) => stepImage(f, step, frames.length))
  }

  return (
    <div className={styles.viewer}>
      <div
        role="slider"
        tabIndex={0}
        aria-label={label}
        aria-valuemin={1}
        aria-valuemax={frames.length}
        aria-valuenow={frame + 1}
        className={styles.viewerStage}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
        onKeyDown={onKeyDown}
        data-testid={testId}
        data-frame={frame}
        data-rotating={rotating ? 'true' : 'false'}
      >
        {/* Frames are plain images: they are swapped many times a second and all preloaded above. */}
        {/* eslint-disable-next-line @next/next/no-img-element */}
        <img src={frames[frame]} alt="" draggable={false} />
      </div>
      <p className={styles.hint} aria-hidden="true">
        {hint}
      </p>
    </div>
  )
}
