'use client'
import { useId, useState } from 'react'
import { Button } from '@/ui/Button'
import { Field, Input } from '@/ui/Field'
import { tyreHotelApi } from './client'
import { ScreenHeading } from './parts'
import { canSearch, normalizeRegNo, REGNO_MAX } from './regno'
import type { TyreHotelMessages } from './strings'
import type { Customer } from '../contract'
import styles from './TyreHotel.module.css'

type Props = {
  t: TyreHotelMessages
  initialRegNo: string
  bookServiceHref: string | null
  /** Why the visitor is back at Search (an expired sign-in), until they search again. */
  notice?: string | null
  onFound: (customer: Customer, regNo: string) => void
}

/** Search (spec 2 §2.5, §5, §8): the plate, prefilled from ?regNo=; 404 is "no agreement", anything else the generic error. */
export function SearchScreen({ t, initialRegNo, bookServiceHref, notice, onFound }: Props) {
  const [regNo, setRegNo] = useState(() => normalizeRegNo(initialRegNo))
  const [error, setError] = useState<'noAgreement' | 'generic' | null>(null)
  const [busy, setBusy] = useState(false)
  const errorId = useId()
  return (
    <div className={styles.screen} data-testid="screen-search">
      <ScreenHeading>{t.searchHeading}</ScreenHeading>
      {notice ? (
        <p role="status" className={styles.notice} data-testid="search-notice">
          {notice}
        </p>
      ) : null}
      <p>{t.searchIntro}</p>
      <form
        className={styles.stack}
        noValidate
        onSubmit={async (e) => {
          e.preventDefault()
          if (!canSearch(regNo) || busy) return
          setBusy(true)
          setError(null)
          try {
            const r = await tyreHotelApi.search(regNo)
            if (r.ok) return onFound(r.data, regNo)
            setError(r.status === 404 ? 'noAgreement' : 'generic')
          } catch (failure) {
            console.error('tyre hotel: search failed', failure)
            setError('generic')
          } finally {
            setBusy(false)
          }
        }}
      >
        <Field label={t.regNo} required>
          {(control) => (
            <Input
              {...control}
              aria-describedby={error ? errorId : undefined}
              name="regNo"
              value={regNo}
              maxLength={REGNO_MAX + 4}
              autoComplete="off"
              autoCapitalize="characters"
              spellCheck={false}
              className={styles.regNo}
              onChange={(e) => (setRegNo(normalizeRegNo(e.target.value)), setError(null))}
              data-testid="regno"
            />
          )}
        </Field>
        <div>
          <Button type="submit" disabled={!canSearch(regNo) || busy} aria-busy={busy} data-testid="search-submit">
            {t.continue}
          </Button>
        </div>
        <div id={errorId} role="alert" className={styles.error}>
          {error === 'noAgreement' ? (
            <>
              {t.noAgreement}{' '}
              {bookServiceHref ? (
                <a href={bookServiceHref} className={styles.inlineLink}>
                  {t.bookService}
                </a>
              ) : null}
            </>
          ) : error === 'generic' ? (
            t.genericError
          ) : null}
        </div>
      </form>
    </div>
  )
}
