import {
  useId,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react'
import styles from './Field.module.css'

/** What a field hands its control: spread it on the input, select or textarea. */
export type FieldControl = {
  id: string
  'aria-invalid'?: true
  'aria-describedby'?: string
  'aria-required'?: true
}

type Props = {
  /** null when the control labels itself (a checkbox inside its own label). */
  label: ReactNode
  /** The message under the field; also makes the control aria-invalid. */
  error?: string | null
  hint?: ReactNode
  required?: boolean
  className?: string
  children: (control: FieldControl) => ReactNode
}

/**
 * A label, the control, a hint and an error message, wired together: the label names the control,
 * the hint and the error describe it (aria-describedby), an error marks it aria-invalid.
 */
export function Field({ label, error, hint, required, className, children }: Props) {
  const id = useId()
  const hintId = hint ? `${id}-hint` : null
  const errorId = error ? `${id}-error` : null
  const describedBy = [hintId, errorId].filter(Boolean).join(' ')
  const control: FieldControl = {
    id,
    ...(error ? { 'aria-invalid': true as const } : {}),
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(required ? { 'aria-required': true as const } : {}),
  }
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      {label === null ? null : (
        <label className={styles.label} htmlFor={id}>
          {label}
        </label>
      )}
      {hint ? (
        <p id={hintId!} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {children(control)}
      {error ? (
        <p id={errorId!} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  )
}

const cls = (wide: boolean | undefined, className: string | undefined) =>
  [styles.input, wide ? styles.wide : '', className ?? ''].filter(Boolean).join(' ')

type Wide = { wide?: boolean }

export function Input({
  wide,
  className,
  ...rest
}: InputHTMLAttributes<HTMLInputElement> & Wide & { ref?: Ref<HTMLInputElement> }) {
  return <input className={cls(wide, className)} {...rest} />
}

export function Select({
  wide,
  className,
  ...rest
}: SelectHTMLAttributes<HTMLSelectElement> & Wide & { ref?: Ref<HTMLSelectElement> }) {
  return <select className={cls(wide, className)} {...rest} />
}

export function TextArea({
  wide = true,
  className,
  ...rest
}: TextareaHTMLAttributes<HTMLTextAreaElement> & Wide & { ref?: Ref<HTMLTextAreaElement> }) {
  return <textarea className={cls(wide, className)} {...rest} />
}
