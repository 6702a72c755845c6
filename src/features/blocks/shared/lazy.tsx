'use client'
import dynamic from 'next/dynamic'

// Split from the block registry (as src/features/cars/list/lazy.tsx): still rendered on the server, the browser loads a
// block's client code only on pages that show it.
export const BackgroundVideo = dynamic(() => import('./BackgroundVideo').then((m) => m.BackgroundVideo))
export const YouTubePoster = dynamic(() => import('../Blurb/YouTubePoster').then((m) => m.YouTubePoster))
export const Carousel = dynamic(() => import('../Carousel/Carousel').then((m) => m.Carousel))
export const TeaserCarousel = dynamic(() => import('../CarTeaser/TeaserCarousel').then((m) => m.TeaserCarousel))
