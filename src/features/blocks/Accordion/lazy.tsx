'use client'
import dynamic from 'next/dynamic'

// Split from the block registry (see src/features/stories/lazy.tsx): rendered on the server, the Radix code loads
// only on pages that show an accordion or a FAQ list.
export const Accordion = dynamic(() => import('@/ui/Accordion').then((m) => m.Accordion))
