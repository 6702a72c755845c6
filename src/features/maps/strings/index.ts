/**
 * The map's own controls and gesture hints (MapLibre's UI strings, English by default). The map loads
 * lazily in the browser, where it reads the page's language from <html lang>; these are the code defaults.
 */
import { svSE } from './sv-SE'
import { nbNO } from './nb-NO'
import { fiFI } from './fi-FI'
import { skSK } from './sk-SK'
import { enGB } from './en-GB'
import { defineCatalogue, type MessagesOf } from '@/i18n/catalogue'

export const mapStrings = defineCatalogue('maps', {
  'sv-SE': svSE,
  'nb-NO': nbNO,
  'fi-FI': fiFI,
  'sk-SK': skSK,
  'en-GB': enGB,
})

export type MapMessages = MessagesOf<typeof mapStrings>

/** MapLibre's `locale` option from the messages. */
export const mapLibreLocale = (m: MapMessages): Record<string, string> => ({
  'NavigationControl.ZoomIn': m.zoomIn,
  'NavigationControl.ZoomOut': m.zoomOut,
  'CooperativeGesturesHandler.WindowsHelpText': m.ctrlScroll,
  'CooperativeGesturesHandler.MacHelpText': m.cmdScroll,
  'CooperativeGesturesHandler.MobileHelpText': m.twoFingers,
  'AttributionControl.ToggleAttribution': m.attribution,
  'Marker.Title': m.marker,
})
