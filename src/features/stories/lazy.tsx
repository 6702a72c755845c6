'use client'
import dynamic from 'next/dynamic'

// Split from the block registry (see src/features/cars/list/lazy.tsx): still rendered on the server, the browser loads
// the list's code only on pages that show it.
export const StoriesList = dynamic(() => import('./StoriesList.client').then((m) => m.StoriesList))
