'use client'
import dynamic from 'next/dynamic'

// Split from the block registry (see src/features/stories/lazy.tsx): the modal and its approval.
export const Disclaimer = dynamic(() => import('./Disclaimer.client').then((m) => m.Disclaimer))
