'use client'

import * as Checkbox from '@radix-ui/react-checkbox'
import { Check } from 'lucide-react'
import { Button } from '@/ui/Button'
import { Dialog } from '@/ui/Dialog'
import styles from './ConsentManager.module.css'

export type ConsentLabels = {
  consentTitle: string
  consentText: string
  consentAccept: string
  consentReject: string
  consentCustomize: string
  consentSave: string
  consentNecessary: string
  consentNecessaryText: string
  consentAnalytics: string
  consentAnalyticsText: string
  consentMarketing: string
  consentMarketingText: string
}

type Choice = { analytics: boolean; marketing: boolean }
type Props = {
  open: boolean
  onOpenChange: (open: boolean) => void
  labels: ConsentLabels
  analytics: boolean
  marketing: boolean
  onChange: (change: Partial<Choice>) => void
  onSave: (choice: Choice) => void
}

/** The consent choice per category (necessary always on), opened from the banner or the footer's link. */
export function ConsentPreferences({ open, onOpenChange, labels, analytics, marketing, onChange, onSave }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={labels.consentTitle} description={labels.consentText}>
      <ul className={styles.categories}>
        <li>
          <Checkbox.Root id="consent-necessary" className={styles.checkbox} checked disabled>
            <Checkbox.Indicator>
              <Check aria-hidden="true" size={16} />
            </Checkbox.Indicator>
          </Checkbox.Root>
          <label htmlFor="consent-necessary">
            <strong>{labels.consentNecessary}</strong>
            <span>{labels.consentNecessaryText}</span>
          </label>
        </li>
        <li>
          <Checkbox.Root id="consent-analytics" className={styles.checkbox} checked={analytics} onCheckedChange={(v) => onChange({ analytics: v === true })}>
            <Checkbox.Indicator>
              <Check aria-hidden="true" size={16} />
            </Checkbox.Indicator>
          </Checkbox.Root>
          <label htmlFor="consent-analytics">
            <strong>{labels.consentAnalytics}</strong>
            <span>{labels.consentAnalyticsText}</span>
          </label>
        </li>
        <li>
          <Checkbox.Root id="consent-marketing" className={styles.checkbox} checked={marketing} onCheckedChange={(v) => onChange({ marketing: v === true })}>
            <Checkbox.Indicator>
              <Check aria-hidden="true" size={16} />
            </Checkbox.Indicator>
          </Checkbox.Root>
          <label htmlFor="consent-marketing">
            <strong>{labels.consentMarketing}</strong>
            <span>{labels.consentMarketingText}</span>
          </label>
        </li>
      </ul>
      <div className={styles.actions}>
        <Button variant="primary" onClick={() => onSave({ analytics, marketing })}>
          {labels.consentSave}
        </Button>
        <Button variant="secondary" onClick={() => onSave({ analytics: true, marketing: true })}>
          {labels.consentAccept}
        </Button>
      </div>
    </Dialog>
  )
}
