'use client'
import { useController, type Path } from 'react-hook-form'
import type { ReactNode } from 'react'
import type { z } from 'zod'
import { Button } from '../Button'
import { Field, Input, Select, TextArea } from '../Field'
import { useHydrated } from '../hydration'
import type { FormSchema, ZodForm } from './use-zod-form'
import styles from './Form.module.css'

type FormProps<S extends FormSchema> = {
  form: ZodForm<S>
  children: ReactNode
  className?: string
  'aria-label'?: string
}

/**
 * The `<form>`: no browser bubbles (the kit shows translated messages), every control disabled while sending.
 * Also disabled until hydrated: before that a click on send is the browser's own submit, a GET that puts the
 * visitor's answers (name, phone, e-mail) in the page's URL, and what was typed would be lost.
 */
export function Form<S extends FormSchema>({ form, children, className, ...rest }: FormProps<S>) {
  const hydrated = useHydrated()
  return (
    <form
      noValidate
      onSubmit={form.submit}
      className={className ? `${styles.form} ${className}` : styles.form}
      aria-busy={form.submitting}
      {...rest}
    >
      <fieldset className={styles.fieldset} disabled={!hydrated || form.submitting}>
        {children}
      </fieldset>
    </form>
  )
}

type FieldProps<S extends FormSchema> = {
  form: ZodForm<S>
  /** A field of the schema (type-checked against it). */
  name: Path<z.input<S>>
  label: ReactNode
  hint?: ReactNode
  required?: boolean
}

function useField<S extends FormSchema>(form: ZodForm<S>, name: Path<z.input<S>>) {
  const { field, fieldState } = useController({ control: form.rhf.control, name })
  return { field, error: fieldState.error?.message }
}

type TextProps<S extends FormSchema> = FieldProps<S> & {
  type?: 'text' | 'email' | 'tel' | 'number' | 'url' | 'date' | 'password'
  autoComplete?: string
  inputMode?: 'text' | 'email' | 'tel' | 'numeric' | 'decimal' | 'url'
  wide?: boolean
}

export function TextField<S extends FormSchema>({
  form,
  name,
  label,
  hint,
  required,
  type = 'text',
  autoComplete,
  inputMode,
  wide,
}: TextProps<S>) {
  const { field, error } = useField(form, name)
  return (
    <Field label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <Input
          {...control}
          {...field}
          value={(field.value as string | number | undefined) ?? ''}
          type={type}
          autoComplete={autoComplete}
          inputMode={inputMode}
          wide={wide}
        />
      )}
    </Field>
  )
}

export function TextAreaField<S extends FormSchema>({
  form,
  name,
  label,
  hint,
  required,
  rows = 4,
}: FieldProps<S> & { rows?: number }) {
  const { field, error } = useField(form, name)
  return (
    <Field label={label} hint={hint} error={error} required={required}>
      {(control) => <TextArea {...control} {...field} value={(field.value as string | undefined) ?? ''} rows={rows} />}
    </Field>
  )
}

export function SelectField<S extends FormSchema>({
  form,
  name,
  label,
  hint,
  required,
  options,
}: FieldProps<S> & { options: { value: string; label: string }[] }) {
  const { field, error } = useField(form, name)
  return (
    <Field label={label} hint={hint} error={error} required={required}>
      {(control) => (
        <Select {...control} {...field} value={(field.value as string | undefined) ?? ''}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </Field>
  )
}

/** A checkbox with its label beside it (consents, opt-ins); its value is a boolean. */
export function CheckboxField<S extends FormSchema>({ form, name, label, hint, required }: FieldProps<S>) {
  const { field, error } = useField(form, name)
  return (
    <Field label={null} hint={hint} error={error} required={required}>
      {(control) => (
        <label className={styles.check}>
          <input
            {...control}
            type="checkbox"
            name={field.name}
            ref={field.ref}
            checked={Boolean(field.value)}
            onChange={(e) => field.onChange(e.target.checked)}
            onBlur={field.onBlur}
          />
          <span>{label}</span>
        </label>
      )}
    </Field>
  )
}

/** The submit button; says it is sending while it is. */
export function SubmitButton<S extends FormSchema>({ form, children }: { form: ZodForm<S>; children: ReactNode }) {
  return (
    <Button type="submit" className={styles.submit}>
      {form.submitting ? form.messages.submitting : children}
    </Button>
  )
}

/**
 * The outcome, announced: a polite status on success, an alert on failure (the visitor's fields to
 * correct, or a failure to send: the form's own words for it, e.g. to call instead, or the kit's).
 */
export function FormStatus<S extends FormSchema>({
  form,
  success,
  failure,
}: {
  form: ZodForm<S>
  success?: ReactNode
  failure?: ReactNode
}) {
  const { state, messages } = form
  return (
    <div role="status" aria-live="polite" className={styles.status}>
      {state.status === 'success' ? (success ?? messages.submitted) : null}
      {state.status === 'error' ? (
        <span role="alert" className={styles.failure}>
          {state.fields.length ? messages.fixErrors : (failure ?? messages.submitFailed)}
        </span>
      ) : null}
    </div>
  )
}
