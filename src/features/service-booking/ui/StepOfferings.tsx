'use client'
import { useRef, useState } from 'react'
import { Button } from '@/ui/Button'
import { Field, Input, Select, TextArea } from '@/ui/Field'
import { translator } from '@/i18n/catalogue'
import type { BookingConfig } from './config'
import { MESSAGE_MAX, type Offering, type OfferingCategory } from './contract'
import { FailureWithMailbox } from './Mailbox'
import { OfferingPrice } from './OfferingPrice'
import { linePrice, selectedFrom, unitChoices } from './pricing'
import {
  addonButtons,
  servicesComplete,
  type BookingEvent,
  type BookingSession,
  type SelectedService,
  type ServiceType,
} from './state'
import type { ServiceBookingMessages } from './strings'
import styles from './ServiceBooking.module.css'

type Props = {
  kind: ServiceType
  /** null while loading; an empty list or a failure shows the error text (spec 2 §8). */
  categories: OfferingCategory[] | null | 'failed'
  session: BookingSession
  dispatch: (event: BookingEvent) => void
  /** Step 2's continue, or step 3's (both buttons). */
  onContinue: () => void
  busy: boolean
  config: BookingConfig
  t: ServiceBookingMessages
}

const positiveInteger = (text: string) => (/^\d{1,7}$/.test(text.trim()) && Number(text) > 0 ? Number(text) : null)

/**
 * Steps 2 and 3 (spec 2 §2.1, §4.1, §5): offerings by category; a ticked offering may ask for the
 * mileage ('Ange miltal'), a message of at most 80 characters ('Ange meddelande') or a number of
 * units. Errors show when the visitor tries to continue, and focus moves to the first.
 */
export function StepOfferings({ kind, categories, session, dispatch, onContinue, busy, config, t }: Props) {
  const tr = translator(t)
  const [showErrors, setShowErrors] = useState(false)
  const [mileageText, setMileageText] = useState(session.milage ? String(session.milage) : '')
  const root = useRef<HTMLDivElement>(null)
  const agreement = session.car?.hasServiceAgreement ?? false

  if (categories === null)
    return (
      <p role="status" className={styles.muted}>
        {t.loading}
      </p>
    )
  const lists = categories === 'failed' ? [] : categories.filter((c) => c.selectionType !== 'link')
  // Damage inspection (spec 2 §2.1) is not booked here: its category links out.
  const links = categories === 'failed' ? [] : categories.filter((c) => c.selectionType === 'link' && c.link)
  if (!lists.some((c) => c.offerings.length))
    return <FailureWithMailbox text={t.genericError} email={config.contactEmail} t={t} testId={`${kind}-error`} />

  const set = (code: string, entry: SelectedService | null) => dispatch({ type: 'setService', code, entry })
  const toggle = (category: OfferingCategory, offering: Offering, on: boolean) => {
    if (on && category.selectionType === 'single')
      for (const other of category.offerings)
        if (other.code !== offering.code && session.services[other.code]) set(other.code, null)
    set(offering.code, on ? selectedFrom(offering, kind) : null)
  }

  const complete =
    kind === 'service'
      ? servicesComplete(session)
      : addonButtons(session).withAddons || addonButtons(session).withoutAddons
  const tryContinue = () => {
    if (!complete) {
      setShowErrors(true)
      // After the errors render, the first invalid field gets focus.
      requestAnimationFrame(() => root.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
      return
    }
    onContinue()
  }
  const buttons = addonButtons(session)

  return (
    <div ref={root} className={styles.stepForm} data-testid={`step-${kind}`}>
      {agreement ? <p className={styles.note}>{t.agreementNote}</p> : null}
      {lists.map((category) => (
        <fieldset key={category.name} className={styles.category}>
          <legend className={styles.categoryName}>{category.name}</legend>
          {category.offerings.map((offering) => {
            const chosen = session.services[offering.code]
            const units = unitChoices(offering)
            const mileageError = showErrors && chosen?.requiresMileage && !session.milage ? t.mileageRequired : null
            const inputError =
              showErrors && chosen && chosen.userInput !== null && !chosen.userInput.trim() ? t.userInputRequired : null
            // A unit-priced offering shows its price per unit ('/st'); the summary has the line's total.
            const preview = { ...(chosen ?? selectedFrom(offering, kind)), unit: 1 }
            return (
              <div key={offering.code} className={styles.offering} data-testid={`offering-${offering.code}`}>
                <label className={styles.check}>
                  <input
                    type="checkbox"
                    checked={Boolean(chosen)}
                    disabled={!offering.isAvailable}
                    onChange={(e) => toggle(category, offering, e.target.checked)}
                  />
                  <span className={styles.offeringName}>{offering.name}</span>
                  <OfferingPrice
                    price={linePrice(preview, agreement)}
                    t={t}
                    postfix={offering.unitPrice ? offering.unitPrice.postfix : null}
                  />
                </label>
                {offering.description ? <p className={styles.muted}>{offering.description}</p> : null}
                {!offering.priceKnown && offering.notKnownPriceText ? (
                  <p className={styles.muted}>{offering.notKnownPriceText}</p>
                ) : null}
                {offering.isAvailable ? null : (
                  <p className={styles.muted}>{tr('unavailable', { name: offering.name })}</p>
                )}
                {chosen && units.length > 1 ? (
                  <Field label={`${t.units}${chosen.unitAbbreviation ? ` (${chosen.unitAbbreviation})` : ''}`}>
                    {(control) => (
                      <Select
                        {...control}
                        value={chosen.unit}
                        onChange={(e) => set(offering.code, { ...chosen, unit: Number(e.target.value) })}
                      >
                        {units.map((n) => (
                          <option key={n} value={n}>
                            {n}
                          </option>
                        ))}
                      </Select>
                    )}
                  </Field>
                ) : null}
                {chosen?.requiresMileage ? (
                  <Field label={t.mileage} error={mileageError} required>
                    {(control) => (
                      <Input
                        {...control}
                        inputMode="numeric"
                        autoComplete="off"
                        value={mileageText}
                        data-testid="mileage-input"
                        onChange={(e) => {
                          setMileageText(e.target.value)
                          dispatch({ type: 'setMileage', milage: positiveInteger(e.target.value) })
                        }}
                      />
                    )}
                  </Field>
                ) : null}
                {chosen && chosen.userInput !== null ? (
                  <Field
                    label={t.userInput}
                    hint={tr('counter', { n: chosen.userInput.length, max: MESSAGE_MAX })}
                    error={inputError}
                    required
                  >
                    {(control) => (
                      <TextArea
                        {...control}
                        rows={2}
                        maxLength={MESSAGE_MAX}
                        value={chosen.userInput ?? ''}
                        data-testid={`user-input-${offering.code}`}
                        onChange={(e) =>
                          set(offering.code, { ...chosen, userInput: e.target.value.slice(0, MESSAGE_MAX) })
                        }
                      />
                    )}
                  </Field>
                ) : null}
              </div>
            )
          })}
        </fieldset>
      ))}
      {links.map((category, i) => (
        <section
          key={category.name}
          className={styles.category}
          aria-labelledby={`${kind}-link-${i}`}
          data-testid="damage-inspection"
        >
          <h3 id={`${kind}-link-${i}`} className={styles.categoryName}>
            {category.name}
          </h3>
          <p>{category.description || t.damageText}</p>
          <a href={category.link!} target="_blank" rel="noopener noreferrer" data-testid="damage-link">
            {t.damageLink}
            <span className={styles.visuallyHidden}> {t.newTab}</span>
          </a>
        </section>
      ))}
      <div className={styles.actions}>
        {kind === 'service' ? (
          <Button
            onClick={tryContinue}
            disabled={busy || !Object.values(session.services).some((s) => s.type === 'service')}
            data-testid="services-continue"
          >
            {busy ? t.loading : t.continue}
          </Button>
        ) : (
          <>
            <Button
              variant="secondary"
              onClick={onContinue}
              disabled={!buttons.withoutAddons}
              data-testid="addons-skip"
            >
              {t.continueWithoutAddons}
            </Button>
            <Button
              onClick={tryContinue}
              disabled={!Object.values(session.services).some((s) => s.type === 'addon')}
              data-testid="addons-continue"
            >
              {t.continue}
            </Button>
          </>
        )}
      </div>
    </div>
  )
}
