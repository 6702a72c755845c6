'use client'
import dynamic from 'next/dynamic'

// Split from the block registry (see src/features/cars/list/lazy.tsx): the tyre hotel flow loads only on its page.
export const TyreHotelPage = dynamic(() => import('./TyreHotelPage').then((m) => m.TyreHotelPage))
