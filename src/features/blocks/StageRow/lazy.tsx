'use client'
import dynamic from 'next/dynamic'

// Split from the block registry (see src/features/stories/lazy.tsx): the grid's breakpoint check.
export const StageGrid = dynamic(() => import('./StageGrid.client').then((m) => m.StageGrid))
