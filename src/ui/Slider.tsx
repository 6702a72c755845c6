'use client'
import * as RadixSlider from '@radix-ui/react-slider'
import styles from './Slider.module.css'

type Props = {
  /** Ids and test ids derive from it: `{name}-label`, `{name}-value`, `{name}-slider`. */
  name: string
  label: string
  /** The value as the visitor reads it ('12 mån'); also the thumb's aria-valuetext. */
  display: string
  value: number
  min: number
  max: number
  step: number
  onChange: (value: number) => void
}

/** A labelled single-thumb slider; hidden when there is nothing to choose (spec 1 §4: min equals max). */
export function Slider({ label, display, value, min, max, step, onChange, name }: Props) {
  return (
    <div className={styles.field}>
      <div className={styles.head}>
        <span id={`${name}-label`}>{label}</span>
        <span className={styles.value} data-testid={`${name}-value`}>
          {display}
        </span>
      </div>
      {max > min ? (
        <RadixSlider.Root
          className={styles.slider}
          value={[value]}
          min={min}
          max={max}
          step={step}
          onValueChange={([v]) => onChange(v)}
          aria-labelledby={`${name}-label`}
        >
          <RadixSlider.Track className={styles.track}>
            <RadixSlider.Range className={styles.range} />
          </RadixSlider.Track>
          <RadixSlider.Thumb
            className={styles.thumb}
            aria-labelledby={`${name}-label`}
            aria-valuetext={display}
            data-testid={`${name}-slider`}
          />
        </RadixSlider.Root>
      ) : null}
    </div>
  )
}
