/** The search's registration number (spec 2 §5, §9): spaces removed, upper case, at most 7; continue from 2. */
export const REGNO_MAX = 7
export const REGNO_MIN = 2

export const normalizeRegNo = (value: string): string => value.replace(/\s+/g, '').toUpperCase().slice(0, REGNO_MAX)
export const canSearch = (regNo: string): boolean => normalizeRegNo(regNo).length >= REGNO_MIN
