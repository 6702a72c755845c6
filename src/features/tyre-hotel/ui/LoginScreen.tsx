'use client'
import { useState } from 'react'
import { Button } from '@/ui/Button'
import { translator } from '@/i18n/catalogue'
import { tyreHotelApi } from './client'
import { ScreenHeading } from './parts'
import type { TyreHotelMessages } from './strings'
import type { Credentials, Customer } from '../contract'
import styles from './TyreHotel.module.css'

type Props = {
  t: TyreHotelMessages
  customer: Customer
  onSent: (credentials: Credentials) => void
  onOtherCar: () => void
}

/** Login (spec 2 §2.5): the obfuscated number and 'Skicka kod'; a refusal shows the server's message in red (§8). */
export function LoginScreen({ t, customer, onSent, onOtherCar }: Props) {
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const send = async () => {
    setBusy(true)
    setError(null)
    try {
      const r = await tyreHotelApi.login(customer.encryptedPhoneNumber)
      if (r.ok) return onSent(r.data)
      setError(r.message ?? t.genericError)
    } catch (failure) {
      console.error('tyre hotel: login failed', failure)
      setError(t.genericError)
    } finally {
      setBusy(false)
    }
  }
  return (
    <div className={styles.screen} data-testid="screen-login">
      <ScreenHeading>{t.loginHeading}</ScreenHeading>
      <p>{translator(t)('loginText', { phone: customer.obfuscatedPhoneNumber })}</p>
      <div className={styles.actions}>
        <Button onClick={send} disabled={busy} aria-busy={busy} data-testid="send-code">
          {t.sendCode}
        </Button>
        <Button variant="link" onClick={onOtherCar}>
          {t.otherCar}
        </Button>
      </div>
      <p role="alert" className={styles.error} data-testid="login-error">
        {error}
      </p>
    </div>
  )
}
