'use client'
import { useState } from 'react'
import { Button } from '@/ui/Button'
import { Field, Input } from '@/ui/Field'
import { translator } from '@/i18n/catalogue'
import { lookupCar, nearestPlace } from './client'
import { normalisePlate, type Car, type Location } from '../contract'
import { PlaceInput } from './PlaceInput'
import type { BookingSession } from './state'
import type { ServiceBookingMessages } from './strings'
import styles from './ServiceBooking.module.css'

type Props = {
  session: BookingSession
  onLookedUp: (car: Car, location: Location) => void
  locale: string
  t: ServiceBookingMessages
}

type Failure = { kind: 'server'; message: string } | { kind: 'unsupported'; brand: string } | { kind: 'denied' }

/**
 * Step 1 (spec 2 §2.1, §5): the plate (upper-cased, at most 6) and a place from the autocomplete or
 * the device's location; Continue is disabled until both are set. A failed lookup shows the server's
 * message; an unsupported brand points to the links at the top.
 */
export function StepVehicle({ session, onLookedUp, locale, t }: Props) {
  const tr = translator(t)
  const [plate, setPlate] = useState(session.car?.registrationNumber ?? '')
  const [location, setLocation] = useState<Location | null>(session.location)
  const [failure, setFailure] = useState<Failure | null>(null)
  const [busy, setBusy] = useState(false)
  const [locating, setLocating] = useState(false)

  const useDevice = () => {
    if (!('geolocation' in navigator)) return setFailure({ kind: 'denied' })
    setLocating(true)
    navigator.geolocation.getCurrentPosition(
      async (position) => {
        const { latitude, longitude } = position.coords
        const near = await nearestPlace(latitude, longitude)
        setLocating(false)
        if (!near) return setFailure({ kind: 'server', message: t.genericError })
        setFailure(null)
        setLocation({ ...near, name: tr('myLocation', { place: near.name }), latitude, longitude })
      },
      () => {
        setLocating(false)
        setFailure({ kind: 'denied' })
      },
      { timeout: 10_000, maximumAge: 60_000 },
    )
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault()
    if (!plate || !location || busy) return
    setBusy(true)
    setFailure(null)
    const result = await lookupCar(plate, locale)
    setBusy(false)
    if (!result.ok) return setFailure({ kind: 'server', message: result.message ?? t.genericError })
    if (!result.value.isSupported) return setFailure({ kind: 'unsupported', brand: result.value.brand })
    onLookedUp(result.value, location)
  }

  return (
    <form onSubmit={submit} noValidate className={styles.stepForm} aria-busy={busy} data-testid="step-vehicle">
      <Field label={t.regNo} hint={t.regNoHint} required>
        {(control) => (
          <Input
            {...control}
            value={plate}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            className={styles.plate}
            data-testid="plate-input"
            onChange={(e) => setPlate(normalisePlate(e.target.value))}
          />
        )}
      </Field>
      <PlaceInput value={location} onChange={setLocation} t={t} />
      <div>
        <Button variant="secondary" onClick={useDevice} disabled={locating} data-testid="use-location">
          {locating ? t.locating : t.useLocation}
        </Button>
      </div>
      <div role="alert" className={styles.failure} data-testid="vehicle-error">
        {failure?.kind === 'denied' ? t.locationDenied : null}
        {failure?.kind === 'server' ? failure.message : null}
        {failure?.kind === 'unsupported' ? tr('carNotSupported', { brand: failure.brand }) : null}
      </div>
      <Button type="submit" disabled={!plate || !location || busy} data-testid="vehicle-continue">
        {busy ? t.loading : t.continue}
      </Button>
    </form>
  )
}
