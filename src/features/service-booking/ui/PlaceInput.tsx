'use client'
import { useEffect, useId, useRef, useState } from 'react'
import { Field, Input } from '@/ui/Field'
import { translator } from '@/i18n/catalogue'
import { searchPlaces } from './client'
import type { Location } from '../contract'
import type { ServiceBookingMessages } from './strings'
import styles from './ServiceBooking.module.css'

/** Spec 2 §5, §9: the autocomplete asks 300 ms after the last keystroke. */
export const PLACE_DEBOUNCE_MS = 300

type Props = { value: Location | null; onChange: (location: Location | null) => void; t: ServiceBookingMessages }

/**
 * The place autocomplete (spec 2 §5): an ARIA combobox over /api/places (Swedish places only).
 * Typing clears the chosen place until one is picked from the list.
 */
export function PlaceInput({ value, onChange, t }: Props) {
  const tr = translator(t)
  const listId = useId()
  const [text, setText] = useState(value?.name ?? '')
  const [options, setOptions] = useState<Location[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const [searched, setSearched] = useState(false)
  const [failed, setFailed] = useState(false)
  const typed = useRef(false)

  // A place set from outside (the device's location, a restored session) shows its name.
  const [shown, setShown] = useState(value)
  if (value !== shown) {
    setShown(value)
    if (value) setText(value.name)
  }

  useEffect(() => {
    const q = text.trim()
    if (!typed.current || !q) return
    const controller = new AbortController()
    const timer = setTimeout(() => {
      searchPlaces(q, controller.signal)
        .then((places) => {
          setFailed(places === null)
          if (places === null) return
          setOptions(places)
          setActive(-1)
          setOpen(true)
          setSearched(true)
        })
        .catch(() => undefined)
    }, PLACE_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [text])

  const choose = (place: Location) => {
    typed.current = false
    setText(place.name)
    setOpen(false)
    setOptions([])
    onChange(place)
  }

  const expanded = open && options.length > 0
  return (
    <Field label={t.place} hint={t.placeHint} required>
      {(control) => (
        <div className={styles.combo}>
          <Input
            {...control}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={expanded}
            aria-controls={listId}
            aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
            autoComplete="off"
            maxLength={60}
            value={text}
            data-testid="place-input"
            onChange={(e) => {
              typed.current = true
              setText(e.target.value)
              if (!e.target.value.trim()) {
                setOptions([])
                setSearched(false)
              }
              if (value) onChange(null)
            }}
            onBlur={() => setOpen(false)}
            onFocus={() => options.length && setOpen(true)}
            onKeyDown={(e) => {
              if (e.key === 'ArrowDown' && options.length) {
                e.preventDefault()
                setOpen(true)
                setActive((i) => (i + 1) % options.length)
              } else if (e.key === 'ArrowUp' && options.length) {
                e.preventDefault()
                setActive((i) => (i <= 0 ? options.length - 1 : i - 1))
              } else if (e.key === 'Enter' && expanded) {
                e.preventDefault()
                choose(options[Math.max(0, active)])
              } else if (e.key === 'Escape') setOpen(false)
            }}
          />
          <ul id={listId} role="listbox" aria-label={t.place} className={styles.options} hidden={!expanded}>
            {options.map((place, i) => (
              <li
                key={place.placeId}
                id={`${listId}-${i}`}
                role="option"
                aria-selected={i === active}
                className={styles.option}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => choose(place)}
              >
                {place.name}, <span className={styles.muted}>{place.region}</span>
              </li>
            ))}
          </ul>
          <p role="status" className={styles.visuallyHidden}>
            {searched && !failed ? (options.length ? tr('placeResults', { n: options.length }) : t.placeNone) : ''}
          </p>
          <p role="alert" className={styles.failure} data-testid="place-error">
            {failed ? t.placesFailed : null}
          </p>
        </div>
      )}
    </Field>
  )
}
