/** spec 1 §9: "site list 48", "search on site list above 8 sites", "site cars 12"; spec 2 §7.1: 100 and 4. */
export const SITE_LIST_PAGE_SIZE = 48
export const SITE_LIST_SEARCH_ABOVE = 8
export const SITE_CARS = 12
export const WORKSHOP_LIMIT = 100
export const WORKSHOP_PREDEFINED_LIMIT = 4

/** spec 1 §2: "search shown only when more than 8 sites". */
export const showsSearchBox = (siteCount: number) => siteCount > SITE_LIST_SEARCH_ABOVE
