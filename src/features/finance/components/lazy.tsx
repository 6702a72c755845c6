'use client'
import dynamic from 'next/dynamic'

// The calculators' code loads only on pages that show them. Every content page renders through the same block
// registry, and a client component imported there (even through next/dynamic in a server component) is in the
// JavaScript of all of them; splitting from this small client module keeps it out. Still rendered on the server.
export const LoanCalculator = dynamic(() => import('./LoanCalculator').then((m) => m.LoanCalculator))
export const CompanyLeasingCalculator = dynamic(() =>
  import('./CompanyLeasingCalculator').then((m) => m.CompanyLeasingCalculator),
)
export const UkFinanceCard = dynamic(() => import('./UkFinanceCard').then((m) => m.UkFinanceCard))
