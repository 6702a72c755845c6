'use client'
import dynamic from 'next/dynamic'

// Split from the block registry (see src/features/stories/lazy.tsx): rendered on the server, the toggle loads on demand.
export const FileList = dynamic(() => import('./FileList.client').then((m) => m.FileList))
