'use client'
import dynamic from 'next/dynamic'

// Split from the block registry (see src/features/cars/list/lazy.tsx): the site list's controls load only on list pages.
export const SiteList = dynamic(() => import('./SiteList.client').then((m) => m.SiteList))
