import type { Payload } from 'payload'
import type { TyreHotelKeys } from './crypto'
import type { TyreHotelMessages } from './strings'

/** What every tyre hotel domain call gets: the database, the keys, the clock, the code source and the texts in the visitor's locale. */
export type TyreHotelContext = {
  payload: Payload
  keys: TyreHotelKeys
  now: () => Date
  /** The code source: crypto.randomInt in production; tests inject a fixed sequence. */
  random: (max: number) => number
  strings: TyreHotelMessages
}
