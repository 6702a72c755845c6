'use client'
import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react'
import { CODE_LENGTH, keyDown, paste, typeInto, type CodeChange } from './code'
import styles from './TyreHotel.module.css'

type Props = {
  digits: string[]
  onChange: (digits: string[]) => void
  legend: string
  digitLabel: (n: number) => string
  /** id of the error under the boxes (describes every box while shown). */
  errorId?: string
  disabled?: boolean
}

/** Four one-digit boxes (spec 2 §5): rules in code.ts; this wires them to inputs and focus. */
export function CodeBoxes({ digits, onChange, legend, digitLabel, errorId, disabled }: Props) {
  const boxes = useRef<(HTMLInputElement | null)[]>([])
  const apply = (change: CodeChange) => {
    onChange(change.digits)
    boxes.current[change.focus]?.focus()
  }
  return (
    <fieldset className={styles.codeBoxes} disabled={disabled}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.codeRow}>
        {Array.from({ length: CODE_LENGTH }, (_, i) => (
          <input
            key={i}
            ref={(el) => {
              boxes.current[i] = el
            }}
            className={styles.codeBox}
            type="text"
            inputMode="numeric"
            pattern="[0-9]*"
            autoComplete={i === 0 ? 'one-time-code' : 'off'}
            aria-label={digitLabel(i + 1)}
            aria-invalid={errorId ? true : undefined}
            aria-describedby={errorId}
            value={digits[i]}
            onFocus={(e) => e.currentTarget.select()}
            onChange={(e) => apply(typeInto(digits, i, e.currentTarget.value))}
            onKeyDown={(e: KeyboardEvent<HTMLInputElement>) => {
              const change = keyDown(digits, i, e.key)
              if (!change) return
              e.preventDefault()
              apply(change)
            }}
            onPaste={(e: ClipboardEvent<HTMLInputElement>) => {
              e.preventDefault()
              apply(paste(e.clipboardData.getData('text')))
            }}
            data-testid={`code-box-${i + 1}`}
          />
        ))}
      </div>
    </fieldset>
  )
}
