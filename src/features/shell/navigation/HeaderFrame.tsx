'use client'

import { usePathname } from 'next/navigation'
import type { ReactNode } from 'react'
import { useScrolledPast } from '../use-scrolled-past'

/** spec 1 §9: the sticky home navigation turns solid after 100 px of scroll. */
export const STICKY_SOLID_AFTER_PX = 100

type Props = {
  className: string
  sticky: boolean
  homePath: string
  children: ReactNode
  [data: `data-${string}`]: string | undefined
}

/**
 * The header element. With IsSticky on the home page it floats over the page and switches to a
 * solid background once the visitor has scrolled past 100 px (spec 1 §4).
 */
export function HeaderFrame({ className, sticky, homePath, children, ...data }: Props) {
  const pathname = usePathname()
  const floating = sticky && pathname === homePath
  const solid = useScrolledPast(STICKY_SOLID_AFTER_PX, floating)

  return (
    <header
      className={className}
      data-floating={floating ? '' : undefined}
      data-solid={floating && solid ? '' : undefined}
      {...data}
    >
      {children}
    </header>
  )
}
