'use client'
/**
 * The car list's "Spara sökning" / "Save this search" (issue 37 §1): a button that opens a small dialog with the
 * e-mail field, which sends the list's own query to POST /api/saved-searches. The confirmation e-mail does the rest.
 */
import { useState, type FormEvent } from 'react'
import type { Locale } from '@/cms/locales'
import { translator } from '@/i18n/catalogue'
import { Button } from '@/ui/Button'
import { Dialog } from '@/ui/Dialog'
import { Field, Input } from '@/ui/Field'
import type { SavedSearchMessages } from '../strings'
import styles from './SaveSearch.module.css'

type Props = {
  query: { filters: Record<string, unknown>; keyphrase?: string }
  locale: Locale
  messages: SavedSearchMessages
}

type Status = 'idle' | 'sending' | 'sent' | 'invalid' | 'too-many' | 'failed'

export function SaveSearch({ query, locale, messages }: Props) {
  const t = translator(messages)
  const [open, setOpen] = useState(false)
  const [email, setEmail] = useState('')
  const [status, setStatus] = useState<Status>('idle')

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setStatus('sending')
    try {
      const response = await fetch('/api/saved-searches', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, query, locale, alerts: ['new', 'price-drop'] }),
      })
      setStatus(
        response.status === 202
          ? 'sent'
          : response.status === 400
            ? 'invalid'
            : response.status === 429
              ? 'too-many'
              : 'failed',
      )
    } catch {
      setStatus('failed')
    }
  }

  const message = status === 'too-many' ? messages.tooMany : status === 'failed' ? messages.failed : null
  return (
    <Dialog
      title={messages.title}
      description={t('intro', { filters: Object.keys(query.filters).length })}
      closeLabel={messages.cancel}
      open={open}
      onOpenChange={(next) => {
        setOpen(next)
        if (!next && status === 'sent') setStatus('idle')
      }}
      trigger={
        <Button variant="secondary" className={styles.trigger} data-testid="save-search">
          {messages.open}
        </Button>
      }
      data-testid="save-search-dialog"
    >
      {status === 'sent' ? (
        <p role="status" className={styles.sent}>
          {messages.sent}
        </p>
      ) : (
        <form onSubmit={submit} className={styles.form} noValidate={false}>
          <Field label={messages.email} error={status === 'invalid' ? messages.invalidEmail : null} required>
            {(control) => (
              <Input
                {...control}
                type="email"
                name="email"
                autoComplete="email"
                required
                maxLength={254}
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                wide
              />
            )}
          </Field>
          {message ? (
            <p role="alert" className={styles.error}>
              {message}
            </p>
          ) : null}
          <Button type="submit" disabled={status === 'sending'}>
            {messages.submit}
          </Button>
        </form>
      )}
    </Dialog>
  )
}
