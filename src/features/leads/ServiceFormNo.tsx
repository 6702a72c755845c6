'use client'

import { useEffect, useMemo, useState } from 'react'
import { useController } from 'react-hook-form'
import type { Locale } from '@/cms/locales'
import { localDate } from '@/sites/markets'
import { translator } from '@/i18n/catalogue'
import {
  CheckboxField,
  Form,
  SelectField,
  SubmitButton,
  TextAreaField,
  TextField,
  useZodForm,
  type ZodForm,
} from '@/ui/form'
import type { UiMessages } from '@/ui/strings'
import { CAR_SERVICES, MC_SERVICES, serviceNoValues } from './forms'
import { newSubmissionId, sendLead } from './client'
import { serviceKey, type ServiceFormMessages } from './service-strings'
import styles from './ServiceFormNo.module.css'

/** A workshop the visitor can choose: its workshop e-mail (spec 2 §3) identifies it to the server. */
export type WorkshopChoice = { email: string; name: string }

type Props = {
  locale: Locale
  ui: UiMessages
  t: ServiceFormMessages
  /** The site's workshops (car form), or the motorcycle form's one fixed dealer (spec 2 §9). */
  workshops: WorkshopChoice[]
  motorcycle: boolean
  /** The market's time zone: the desired date may not be before today there (spec 2 §5). */
  timeZone: string
  /** Today's date (YYYY-MM-DD) for tests; otherwise the browser's clock in `timeZone`. */
  today?: string
  title?: string | null
}

type Schema = ReturnType<typeof serviceNoValues>

/**
 * The Norwegian service booking form (spec 2 §2.4, §3, §5, §9): workshop, registration number, mileage,
 * desired date, services, description, contact details, GDPR consent (required) and newsletter (optional).
 * Success (202) replaces the form with the thank-you screen; any other outcome shows the failure text.
 */
export function ServiceFormNo({ locale, ui, t, workshops, motorcycle, timeZone, today: fixedToday, title }: Props) {
  const today = useMemo(() => fixedToday ?? localDate(new Date(), timeZone), [fixedToday, timeZone])
  const schema = useMemo(() => serviceNoValues(today), [today])
  const [submission, setSubmission] = useState(newSubmissionId)
  const fixed = motorcycle ? workshops[0] : undefined
  const tr = translator(t)
  const form = useZodForm({
    schema,
    defaultValues: {
      siteEmail: fixed?.email ?? '',
      siteName: fixed?.name ?? '',
      regno: '',
      milage: undefined,
      date: '',
      services: [],
      other: '',
      description: '',
      customerName: '',
      customerPhone: '',
      customerEmail: '',
      gdpr: false as unknown as true,
      newsletter: false,
      typeMC: motorcycle,
    },
    messages: ui,
    locale,
    describe: (issue) => {
      const key: unknown = issue.code === 'custom' ? issue.params?.key : undefined
      return key === 'notBeforeToday' || key === 'motorcycleServices' ? t[key] : null
    },
    onSubmit: async (values) => {
      const result = await sendLead('service-no', submission, values)
      if (!result) setSubmission(newSubmissionId())
      return result
    },
  })

  // The chosen workshop's name travels with its address (the dealer's e-mail names the workshop).
  const { watch, setValue } = form.rhf
  const siteEmail = watch('siteEmail')
  useEffect(() => {
    if (fixed) return
    setValue('siteName', workshops.find((w) => w.email === siteEmail)?.name ?? '')
  }, [fixed, siteEmail, workshops, setValue])
  const wantsOther = (watch('services') ?? []).includes('other')

  const heading = title || (motorcycle ? t.headingMC : t.heading)
  if (form.state.status === 'success') {
    return (
      <section className={styles.section} aria-labelledby="service-form-thanks" data-testid="service-form-no">
        <div role="status" className={styles.thanks}>
          <h2 id="service-form-thanks" className={styles.heading}>
            {t.thanksHeading}
          </h2>
          <p>{t.thanksText}</p>
        </div>
      </section>
    )
  }
  return (
    <section className={styles.section} aria-labelledby="service-form-heading" data-testid="service-form-no">
      <h2 id="service-form-heading" className={styles.heading}>
        {heading}
      </h2>
      <p className={styles.intro}>{t.intro}</p>
      <Form form={form}>
        {fixed ? (
          <p className={styles.fixed}>{tr('fixedSite', { name: fixed.name })}</p>
        ) : (
          <SelectField
            form={form}
            name="siteEmail"
            label={t.site}
            required
            options={[{ value: '', label: t.chooseSite }, ...workshops.map((w) => ({ value: w.email, label: w.name }))]}
          />
        )}
        <TextField form={form} name="regno" label={t.regno} autoComplete="off" required />
        <TextField form={form} name="milage" type="number" inputMode="numeric" label={t.milage} />
        <DateField form={form} label={t.date} min={today} />
        <ServiceChoices form={form} legend={t.services} options={motorcycle ? MC_SERVICES : CAR_SERVICES} t={t} />
        {wantsOther ? <TextAreaField form={form} name="other" label={t.other} rows={2} /> : null}
        <TextAreaField form={form} name="description" label={t.description} />
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t.contact}</legend>
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
        </fieldset>
        <CheckboxField form={form} name="gdpr" label={t.gdpr} required />
        <CheckboxField form={form} name="newsletter" label={t.newsletter} />
        <SubmitButton form={form}>{t.send}</SubmitButton>
        {form.state.status === 'error' && !form.state.fields.length ? (
          <p role="alert" className={styles.failure}>
            {t.failed}
          </p>
        ) : null}
      </Form>
    </section>
  )
}

/**
 * The desired date: a date input that starts at today (spec 2 §5 "not before today"). Its error line is
 * always there, empty until needed: the error appears when the input loses focus, which is when the visitor
 * presses on the services below, and a line pushed in then moved the list under the pointer.
 */
function DateField({ form, label, min }: { form: ZodForm<Schema>; label: string; min: string }) {
  const { field, fieldState } = useController({ control: form.rhf.control, name: 'date' })
  const id = 'service-form-date'
  const error = fieldState.error?.message
  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        type="date"
        className={styles.input}
        min={min}
        required
        aria-required
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...field}
        value={field.value ?? ''}
      />
      <p id={`${id}-error`} className={`${styles.error} ${styles.reserved}`}>
        {error}
      </p>
    </div>
  )
}

/** The services as a group of check boxes (11 for a car, 3 for a motorcycle: spec 2 §9). */
function ServiceChoices({
  form,
  legend,
  options,
  t,
}: {
  form: ZodForm<Schema>
  legend: string
  options: readonly string[]
  t: ServiceFormMessages
}) {
  const { field, fieldState } = useController({ control: form.rhf.control, name: 'services' })
  const chosen = new Set<string>(field.value ?? [])
  const toggle = (code: string, on: boolean) => {
    const next = new Set(chosen)
    if (on) next.add(code)
    else next.delete(code)
    field.onChange(options.filter((o) => next.has(o)))
  }
  const error = fieldState.error?.message
  return (
    <fieldset className={styles.group} aria-describedby={error ? 'service-form-services-error' : undefined}>
      <legend className={styles.legend}>{legend}</legend>
      <div className={styles.services}>
        {options.map((code) => (
          <label key={code} className={styles.check}>
            <input
              type="checkbox"
              name="services"
              value={code}
              checked={chosen.has(code)}
              onChange={(e) => toggle(code, e.target.checked)}
              onBlur={field.onBlur}
            />
            <span>{(t as Readonly<Record<string, string>>)[serviceKey(code)]}</span>
          </label>
        ))}
      </div>
      {error ? (
        <p id="service-form-services-error" className={styles.error}>
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
