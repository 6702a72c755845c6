/**
 * The one place the UI kit reads money formatting from. The market formats live with the car texts
 * today (src/sites/format.ts: hand-rolled so seeded texts are identical on every machine);
 * if they move, only this line changes.
 */
export { formatMonthly, formatPrice } from '@/sites/format'
