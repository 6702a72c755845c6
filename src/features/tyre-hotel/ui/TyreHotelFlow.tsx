'use client'
import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import type { Locale } from '@/cms/locales'
import { Button } from '@/ui/Button'
import { Dialog } from '@/ui/Dialog'
import type { UiMessages } from '@/ui/strings'
import { flowInteraction, purchase, track, type FlowStep } from './analytics'
import { tyreHotelApi } from './client'
import { BookingScreen } from './BookingScreen'
import { ConfirmationScreen } from './ConfirmationScreen'
import { LoggedInScreen } from './LoggedInScreen'
import { LoginScreen } from './LoginScreen'
import { isLoggedIn, nextScreen, resumeScreen, settle, type FlowEvent, type Screen } from './screens'
import { SearchScreen } from './SearchScreen'
import { parseSession, type TyreSession } from './session'
import { hydratedStore, sessionStore } from './session-store'
import type { TyreHotelMessages } from './strings'
import { ValidateScreen } from './ValidateScreen'
import { vehicleOf } from './vehicle'
import styles from './TyreHotel.module.css'

export type TyreHotelLinks = {
  home: string
  facilities: string | null
  tireInfo: string | null
  bookService: string | null
  /** Where 'decline' in the disclaimer leads. */
  decline: string
}

type Props = {
  t: TyreHotelMessages
  ui: UiMessages
  locale: Locale
  /** ?regNo= of the page (spec 2 §2.5: Search is prefilled from it). */
  initialRegNo: string
  contactEmail: string
  links: TyreHotelLinks
}

/** spec 2 §7.3: the flow_interaction step each screen stands for (step 5, contact details, is the booking form's). */
const SCREEN_STEP: Partial<Record<Screen, FlowStep>> = {
  login: 1,
  validate: 2,
  loggedIn: 3,
  booking: 4,
  confirmation: 6,
}

/**
 * The tyre hotel on one page (spec 2 §2.5, §4.3): one screen at a time, the session in sessionStorage,
 * scroll to top and focus on the new screen's heading at each change, a footer on every screen.
 */
export function TyreHotelFlow({ t, ui, locale, initialRegNo, contactEmail, links }: Props) {
  const raw = useSyncExternalStore(sessionStore.subscribe, sessionStore.get, sessionStore.server)
  const hydrated = useSyncExternalStore(hydratedStore.subscribe, hydratedStore.get, hydratedStore.server)
  const session = useMemo(() => parseSession(raw), [raw])
  // Until the visitor moves, the screen is where the tab's session left off (Search on the server).
  const [moved, setMoved] = useState<Screen | null>(null)
  const screen: Screen = moved ?? (hydrated ? resumeScreen(session) : 'search')
  // Set when an expired sign-in sent the visitor back to Search; cleared by the next search.
  const [notice, setNotice] = useState<string | null>(null)
  const root = useRef<HTMLDivElement>(null)
  const shown = useRef<Screen | null>(null)

  useEffect(() => {
    if (!hydrated || shown.current === screen) return
    const first = shown.current === null
    shown.current = screen
    const step = SCREEN_STEP[screen]
    if (step) track(flowInteraction(step))
    if (first) return
    window.scrollTo({ top: 0 })
    // An open dialog (the disclaimer) keeps the focus it took; otherwise the new screen's heading gets it.
    if (!document.querySelector('[role="dialog"]'))
      root.current?.querySelector<HTMLElement>('[data-screen-heading]')?.focus({ preventScroll: true })
  }, [screen, hydrated])

  const setSession = useCallback((next: TyreSession) => sessionStore.set(next), [])
  const change = useCallback(
    (patch: Partial<TyreSession>, event: FlowEvent) => {
      const next = { ...session, ...patch }
      sessionStore.set(next)
      setMoved(settle(nextScreen(screen, event), next))
    },
    [session, screen],
  )
  const go = useCallback((event: FlowEvent) => setMoved(nextScreen(screen, event)), [screen])
  const reset = useCallback(() => {
    // The API's session cookie ends too; the tab is reset whether or not that call gets through.
    tyreHotelApi.logout().catch((error: unknown) => console.debug('tyre hotel: logout call failed', error))
    sessionStore.set({})
    setMoved('search')
  }, [])

  // The API's session ended (expired, or logged out in another tab): back to Search with the plate kept.
  const expire = useCallback(() => {
    sessionStore.set({ regNo: session.regNo })
    setNotice(t.sessionExpired)
    setMoved('search')
  }, [session.regNo, t.sessionExpired])

  const vehicle = vehicleOf(session.validated, session.regNo)
  const loggedIn = isLoggedIn(session)

  return (
    <div ref={root} className={styles.flow} data-testid="tyre-hotel" data-screen={screen}>
      {screen === 'search' ? (
        <SearchScreen
          t={t}
          initialRegNo={session.regNo ?? initialRegNo}
          bookServiceHref={links.bookService}
          notice={notice}
          onFound={(customer, regNo) => {
            setNotice(null)
            change({ customer, regNo, credentials: undefined }, { type: 'found' })
          }}
        />
      ) : null}
      {screen === 'login' && session.customer ? (
        <LoginScreen
          t={t}
          customer={session.customer}
          onSent={(credentials) => change({ credentials }, { type: 'codeSent' })}
          onOtherCar={reset}
        />
      ) : null}
      {screen === 'validate' && session.customer && session.credentials ? (
        <ValidateScreen
          t={t}
          customer={session.customer}
          credentials={session.credentials}
          onResent={(credentials) => setSession({ ...session, credentials })}
          onValidated={(validated) => change({ validated }, { type: 'validated' })}
          onOtherCar={reset}
        />
      ) : null}
      {screen === 'loggedIn' && vehicle ? (
        <LoggedInScreen
          t={t}
          locale={locale}
          vehicle={vehicle}
          links={links}
          onBook={() => go({ type: 'book' })}
          onOtherCar={reset}
        />
      ) : null}
      {screen === 'booking' && vehicle ? (
        <>
          <BookingScreen
            t={t}
            ui={ui}
            locale={locale}
            vehicle={vehicle}
            onBack={() => go({ type: 'back' })}
            onSessionExpired={expire}
            onBooked={(confirmation) => {
              track(
                purchase(
                  confirmation.bookingConfirmationId,
                  confirmation.services.map((s) => s.name),
                ),
              )
              change({ confirmation, ratingDone: false }, { type: 'booked' })
            }}
          />
          <Dialog
            title={t.disclaimerTitle}
            description={t.disclaimerText}
            open={!session.disclaimerApproved}
            // spec 2 §4.3: shown until approved; Escape and the overlay do not dismiss it.
            onOpenChange={() => undefined}
            data-testid="disclaimer"
          >
            <div className={styles.actions}>
              <Button
                onClick={() => setSession({ ...session, disclaimerApproved: true })}
                data-testid="disclaimer-approve"
              >
                {t.disclaimerApprove}
              </Button>
              <a href={links.decline} className={styles.inlineLink}>
                {t.disclaimerDecline}
              </a>
            </div>
          </Dialog>
        </>
      ) : null}
      {screen === 'confirmation' && session.confirmation ? (
        <ConfirmationScreen
          t={t}
          locale={locale}
          confirmation={session.confirmation}
          ratingDone={Boolean(session.ratingDone)}
          onRated={() => setSession({ ...session, ratingDone: true })}
          onOtherCar={reset}
          homeHref={links.home}
        />
      ) : null}
      <footer className={styles.footer} data-testid="tyre-footer">
        <p>
          {t.footerQuestion} {t.footerEmail} <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
        </p>
        {loggedIn ? (
          <Button variant="secondary" onClick={reset} data-testid="logout">
            {t.logout}
          </Button>
        ) : null}
      </footer>
    </div>
  )
}
