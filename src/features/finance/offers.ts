import type { Vehicle } from './codeweaver/schemas'
import type { CompanyLeasingOption, LoanOption, PrivateLeasingOption, SimpleLeasingItem } from './option-schemas'
import type { SearchIndex } from '@/sites/markets'

/** The finance offers of one car, as the calculators show them (the cars domain maps a stored car to this). */
export type CarFinanceOffers = {
  index: SearchIndex
  /** The UK finance provider's vehicle, when the car has what it needs (a VIN and a dealer key). */
  ukFinance: { organisationKey: string; vehicle: Vehicle } | null
  loan: LoanOption | null
  companyLeasing: CompanyLeasingOption | null
  privateLeasing: PrivateLeasingOption | null
  leasingItems: SimpleLeasingItem[]
}
