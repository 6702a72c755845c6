'use client'
import dynamic from 'next/dynamic'

// Split from the block registry (see src/features/stories/lazy.tsx): the copy and native share buttons.
export const ShareActions = dynamic(() => import('./ShareActions.client').then((m) => m.ShareActions))
