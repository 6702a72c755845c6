'use client'
import { useId, useState } from 'react'
import { Button } from '@/ui/Button'
import { translator } from '@/i18n/catalogue'
import { tyreHotelApi } from './client'
import { CodeBoxes } from './CodeBoxes'
import { CODE_LENGTH, codeComplete, codeOf, emptyCode } from './code'
import { ScreenHeading } from './parts'
import type { TyreHotelMessages } from './strings'
import type { Credentials, Customer, ValidatedSession } from '../contract'
import styles from './TyreHotel.module.css'

type Props = {
  t: TyreHotelMessages
  customer: Customer
  credentials: Credentials
  onValidated: (validated: ValidatedSession) => void
  onResent: (credentials: Credentials) => void
  onOtherCar: () => void
}

/**
 * Validate (spec 2 §2.5, §5): four code boxes; verify is disabled under 4 digits; a refusal shows the
 * server's message in red under the boxes, and typing clears it.
 */
export function ValidateScreen({ t, customer, credentials, onValidated, onResent, onOtherCar }: Props) {
  const [digits, setDigits] = useState(emptyCode)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const errorId = useId()
  const tr = translator(t)

  const run = async (action: () => Promise<void>) => {
    setBusy(true)
    setError(null)
    try {
      await action()
    } catch (failure) {
      console.error('tyre hotel: code step failed', failure)
      setError(t.genericError)
    } finally {
      setBusy(false)
    }
  }
  const verify = () =>
    run(async () => {
      const r = await tyreHotelApi.validate(credentials.authorizationToken, codeOf(digits))
      if (r.ok && r.data.status === 0) return onValidated(r.data)
      setError((!r.ok && r.message) || t.genericError)
    })
  const resend = () =>
    run(async () => {
      const r = await tyreHotelApi.login(customer.encryptedPhoneNumber)
      if (!r.ok) return setError(r.message ?? t.genericError)
      setDigits(emptyCode())
      onResent(r.data)
    })

  return (
    <div className={styles.screen} data-testid="screen-validate">
      <ScreenHeading>{t.validateHeading}</ScreenHeading>
      <p>{tr('validateText', { phone: customer.obfuscatedPhoneNumber })}</p>
      <form
        className={styles.stack}
        noValidate
        onSubmit={(e) => {
          e.preventDefault()
          if (codeComplete(digits) && !busy) void verify()
        }}
      >
        <CodeBoxes
          digits={digits}
          onChange={(next) => (setDigits(next), setError(null))}
          legend={t.codeLegend}
          digitLabel={(n) => tr('codeDigit', { n, total: CODE_LENGTH })}
          errorId={error ? errorId : undefined}
          disabled={busy}
        />
        <p id={errorId} role="alert" className={styles.error} data-testid="code-error">
          {error}
        </p>
        <div className={styles.actions}>
          <Button type="submit" disabled={!codeComplete(digits) || busy} aria-busy={busy} data-testid="verify">
            {t.verify}
          </Button>
          <Button variant="link" onClick={resend} disabled={busy} data-testid="resend-code">
            {t.resendCode}
          </Button>
          <Button variant="link" onClick={onOtherCar}>
            {t.otherCar}
          </Button>
        </div>
      </form>
    </div>
  )
}
