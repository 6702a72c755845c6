/**
 * The filters an editor may switch on for a site list (spec 1 §2 "filters shown only if configured";
 * City, region, brand, department type). Shared by the block config and the list rules.
 */
export const DEALER_LIST_FILTERS = ['city', 'region', 'brand', 'departmentType'] as const
export type DealerListFilter = (typeof DEALER_LIST_FILTERS)[number]
