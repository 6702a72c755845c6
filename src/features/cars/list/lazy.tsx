'use client'
import dynamic from 'next/dynamic'

// Split from the block registry like the finance calculators (src/features/finance/components/lazy.tsx): every page
// renders through the registry, so a client block imported there directly is in the JavaScript of all of them.
// Still rendered on the server; the browser loads a block's code only on pages that show it.
export const CarListFilters = dynamic(() => import('./CarListFilters').then((m) => m.CarListFilters))
export const HeroSearch = dynamic(() => import('./HeroSearch').then((m) => m.HeroSearch))
