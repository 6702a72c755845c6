'use client'

import * as Collapsible from '@radix-ui/react-collapsible'
import type { HTMLAttributes, ReactNode } from 'react'
import styles from './collapse.module.css'

type Props = Omit<HTMLAttributes<HTMLElement>, 'children'> & {
  open: boolean
  children: ReactNode
  /** The wrapper element (a `section` when the collapsing part is a landmark). */
  as?: 'div' | 'section'
  [data: `data-${string}`]: string | undefined
}

/**
 * Content that collapses to zero height and back (alert bar, site messages). Radix Collapsible
 * keeps it mounted (forceMount) so it can animate; the wrapper carries `data-collapsed` when closed.
 */
export function Collapse({ open, children, as: Tag = 'div', className, ...rest }: Props) {
  return (
    <Collapsible.Root open={open} asChild>
      <Tag
        className={className ? `${styles.collapse} ${className}` : styles.collapse}
        data-collapsed={open ? undefined : ''}
        {...rest}
      >
        <Collapsible.Content forceMount className={styles.clip} inert={!open}>
          {children}
        </Collapsible.Content>
      </Tag>
    </Collapsible.Root>
  )
}
