'use client'
import dynamic from 'next/dynamic'

// Split from the block registry (see src/features/cars/list/lazy.tsx): the booking flow loads only on its page.
export const ServiceBooking = dynamic(() => import('./BookingPage').then((m) => m.BookingPage))
