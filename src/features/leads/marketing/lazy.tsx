'use client'
import dynamic from 'next/dynamic'

// Split from the block registry (see src/features/leads/lazy.tsx): the form's JavaScript loads only on pages that show it.
export const MarketingForm = dynamic(() => import('./MarketingForm').then((m) => m.MarketingForm))
