/**
 * The map's own controls and gesture hints (MapLibre's UI strings, English by default). The map loads
 * lazily in the browser, where it reads the page's language from <html lang>; these are the code defaults.
 */
import { defineCatalogue, type MessagesOf } from '@/i18n/catalogue'

export const mapStrings = defineCatalogue('maps', {
  'sv-SE': {
    zoomIn: 'Zooma in',
    zoomOut: 'Zooma ut',
    ctrlScroll: 'Håll ned Ctrl och scrolla för att zooma kartan',
    cmdScroll: 'Håll ned ⌘ och scrolla för att zooma kartan',
    twoFingers: 'Använd två fingrar för att flytta kartan',
    attribution: 'Visa eller dölj källor',
    marker: 'Kartnål',
  },
  'nb-NO': {
    zoomIn: 'Zoom inn',
    zoomOut: 'Zoom ut',
    ctrlScroll: 'Hold Ctrl og rull for å zoome i kartet',
    cmdScroll: 'Hold ⌘ og rull for å zoome i kartet',
    twoFingers: 'Bruk to fingre for å flytte kartet',
    attribution: 'Vis eller skjul kilder',
    marker: 'Kartnål',
  },
  'fi-FI': {
    zoomIn: 'Lähennä',
    zoomOut: 'Loitonna',
    ctrlScroll: 'Zoomaa karttaa pitämällä Ctrl-näppäintä pohjassa ja vierittämällä',
    cmdScroll: 'Zoomaa karttaa pitämällä ⌘-näppäintä pohjassa ja vierittämällä',
    twoFingers: 'Siirrä karttaa kahdella sormella',
    attribution: 'Näytä tai piilota lähteet',
    marker: 'Karttamerkki',
  },
  'sk-SK': {
    zoomIn: 'Priblížiť',
    zoomOut: 'Oddialiť',
    ctrlScroll: 'Mapu priblížite podržaním Ctrl a posúvaním',
    cmdScroll: 'Mapu priblížite podržaním ⌘ a posúvaním',
    twoFingers: 'Mapu posuniete dvoma prstami',
    attribution: 'Zobraziť alebo skryť zdroje',
    marker: 'Značka na mape',
  },
  'en-GB': {
    zoomIn: 'Zoom in',
    zoomOut: 'Zoom out',
    ctrlScroll: 'Use Ctrl + scroll to zoom the map',
    cmdScroll: 'Use ⌘ + scroll to zoom the map',
    twoFingers: 'Use two fingers to move the map',
    attribution: 'Show or hide sources',
    marker: 'Map marker',
  },
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
