'use client'
import dynamic from 'next/dynamic'

// Split from the block registry (see src/features/cars/list/lazy.tsx): the forms kit (react-hook-form, zod) loads only
// on pages that show a form.
export const SellCarForm = dynamic(() => import('./SellCarForm').then((m) => m.SellCarForm))
export const ServiceFormNo = dynamic(() => import('./ServiceFormNo').then((m) => m.ServiceFormNo))
