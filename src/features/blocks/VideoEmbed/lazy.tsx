'use client'
import dynamic from 'next/dynamic'

// Split from the block registry (see src/features/stories/lazy.tsx): the click-to-load player.
export const VideoPlayer = dynamic(() => import('./Video.client').then((m) => m.VideoPlayer))
