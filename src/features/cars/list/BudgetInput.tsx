'use client'
import { useEffect, useId, useRef, useState } from 'react'
import { RANGE_DEBOUNCE_MS } from './RangeFacet'
import { parseBudget } from './state'
import listStyles from './CarList.module.css'
import styles from './BudgetInput.module.css'

type Props = {
  /** The filter form's id: the drawer renders the panel outside the form element. */
  form: string
  label: string
  hint: string
  /** The market's money per month ("kr/mån", "£/month"). */
  unit: string
  value: number | null
  /** The visitor's budget after the pause or on Enter; null when the field is emptied. */
  onCommit: (budget: number | null) => void
}

const text = (value: number | null) => (value === null ? '' : String(value))

/**
 * The monthly budget (`monthly_max`): one amount, named for the form GET so it works without JavaScript, applied
 * like a range facet's input (after the same pause, or on Enter), and when the field is left.
 */
export function BudgetInput({ form, label, hint, unit, value, onCommit }: Props) {
  const [input, setInput] = useState({ value, text: text(value) })
  const current = input.value === value ? input : { value, text: text(value) }
  if (current !== input) setInput(current)
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null)
  useEffect(() => () => clearTimeout(timer.current ?? undefined), [])
  const id = useId()

  const commit = (typed: string) => {
    clearTimeout(timer.current ?? undefined)
    const budget = parseBudget(typed)
    if (budget !== value) onCommit(budget)
  }

  return (
    <fieldset className={listStyles.facet} data-facet="monthly_max">
      <legend id={`${id}-label`} className={listStyles.facetTitle}>
        {label}
      </legend>
      <div className={styles.field}>
        <input
          name="monthly_max"
          form={form}
          inputMode="numeric"
          autoComplete="off"
          aria-labelledby={`${id}-label ${id}-unit`}
          aria-describedby={`${id}-hint`}
          value={current.text}
          data-testid="monthly-max"
          onChange={(e) => {
            const typed = e.target.value
            setInput({ value, text: typed })
            clearTimeout(timer.current ?? undefined)
            timer.current = setTimeout(() => commit(typed), RANGE_DEBOUNCE_MS)
          }}
          // Leaving the field applies it: the drawer's hits button must not close over a budget not yet sent.
          onBlur={() => commit(current.text)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault()
              commit(current.text)
            }
          }}
        />
        <span id={`${id}-unit`} className={styles.unit}>
          {unit}
        </span>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
    </fieldset>
  )
}
