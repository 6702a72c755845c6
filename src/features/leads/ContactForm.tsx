'use client'

import { useEffect, useMemo, useState } from 'react'
import type { Locale } from '@/cms/locales'
import { z } from 'zod'
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
import { pushWithConsent } from '@/features/shell/consent/analytics'
import { contactValues } from './forms'
import { newSubmissionId, sendLead } from './client'
import { leadEvent } from './tracking'
import type { LeadMessages } from './strings'
import styles from './ContactForm.module.css'

/** What the visitor fills in; the car and where the form was sent from are added when sending. */
const fields = contactValues.pick({
  name: true,
  phone: true,
  email: true,
  message: true,
  quote: true,
  testDrive: true,
  toEmail: true,
})
/** spec 1 §5: a sample car's form requires the dealer (its New cars mailbox, which the server checks). */
const sampleFields = fields.extend({ toEmail: z.email().max(254) })
const EMPTY = { name: '', phone: '', email: '', message: '', quote: false, testDrive: false, toEmail: undefined }
/** spec 1 §4: the form is re-created 3 s after a submit. */
const RECREATE_MS = 3000

/** `#contact-quote` and `#contact-testdrive` tick their box (spec 1 §2 anchors). */
function boxOfHash(hash: string): 'quote' | 'testDrive' | null {
  return hash === '#contact-quote' ? 'quote' : hash === '#contact-testdrive' ? 'testDrive' : null
}

/** A dealer a sample car's lead can go to (src/features/leads/recipients.ts sampleCarChoices). */
export type DealerChoice = { email: string; name: string }

type Props = {
  car: string
  dealers: DealerChoice[] | null
  locale: Locale
  ui: UiMessages
  t: LeadMessages
  /** Inside the contact popup (ContactPopup.tsx): the dialog carries the heading, and the page's anchors stay with the inline form. */
  popup?: boolean
}

/** The car detail page's contact form (spec 1 §2, §4, §5, §7): idle → sending (fields disabled) → thanks, or the error text. */
export function ContactForm(props: Props) {
  const [generation, setGeneration] = useState(0)
  return <ContactFormOnce key={generation} {...props} onDone={() => setGeneration((g) => g + 1)} />
}

function ContactFormOnce({ car, dealers, locale, ui, t, popup, onDone }: Props & { onDone: () => void }) {
  const submission = useMemo(() => newSubmissionId(), [])
  const form = useZodForm({
    schema: dealers ? sampleFields : fields,
    defaultValues: EMPTY,
    messages: ui,
    locale,
    onSubmit: ({ toEmail, ...values }) => {
      const dealer = dealers?.find((d) => d.email === toEmail)
      return sendLead('contact', submission, {
        ...values,
        car,
        source: window.location.pathname,
        ...(dealer ? { toEmail: dealer.email, toName: dealer.name } : {}),
      })
    },
  })
  const { setValue } = form.rhf

  useEffect(() => {
    const tick = () => {
      const box = boxOfHash(window.location.hash)
      if (box) setValue(box, true)
    }
    tick()
    window.addEventListener('hashchange', tick)
    return () => window.removeEventListener('hashchange', tick)
  }, [setValue])

  const done = form.state.status === 'success'
  useEffect(() => {
    if (!done) return
    pushWithConsent(leadEvent(car, 'form', submission))
    const timer = setTimeout(onDone, RECREATE_MS)
    return () => clearTimeout(timer)
  }, [done, onDone, car, submission])

  const fieldsAndStatus = (
    <Form form={form}>
      {dealers ? (
        <SelectField
          form={form}
          name="toEmail"
          label={t.dealer}
          required
          options={[
            { value: '', label: t.dealerPlaceholder },
            ...dealers.map((d) => ({ value: d.email, label: d.name })),
          ]}
        />
      ) : null}
      <TextField form={form} name="name" label={t.name} autoComplete="name" required />
      <TextField form={form} name="phone" type="tel" label={t.phone} autoComplete="tel" inputMode="tel" required />
      <TextField
        form={form}
        name="email"
        type="email"
        label={t.email}
        autoComplete="email"
        inputMode="email"
        required
      />
      <TextAreaField form={form} name="message" label={t.message} />
      {popup ? null : <span id="contact-quote" className={styles.anchor} />}
      <CheckboxField form={form} name="quote" label={t.quote} />
      {popup ? null : <span id="contact-testdrive" className={styles.anchor} />}
      <CheckboxField form={form} name="testDrive" label={t.testDrive} />
      <SubmitButton form={form}>{t.send}</SubmitButton>
      <FormStatus form={form} failure={t.sendFailed} />
    </Form>
  )
  const thanks = done ? (
    <div className={styles.overlay} role="status" data-testid="contact-form-sent">
      {t.sent}
    </div>
  ) : null

  if (popup) {
    return (
      <div className={styles.popupBody} data-testid="contact-popup-form">
        {fieldsAndStatus}
        {thanks}
      </div>
    )
  }
  return (
    <section
      id="contact-form"
      className={styles.section}
      aria-labelledby="contact-form-heading"
      data-testid="contact-form"
    >
      <h2 id="contact-form-heading" className={styles.heading}>
        {t.contactHeading}
      </h2>
      <p className={styles.intro}>{t.contactIntro}</p>
      {fieldsAndStatus}
      {thanks}
    </section>
  )
}
