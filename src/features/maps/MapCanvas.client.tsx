'use client'

import 'maplibre-gl/dist/maplibre-gl.css'
import { useRef } from 'react'
import { Map, Marker, NavigationControl } from 'react-map-gl/maplibre'
import { DEFAULT_LOCALE, isLocale } from '@/cms/locales'
import { defaultMessages } from '@/i18n/catalogue'
import { mapLibreLocale, mapStrings } from './strings'
import { cappedView, styleMaxZoom, type MapMarker, type MapView } from './view'
import styles from './Map.module.css'

type Props = {
  styleUrl: string
  view: MapView
  markers: readonly MapMarker[]
  /** Called when the map cannot show (style or basemap not loaded, no WebGL). */
  onFail: (error: unknown) => void
}

/** MapLibre GL through react-map-gl, loaded only when the map scrolls into view (LazyMap.client.tsx). */
export function MapCanvas({ styleUrl, view: asked, markers, onFail }: Props) {
  const loaded = useRef(false)
  // The page's language, as error.tsx reads it: the map is a browser-only chunk loaded on first sight.
  const lang = document.documentElement.lang
  const locale = mapLibreLocale(defaultMessages(mapStrings, isLocale(lang) ? lang : DEFAULT_LOCALE))
  // The built-in basemap has nothing to show close in: its views and the visitor's zoom stop where it has detail.
  const maxZoom = styleMaxZoom(styleUrl)
  const view = cappedView(asked, maxZoom)
  const initialViewState =
    view.kind === 'centre'
      ? { latitude: view.latitude, longitude: view.longitude, zoom: view.zoom }
      : {
          bounds: [view.west, view.south, view.east, view.north] as [number, number, number, number],
          fitBoundsOptions: { padding: 40, maxZoom: view.maxZoom },
        }
  return (
    <Map
      mapStyle={styleUrl}
      initialViewState={initialViewState}
      maxZoom={maxZoom}
      cooperativeGestures
      locale={locale}
      attributionControl={{ compact: true }}
      style={{ width: '100%', height: '100%' }}
      onLoad={() => {
        loaded.current = true
      }}
      // Before the first load an error means no map (style or its source unreachable); later ones are a tile here or there.
      onError={(event) => {
        if (!loaded.current) onFail(event.error)
      }}
    >
      <NavigationControl showCompass={false} />
      {markers.map((m) => (
        <Marker
          key={m.id}
          latitude={m.lat}
          longitude={m.lng}
          anchor="bottom"
          ref={(marker) => nameMarker(marker?.getElement(), m)}
        >
          {m.href ? (
            <a href={m.href} className={styles.pin} aria-label={m.label} title={m.label} data-testid="map-marker" />
          ) : (
            <span className={styles.pin} title={m.label} data-testid="map-marker" />
          )}
        </Marker>
      ))}
    </Map>
  )
}

/**
 * MapLibre makes a marker's wrapper a button named "Map marker" unless it has a role and name already;
 * set them first (the ref comes before MapLibre adds the marker): a named group around a site's link
 * (no control inside a control), or a named image for a site page's pin.
 */
function nameMarker(element: HTMLElement | undefined, marker: MapMarker) {
  if (!element) return
  element.setAttribute('role', marker.href ? 'group' : 'img')
  element.setAttribute('aria-label', marker.label)
}
