'use client'
import dynamic from 'next/dynamic'

// Split from the block registry (see src/features/stories/lazy.tsx): rendered on the server, ticking in the browser.
export const CountdownClock = dynamic(() => import('./Countdown.client').then((m) => m.CountdownClock))
