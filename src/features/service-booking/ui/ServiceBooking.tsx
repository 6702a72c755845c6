'use client'
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react'
import type { Locale } from '@/cms/locales'
import { Button } from '@/ui/Button'
import { Skeleton } from '@/ui/Skeleton'
import { translator } from '@/i18n/catalogue'
import type { UiMessages } from '@/ui/strings'
import { purchaseEvent } from './analytics'
import { pushWithConsent } from '@/features/shell/consent/analytics'
import { authorisedFor, fetchOfferings, type Result } from './client'
import { BookingHeader } from './BookingHeader'
import { BookingSummary } from './BookingSummary'
import type { BookingConfig } from './config'
import type { BookingResponse, Car, Location, OfferingCategory } from '../contract'
import { Confirmation } from './Confirmation'
import { formatDay } from './format'
import { pricesByCode } from './pricing'
import { servicesOfType, stepLabel, type BookingSession, type Step } from './state'
import { StepOfferings } from './StepOfferings'
import { StepVehicle } from './StepVehicle'
import { StepWorkshop } from './StepWorkshop'
import type { ServiceBookingMessages } from './strings'
import { useBooking } from './use-booking'
import styles from './ServiceBooking.module.css'

type Props = { t: ServiceBookingMessages; ui: UiMessages; locale: Locale; config: BookingConfig }

type Offerings = OfferingCategory[] | 'failed' | null

const hasOfferings = (o: Offerings): o is OfferingCategory[] =>
  Array.isArray(o) && o.some((c) => c.offerings.length > 0)
const asOfferings = (r: Result<OfferingCategory[]>): Offerings => (r.ok ? r.value : 'failed')

function rowSummary(step: Step, session: BookingSession, t: ServiceBookingMessages, locale: string): string {
  const names = (type: 'service' | 'addon') =>
    servicesOfType(session, type)
      .map(([, s]) => s.name)
      .join(', ')
  switch (step) {
    case 1:
      return [session.car?.registrationNumber, session.location?.name].filter(Boolean).join(' · ')
    case 2:
      return names('service')
    case 3:
      return names('addon') || '–'
    default:
      return session.bookingInfo
        ? `${session.bookingInfo.workshop.siteName}, ${formatDay(session.bookingInfo.date, locale)} ${session.bookingInfo.isFullDay ? t.fullDayShort : session.bookingInfo.time}`
        : ''
  }
}

/**
 * The service booking (spec 2 §2.1, §4.1): five steps, the current one open with "Step n/max", the
 * earlier ones as summary rows that reopen, the summary beside (or below, on small screens). State in
 * sessionStorage (use-booking.ts); rules in state.ts.
 */
export function ServiceBooking({ t, ui, locale, config }: Props) {
  const tr = translator(t)
  const { session, dispatch, ready, startOver } = useBooking()
  // Answers are kept with the lookup they belong to, so a new plate or place shows loading at once.
  const [servicesFor, setServicesFor] = useState<{ key: string; value: Offerings } | null>(null)
  const [addons, setAddons] = useState<Offerings>(null)
  const [authorisedFor_, setAuthorisedFor] = useState<{ brand: string; value: boolean | null } | null>(null)
  const [busy, setBusy] = useState(false)
  const addonsLoad = useRef<{ key: string; promise: Promise<Offerings> } | null>(null)
  const headings = useRef<Partial<Record<Step, HTMLHeadingElement | null>>>({})
  const shownStep = useRef<Step | null>(null)

  const plate = session.car?.registrationNumber ?? null
  const { lat, lng, displayState, bookingState } = session
  const offerKey = plate && lat !== null && lng !== null ? `${plate}|${lat}|${lng}` : null

  useEffect(() => {
    if (!offerKey || !plate || lat === null || lng === null) return
    let live = true
    fetchOfferings('services', plate, lat, lng, locale).then(
      (r) => live && setServicesFor({ key: offerKey, value: asOfferings(r) }),
    )
    return () => {
      live = false
    }
  }, [offerKey, plate, lat, lng, locale])

  const loadAddons = useCallback((): Promise<Offerings> => {
    if (!offerKey || !plate || lat === null || lng === null) return Promise.resolve('failed')
    if (addonsLoad.current?.key !== offerKey)
      addonsLoad.current = {
        key: offerKey,
        promise: fetchOfferings('addons', plate, lat, lng, locale).then(asOfferings),
      }
    return addonsLoad.current.promise
  }, [offerKey, plate, lat, lng, locale])

  // After a reload at step 3 or later, the add-ons are read again; if they are gone, step 3 is skipped.
  useEffect(() => {
    if (!ready || bookingState < 3 || bookingState === 5) return
    let live = true
    void loadAddons().then((loaded) => {
      if (!live) return
      setAddons(loaded)
      if (!hasOfferings(loaded) && displayState === 3) dispatch({ type: 'addonsSkipped' })
    })
    return () => {
      live = false
    }
  }, [ready, bookingState, displayState, loadAddons, dispatch])

  const brand = session.car?.brand ?? null
  useEffect(() => {
    if (brand) void authorisedFor(brand).then((value) => setAuthorisedFor({ brand, value }))
  }, [brand])
  const services = servicesFor && servicesFor.key === offerKey ? servicesFor.value : null
  const authorised = authorisedFor_ && authorisedFor_.brand === brand ? authorisedFor_.value : null

  // Spec 2 §4.1: summary prices refresh when the workshop changes (the offerings priced at that workshop).
  const workshop = session.bookingInfo?.workshop ?? null
  const departmentId = workshop?.departmentId ?? null
  useEffect(() => {
    if (!workshop || !plate || session.bookingState === 5) return
    let live = true
    void Promise.all([
      fetchOfferings('services', plate, workshop.latitude, workshop.longitude, locale, workshop.departmentId),
      fetchOfferings('addons', plate, workshop.latitude, workshop.longitude, locale, workshop.departmentId),
    ]).then((answers) => {
      if (!live) return
      const offerings = answers.flatMap((a) => (a.ok ? a.value.flatMap((c) => c.offerings) : []))
      if (offerings.length) dispatch({ type: 'repriced', prices: pricesByCode(offerings) })
    })
    return () => {
      live = false
    }
    // Only a change of workshop reprices; the workshop object itself is rebuilt from storage.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [departmentId, plate])

  // Focus follows the step (not on the first render): its heading, which carries "Step n/max".
  useEffect(() => {
    if (!ready) return
    if (shownStep.current !== null && shownStep.current !== displayState) headings.current[displayState]?.focus()
    shownStep.current = displayState
  }, [ready, displayState])

  // A stable callback: StepWorkshop's focus effect runs on a change of the chosen time, not on every render.
  const focusStep4 = useCallback(() => headings.current[4]?.focus(), [])

  const onLookedUp = (car: Car, location: Location) => dispatch({ type: 'lookedUp', car, location })

  const servicesContinue = async () => {
    setBusy(true)
    const loaded = await loadAddons()
    setAddons(loaded)
    setBusy(false)
    dispatch({ type: 'servicesDone' })
    if (!hasOfferings(loaded)) dispatch({ type: 'addonsSkipped' })
  }

  const onBooked = (response: BookingResponse, email: string) => {
    pushWithConsent(purchaseEvent(response.id, session.services, session.car?.hasServiceAgreement ?? false))
    dispatch({ type: 'booked', confirmation: { ...response, email } })
  }

  const titles: Record<Step, string> = { 1: t.step1, 2: t.step2, 3: t.step3, 4: t.step4, 5: t.step5 }
  const label = stepLabel(session)

  const content = (step: Step): ReactNode => {
    switch (step) {
      case 1:
        return <StepVehicle session={session} onLookedUp={onLookedUp} locale={locale} t={t} />
      case 2:
        return (
          <StepOfferings
            kind="service"
            categories={services}
            session={session}
            dispatch={dispatch}
            onContinue={servicesContinue}
            busy={busy}
            config={config}
            t={t}
          />
        )
      case 3:
        return (
          <StepOfferings
            kind="addon"
            categories={addons}
            session={session}
            dispatch={dispatch}
            onContinue={() => dispatch({ type: 'addonsDone' })}
            busy={false}
            config={config}
            t={t}
          />
        )
      default:
        return (
          <StepWorkshop
            session={session}
            dispatch={dispatch}
            onBooked={onBooked}
            config={config}
            locale={locale}
            ui={ui}
            t={t}
            focusStepHeading={focusStep4}
          />
        )
    }
  }

  const steps: Step[] = [1, 2, 3, 4]
  return (
    <section
      className={styles.booking}
      aria-label={t.heading}
      data-testid="service-booking"
      data-step={ready ? displayState : undefined}
    >
      <BookingHeader
        car={session.bookingState >= 2 ? session.car : null}
        authorised={authorised}
        config={config}
        t={t}
      />
      <div className={styles.layout}>
        <div className={styles.steps} aria-busy={!ready}>
          {!ready ? (
            <Skeleton lines={4} />
          ) : bookingState === 5 && session.bookingInfo?.confirmation ? (
            <Confirmation
              info={session.bookingInfo}
              locale={locale}
              mapStyleUrl={config.mapStyleUrl}
              onNewBooking={startOver}
              t={t}
            />
          ) : (
            steps.map((step) => {
              const reached = step === 1 || step <= bookingState
              if (!reached) return null
              if (step === displayState)
                return (
                  <section
                    key={step}
                    className={styles.step}
                    aria-labelledby={`booking-step-${step}`}
                    data-testid={`step-${step}`}
                  >
                    <h2
                      id={`booking-step-${step}`}
                      ref={(el) => {
                        headings.current[step] = el
                      }}
                      tabIndex={-1}
                      className={styles.stepTitle}
                    >
                      <span className={styles.stepLabel} data-testid="step-label">
                        {tr('stepLabel', { n: label.n, max: label.max })}
                      </span>{' '}
                      {titles[step]}
                    </h2>
                    {content(step)}
                  </section>
                )
              if (step === 3 && !hasOfferings(addons)) return null
              return (
                <section
                  key={step}
                  className={styles.stepRow}
                  aria-labelledby={`booking-row-${step}`}
                  data-testid={`step-row-${step}`}
                >
                  <div>
                    <h2 id={`booking-row-${step}`} className={styles.rowTitle}>
                      {titles[step]}
                    </h2>
                    <p className={styles.muted}>{rowSummary(step, session, t, locale)}</p>
                  </div>
                  <Button
                    variant="link"
                    onClick={() => dispatch({ type: 'open', step })}
                    aria-label={`${t.change}: ${titles[step]}`}
                    data-testid={`reopen-${step}`}
                  >
                    {t.change}
                  </Button>
                </section>
              )
            })
          )}
        </div>
        {ready && session.car && bookingState >= 2 ? <BookingSummary session={session} locale={locale} t={t} /> : null}
      </div>
    </section>
  )
}
