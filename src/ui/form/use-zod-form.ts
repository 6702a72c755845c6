'use client'
import { zodResolver } from '@hookform/resolvers/zod'
import { useCallback, useReducer, useRef } from 'react'
import { useForm, type DefaultValues, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form'
import type { z } from 'zod'
import type { Locale } from '@/cms/locales'
import type { UiMessages } from '../strings'
import { errorMap, type DescribeIssue } from './issues'
import { IDLE, nextSubmitState, refusedFields, type SubmitState } from './submit-state'

/** What a submit handler reports: nothing on success, or the fields the server refused. */
export type SubmitResult = void | { refused: string[] }

/** A schema whose input and output are form values (objects). */
export type FormSchema = z.ZodType<FieldValues, FieldValues>

export type ZodFormOptions<S extends FormSchema> = {
  /** The schema the route handler parses the same body with (DESIGN §6: one schema, client and server). */
  schema: S
  defaultValues: DefaultValues<z.input<S>>
  /** The `ui` catalogue in the page's locale (validation and status texts). */
  messages: UiMessages
  locale: Locale
  /** The form's own texts for some issues; the generic ones cover the rest. */
  describe?: DescribeIssue
  /** Sends the parsed values; throw for a failure that is not the visitor's to fix. */
  onSubmit: (values: z.output<S>) => Promise<SubmitResult>
}

export type ZodForm<S extends FormSchema = FormSchema> = {
  /** react-hook-form's API, for anything the kit does not wrap (watch, setValue, …). */
  rhf: UseFormReturn<z.input<S>, unknown, z.output<S>>
  state: SubmitState
  submitting: boolean
  /** The `<form onSubmit>` handler: validates, then calls onSubmit once at a time. */
  submit: (event?: React.BaseSyntheticEvent) => Promise<void>
  messages: UiMessages
}

/**
 * react-hook-form with the zod resolver, translated messages and a submit state. Validation runs on
 * submit, then on every change of a field that has been touched.
 */
export function useZodForm<S extends FormSchema>({
  schema,
  defaultValues,
  messages,
  locale,
  describe,
  onSubmit,
}: ZodFormOptions<S>): ZodForm<S> {
  const rhf = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: zodResolver(schema, { error: errorMap(messages, locale, describe) }),
    defaultValues,
    mode: 'onTouched',
  })
  const [state, dispatch] = useReducer(nextSubmitState, IDLE)
  const running = useRef(false)
  const { handleSubmit, setError } = rhf

  const send = useCallback(
    async (values: z.output<S>) => {
      if (running.current) return
      running.current = true
      dispatch({ type: 'submit' })
      try {
        const result = await onSubmit(values)
        const refused = result ? result.refused : []
        for (const field of refused) setError(field as Path<z.input<S>>, { type: 'server', message: messages.invalid })
        dispatch(refused.length ? { type: 'failed', fields: refused } : { type: 'succeeded' })
      } catch (error) {
        console.error('form submit failed', error)
        dispatch({ type: 'failed' })
      } finally {
        running.current = false
      }
    },
    [onSubmit, setError, messages],
  )

  const submit = useCallback((event?: React.BaseSyntheticEvent) => handleSubmit(send)(event), [handleSubmit, send])
  return { rhf, state, submitting: state.status === 'submitting', submit, messages }
}

/**
 * POSTs the values as JSON. A 400 answer names the refused fields (`{ issues: [{ field }] }`);
 * any other failure throws.
 */
export async function postJson(url: string, values: unknown, init?: RequestInit): Promise<SubmitResult> {
  const response = await fetch(url, {
    ...init,
    method: 'POST',
    headers: { 'content-type': 'application/json', ...init?.headers },
    body: JSON.stringify(values),
  })
  if (response.status === 400) return { refused: refusedFields(await response.json().catch(() => null)) }
  if (!response.ok) throw new Error(`POST ${url}: ${response.status}`)
}
