import type { RoutePageKind } from './kinds'

/**
 * Blocks that make the page holding them a route page (editors decide where list, booking
 * and tyre-hotel pages live by placing the block). Block slug → kind. A stories index needs no block:
 * a page is one when stories name it as their index page.
 */
export const ROUTE_BLOCKS: Readonly<Record<string, Exclude<RoutePageKind, 'story-index'>>> = {
  carList: 'car-list',
  dealerList: 'dealer-list',
  serviceBooking: 'service-booking',
  tyreHotel: 'tyre-hotel',
}
