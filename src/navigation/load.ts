// The names src/app/(site) and src/shell import today; both folders are being reworked in parallel
// (issue 10), so they switch to navigation/queries, footer/queries and navigation/href when merged,
// and this file goes.
export { loadNavigation } from './queries'
export { loadFooter } from '@/footer/queries'
export { navItemHref } from './href'
