'use client'

import { useEffect, useState, type CSSProperties, type ReactNode } from 'react'
import { columnsAt, debounce, STAGE_RESIZE_DEBOUNCE_MS } from './columns'
import styles from './StageRow.module.css'

type Props = { configured: number; count: number; children: ReactNode }

/**
 * The row's grid: the server renders the configured columns; in the browser the breakpoint check runs on
 * load and after resizing stops for 100 ms (spec 2 §9) and sets the columns the width allows. Until that first
 * check, media queries with the same breakpoints keep a phone from showing (and then dropping) three columns.
 */
export function StageGrid({ configured, count, children }: Props) {
  // null until the browser has checked the width; the server's HTML then lays out by CSS media queries alone.
  const [checked, setChecked] = useState<number | null>(null)
  const columns = checked ?? configured
  useEffect(() => {
    const check = () => setChecked(columnsAt(window.innerWidth, configured, count))
    check()
    const onResize = debounce(check, STAGE_RESIZE_DEBOUNCE_MS)
    window.addEventListener('resize', onResize)
    return () => {
      onResize.cancel()
      window.removeEventListener('resize', onResize)
    }
  }, [configured, count])
  return (
    <ul
      className={styles.grid}
      style={{ '--stage-columns': columns } as CSSProperties}
      data-columns={columns}
      data-checked={checked === null ? undefined : ''}
      data-testid="stage-grid"
    >
      {children}
    </ul>
  )
}
