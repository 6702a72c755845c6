'use client'

import { useEffect, useRef, useState } from 'react'
import type { Locale } from '@/cms/locales'
import { Form, FormStatus, SelectField, SubmitButton, TextAreaField, TextField, useZodForm } from '@/ui/form'
import type { UiMessages } from '@/ui/strings'
import { sellCarValues } from './forms'
import { newSubmissionId, sendLead } from './client'
import type { LeadMessages } from './strings'
import styles from './ContactForm.module.css'

type Props = {
  locale: Locale
  ui: UiMessages
  t: LeadMessages
  title: string
  text?: string | null
}

/**
 * The sell-car / trade-in form (spec 2 §2.3, §3, §5): success on 202 with the thanks text, otherwise the
 * translated error text; nothing is sent while a required field is missing. After success the thanks text
 * takes the form's place (a form left enabled invited a second, duplicate lead).
 */
export function SellCarForm({ locale, ui, t, title, text }: Props) {
  // One submission id for this filling-in, the same one for retries (the form is gone once a lead was taken).
  const [submission] = useState(newSubmissionId)
  const thanks = useRef<HTMLParagraphElement>(null)
  const form = useZodForm({
    schema: sellCarValues,
    defaultValues: {
      regno: '',
      milage: undefined,
      customerName: '',
      customerPhone: '',
      customerEmail: '',
      option: undefined,
      other: '',
    },
    messages: ui,
    locale,
    onSubmit: (values) => sendLead('sell-car', submission, values),
  })
  const sent = form.state.status === 'success'
  // The form the focus was in is gone: the thanks text takes it, so keyboard and screen-reader users are told.
  useEffect(() => {
    if (sent) thanks.current?.focus()
  }, [sent])
  return (
    <section className={styles.section} aria-labelledby="sell-car-heading" data-testid="sell-car-form">
      <h2 id="sell-car-heading" className={styles.heading}>
        {title}
      </h2>
      {text && !sent ? <p className={styles.intro}>{text}</p> : null}
      {sent ? (
        <p ref={thanks} tabIndex={-1} role="status" className={styles.thanks} data-testid="sell-car-sent">
          {t.sent}
        </p>
      ) : (
        <Form form={form}>
          <TextField form={form} name="regno" label={t.regno} autoComplete="off" required />
          <TextField form={form} name="milage" type="number" inputMode="numeric" label={t.milage} required />
          <SelectField
            form={form}
            name="option"
            label={t.option}
            required
            options={[
              { value: '', label: t.choose },
              { value: 'sell', label: t.optionSell },
              { value: 'trade-in', label: t.optionTradeIn },
            ]}
          />
          <TextField form={form} name="customerName" label={t.name} autoComplete="name" required />
          <TextField
            form={form}
            name="customerPhone"
            type="tel"
            inputMode="tel"
            label={t.phone}
            autoComplete="tel"
            required
          />
          <TextField
            form={form}
            name="customerEmail"
            type="email"
            inputMode="email"
            label={t.email}
            autoComplete="email"
            required
          />
          <TextAreaField form={form} name="other" label={t.other} />
          <SubmitButton form={form}>{t.send}</SubmitButton>
          <FormStatus form={form} failure={t.sendFailed} />
        </Form>
      )}
    </section>
  )
}
