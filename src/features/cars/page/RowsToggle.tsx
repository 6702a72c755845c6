'use client'
import { useId, useState, type ReactNode } from 'react'
import { Button } from '@/ui/Button'
import { visibleRows } from './rules'
import styles from './CarDetail.module.css'

type Props = {
  /** Every row, rendered on the server; the first `limit` show until the visitor asks for all. */
  rows: ReactNode[]
  limit: number
  more: string
  less: string
  as: 'dl' | 'ul'
  className?: string
  testId: string
}

/** "First n rows, then show more/less" (spec 1 §4: technical data 5 rows; the other-package list 3 of more than 4). */
export function RowsToggle({ rows, limit, more, less, as: List, className, testId }: Props) {
  const [expanded, setExpanded] = useState(false)
  const id = useId()
  const shown = visibleRows(rows, limit, expanded)
  return (
    <>
      <List id={id} className={className} data-testid={testId} data-expanded={expanded ? '' : undefined}>
        {shown.rows}
      </List>
      {shown.toggle ? (
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
    </>
  )
}
