'use client'
import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from 'react'
import { Button } from '@/ui/Button'
import { collapses } from './rules'
import styles from './CarDetail.module.css'

/**
 * Content that collapses to `limitPx` behind show more/less when it is taller (spec 1 §4: equipment 190 or
 * 50 px, description 300 px). Without JavaScript everything shows; once measured, only taller content
 * collapses, and it follows its height when the width changes.
 */
export function CollapsibleBlock({
  limitPx,
  more,
  less,
  children,
  testId,
}: {
  limitPx: number
  more: string
  less: string
  children: ReactNode
  testId: string
}) {
  const inner = useRef<HTMLDivElement>(null)
  const [tall, setTall] = useState(false)
  const [expanded, setExpanded] = useState(false)
  const id = useId()
  useEffect(() => {
    const element = inner.current
    if (!element) return
    const measure = () => setTall(collapses(element.scrollHeight, limitPx))
    measure()
    const observer = new ResizeObserver(measure)
    observer.observe(element)
    return () => observer.disconnect()
  }, [limitPx])
  const collapsed = tall && !expanded
  return (
    <div className={styles.collapsible} data-testid={testId} data-collapsed={collapsed ? '' : undefined}>
      <div id={id} className={styles.collapsibleClip} style={{ '--collapse-height': `${limitPx}px` } as CSSProperties}>
        <div ref={inner}>{children}</div>
      </div>
      {tall ? (
        <Button
          variant="link"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
          className={styles.toggle}
          data-testid={`${testId}-toggle`}
        >
          {expanded ? less : more}
        </Button>
      ) : null}
    </div>
  )
}
