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

type CategoryProps = {
  id: string
  title: string
  text: string
  checked: boolean
  disabled?: boolean
  onChange?: (checked: boolean) => void
}

function Category({ id, title, text, checked, disabled, onChange }: CategoryProps) {
  return (
    <li>
      <Checkbox.Root
        id={id}
        className={styles.checkbox}
        checked={checked}
        disabled={disabled}
        onCheckedChange={(v) => onChange?.(v === true)}
      >
        <Checkbox.Indicator>
          <Check aria-hidden="true" size={16} />
        </Checkbox.Indicator>
      </Checkbox.Root>
      <label htmlFor={id}>
        <strong>{title}</strong>
        <span>{text}</span>
      </label>
    </li>
  )
}

/** The consent choice per category (necessary always on), opened from the banner or the footer's link. */
export function ConsentPreferences({ open, onOpenChange, labels, analytics, marketing, onChange, onSave }: Props) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={labels.consentTitle} description={labels.consentText}>
      <ul className={styles.categories}>
        <Category
          id="consent-necessary"
          title={labels.consentNecessary}
          text={labels.consentNecessaryText}
          checked
          disabled
        />
        <Category
          id="consent-analytics"
          title={labels.consentAnalytics}
          text={labels.consentAnalyticsText}
          checked={analytics}
          onChange={(v) => onChange({ analytics: v })}
        />
        <Category
          id="consent-marketing"
          title={labels.consentMarketing}
          text={labels.consentMarketingText}
          checked={marketing}
          onChange={(v) => onChange({ marketing: v })}
        />
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
