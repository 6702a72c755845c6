'use client'
import * as RadixSlider from '@radix-ui/react-slider'
import { useEffect, useRef, useState } from 'react'
import { moveThumb, parseAmount, withBounds, type Bounds, type Range } from './range'
import styles from './CarList.module.css'

/** Spec 1 §4, §9: a typed range applies 1.5 s after typing stops (the slider on release). */
export const RANGE_DEBOUNCE_MS = 1500

type Props = {
  name: string
  label: string
  fromLabel: string
  toLabel: string
  bounds: Bounds
  range: Range | undefined
  format: (n: number) => string
  /** The shopper's final choice (after the pause, on release or Enter); the caller drops a full range. */
  onCommit: (range: Required<Range>) => void
  /** The form parameter of a side, when it is not `<name>_min` / `<name>_max` (a mileage typed in mil). */
  param?: (side: 'min' | 'max') => string
}

const text = (range: Range | undefined, side: 'min' | 'max') => (range?.[side] === undefined ? '' : String(range[side]))

/**
 * A range facet: from/to inputs (named for the form GET, so it works without JavaScript) and a two-thumb
 * slider (spec 1 §5: input strips spaces and parses integers, values clamp to the facet, thumbs cannot cross).
 */
export function RangeFacet({ name, label, fromLabel, toLabel, bounds, range, format, onCommit, param }: Props) {
  const key = `${range?.min ?? ''}:${range?.max ?? ''}`
  const [input, setInput] = useState({ key, min: text(range, 'min'), max: text(range, 'max') })
  const current = input.key === key ? input : { key, min: text(range, 'min'), max: text(range, 'max') }
  if (current !== input) setInput(current)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(() => () => clearTimeout(timer.current ?? undefined), [])

  // The typed values as thumbs: each side parsed, clamped, and kept on its side of the other.
  const thumbs = (min: string, max: string, moved: 'min' | 'max') => {
    const base = withBounds({ min: parseAmount(min) ?? undefined, max: parseAmount(max) ?? undefined }, bounds)
    return moveThumb(base, moved, base[moved], bounds)
  }
  const commit = (next: Required<Range>) => {
    clearTimeout(timer.current ?? undefined)
    setInput({ key, min: String(next.min), max: String(next.max) })
    onCommit(next)
  }
  const type = (side: 'min' | 'max', value: string) => {
    const next = { ...current, [side]: value }
    setInput(next)
    clearTimeout(timer.current ?? undefined)
    timer.current = setTimeout(() => commit(thumbs(next.min, next.max, side)), RANGE_DEBOUNCE_MS)
  }
  const values = withBounds(
    { min: parseAmount(current.min) ?? undefined, max: parseAmount(current.max) ?? undefined },
    bounds,
  )

  return (
    <fieldset className={styles.facet} data-facet={name}>
      <legend className={styles.facetTitle}>{label}</legend>
      <div className={styles.rangeInputs}>
        {(['min', 'max'] as const).map((side) => (
          <label key={side} className={styles.rangeInput}>
            <span>{side === 'min' ? fromLabel : toLabel}</span>
            <input
              name={param ? param(side) : `${name}_${side}`}
              inputMode="numeric"
              autoComplete="off"
              value={current[side]}
              placeholder={format(bounds[side])}
              data-testid={`${name}-${side}`}
              onChange={(e) => type(side, e.target.value)}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault()
                  commit(thumbs(current.min, current.max, side))
                }
              }}
            />
          </label>
        ))}
      </div>
      {bounds.max > bounds.min ? (
        <RadixSlider.Root
          className={styles.slider}
          value={[values.min, values.max]}
          min={bounds.min}
          max={bounds.max}
          minStepsBetweenThumbs={0}
          onValueChange={([min, max]) => setInput({ key, min: String(min), max: String(max) })}
          onValueCommit={([min, max]) => commit({ min, max })}
        >
          <RadixSlider.Track className={styles.track}>
            <RadixSlider.Range className={styles.range} />
          </RadixSlider.Track>
          <RadixSlider.Thumb
            className={styles.thumb}
            aria-label={`${label}, ${fromLabel}`}
            aria-valuetext={format(values.min)}
            data-testid={`${name}-thumb-min`}
          />
          <RadixSlider.Thumb
            className={styles.thumb}
            aria-label={`${label}, ${toLabel}`}
            aria-valuetext={format(values.max)}
            data-testid={`${name}-thumb-max`}
          />
        </RadixSlider.Root>
      ) : null}
    </fieldset>
  )
}
