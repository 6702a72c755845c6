'use client'

import { Component, useCallback, useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react'
import type { MapMarker, MapView } from './view'
import styles from './Map.module.css'

export type { MapMarker } from './view'

type Props = {
  /** The map region's accessible name. */
  label: string
  styleUrl: string
  view: MapView
  markers: readonly MapMarker[]
  /** What shows when the map cannot (the address and directions link on a site page); nothing when omitted. */
  fallback?: ReactNode
  /** Names the map in the failure log: 'Failed to load {name} map'. */
  name: string
  className?: string
}

type Canvas = ComponentType<{
  styleUrl: string
  view: MapView
  markers: readonly MapMarker[]
  onFail: (error: unknown) => void
}>
type State = 'waiting' | 'loading' | 'ready' | 'failed'

/** Errors while the map renders (MapLibre throws without WebGL) end as a failure, not a broken page. */
class Boundary extends Component<{ onFail: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false }
  static getDerivedStateFromError() {
    return { failed: true }
  }
  componentDidCatch(error: unknown) {
    this.props.onFail(error)
  }
  render() {
    return this.state.failed ? null : this.props.children
  }
}

/**
 * A map that costs nothing until it scrolls into view: the box keeps its size from the first
 * paint (no layout shift), MapLibre and react-map-gl load on first sight, and any failure (the code, the
 * style, the basemap, WebGL) shows the fallback instead and is logged.
 */
export function LazyMap({ label, styleUrl, view, markers, fallback, name, className }: Props) {
  const box = useRef<HTMLDivElement>(null)
  const [state, setState] = useState<State>('waiting')
  const [canvas, setCanvas] = useState<{ Canvas: Canvas } | null>(null)
  const fail = useCallback(
    (error: unknown) => {
      console.error(`Failed to load ${name} map`, error)
      setState('failed')
    },
    [name],
  )

  useEffect(() => {
    const element = box.current
    if (!element || state !== 'waiting') return
    const load = () => {
      setState('loading')
      import('./MapCanvas.client').then((m) => setCanvas({ Canvas: m.MapCanvas }), fail)
    }
    if (typeof IntersectionObserver === 'undefined') return load()
    let observer: IntersectionObserver | null = null
    const watch = () => {
      observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((e) => e.isIntersecting)) {
            observer?.disconnect()
            load()
          }
        },
        { rootMargin: '200px' },
      )
      observer.observe(element)
    }
    // Not before the page has loaded: the map never competes with the page's own first paint and scripts.
    if (document.readyState === 'complete') watch()
    else window.addEventListener('load', watch, { once: true })
    return () => {
      window.removeEventListener('load', watch)
      observer?.disconnect()
    }
  }, [state, fail])

  if (state === 'failed')
    return fallback ? (
      <div className={className} data-testid="map-fallback">
        {fallback}
      </div>
    ) : null
  return (
    <div
      ref={box}
      className={`${styles.map} ${className ?? ''}`}
      role="region"
      aria-label={label}
      data-testid="map"
      data-state={canvas ? 'shown' : state}
    >
      {canvas ? (
        <Boundary onFail={fail}>
          <canvas.Canvas styleUrl={styleUrl} view={view} markers={markers} onFail={fail} />
        </Boundary>
      ) : null}
    </div>
  )
}
