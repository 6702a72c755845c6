'use client'

import { useMemo, useState } from 'react'
import type { Locale } from '@/cms/locales'
import { newSubmissionId, sendLead } from '@/features/leads/client'
import {
  CheckboxField,
  Form,
  FormStatus,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  useZodForm,
} from '@/ui/form'
import type { UiMessages } from '@/ui/strings'
import { answersSchema, emptyAnswers, type MarketingField } from './fields'
import type { MarketingFormMessages } from './strings'
import styles from './MarketingForm.module.css'

type Props = {
  locale: Locale
  ui: UiMessages
  t: MarketingFormMessages
  formId: number
  region?: string | null
  portal?: string | null
  title: string
  fields: MarketingField[]
  submitLabel?: string | null
  thanks?: string | null
}

/**
 * An editor-built marketing form (spec 1 §5, §7): its fields checked with the schema the server checks them
 * with, sent as a `marketing` lead through POST /api/forms/comhub (same store, outbox and retries as every lead).
 */
export function MarketingForm({ locale, ui, t, formId, region, portal, title, fields, submitLabel, thanks }: Props) {
  const schema = useMemo(() => answersSchema(fields), [fields])
  const [submission, setSubmission] = useState(newSubmissionId)
  const form = useZodForm({
    schema,
    defaultValues: emptyAnswers(fields),
    messages: ui,
    locale,
    onSubmit: async (answers) => {
      const result = await sendLead('marketing', submission, {
        formId,
        region: region || undefined,
        portal: portal || undefined,
        answers,
      })
      if (!result) {
        setSubmission(newSubmissionId())
        return
      }
      // The server names refused answers `answers.<field>`; the form names them `<field>`.
      return { refused: result.refused.map((field) => field.replace(/^answers\./, '')) }
    },
  })
  const headingId = `marketing-form-${formId}`
  return (
    <section className={styles.section} aria-labelledby={headingId} data-testid="marketing-form">
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      {form.state.status === 'success' ? (
        <p role="status" className={styles.thanks} data-testid="marketing-form-sent">
          {thanks || t.thanks}
        </p>
      ) : (
        <Form form={form}>
          {fields.map((field) => {
            const common = { form, name: field.name, label: field.label, required: Boolean(field.required) }
            switch (field.type) {
              case 'textarea':
                return <TextAreaField key={field.name} {...common} />
              case 'checkbox':
                return <CheckboxField key={field.name} {...common} />
              case 'select':
                return (
                  <SelectField
                    key={field.name}
                    {...common}
                    options={[{ value: '', label: '—' }, ...(field.options ?? [])]}
                  />
                )
              case 'email':
                return <TextField key={field.name} {...common} type="email" inputMode="email" autoComplete="email" />
              case 'phone':
                return <TextField key={field.name} {...common} type="tel" inputMode="tel" autoComplete="tel" />
              default:
                return <TextField key={field.name} {...common} />
            }
          })}
          <SubmitButton form={form}>{submitLabel || t.send}</SubmitButton>
          {form.state.status === 'error' && !form.state.fields.length ? (
            <p role="alert" className={styles.failure}>
              {t.failed}
            </p>
          ) : (
            <FormStatus form={form} />
          )}
        </Form>
      )}
    </section>
  )
}
