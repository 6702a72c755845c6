'use client'

import { useSyncExternalStore } from 'react'
import { Button } from '@/ui/Button'
import { Dialog } from '@/ui/Dialog'
import { useEditing } from '@/ui/editing'
import { approve, isApproved } from './approval'
import styles from './DisclaimerModal.module.css'

type Props = {
  blockId: string
  title: string
  text: string
  approveLabel: string
  decline: { href: string; label: string }
}

/** Tells the modals on the page that an approval was stored. */
const APPROVED_EVENT = 'disclaimer:approved'
const subscribe = (onChange: () => void) => {
  window.addEventListener(APPROVED_EVENT, onChange)
  return () => window.removeEventListener(APPROVED_EVENT, onChange)
}
// Approvals of this page view, for a browser whose storage refuses writes (the visitor is not asked twice).
const approvedHere = new Set<string>()
// The server does not know the visitor's approval: it renders the modal closed, the browser opens it.
const approvedOnServer = () => true

const storage = (): Storage | null => {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

/**
 * spec 2 §4.3 "shown until approved", §2.5 "a decline link": a modal the visitor approves (remembered in this
 * browser) or leaves by the decline link. It cannot be dismissed any other way (Escape and the overlay do
 * nothing). In the editing mode it shows inline, so the editor can work on the page under it.
 */
export function Disclaimer({ blockId, title, text, approveLabel, decline }: Props) {
  const editing = useEditing()
  const approved = useSyncExternalStore(
    subscribe,
    () => approvedHere.has(blockId) || isApproved(storage(), blockId),
    approvedOnServer,
  )
  const accept = () => {
    approvedHere.add(blockId)
    approve(storage(), blockId)
    window.dispatchEvent(new Event(APPROVED_EVENT))
  }

  const body = (
    <>
      <p className={styles.text}>{text}</p>
      <div className={styles.actions}>
        <Button variant="primary" onClick={accept} data-testid="disclaimer-approve">
          {approveLabel}
        </Button>
        <a className={styles.decline} href={decline.href} data-testid="disclaimer-decline">
          {decline.label}
        </a>
      </div>
    </>
  )
  if (editing) {
    return (
      <aside className={styles.inline} aria-label={title}>
        <h2 className={styles.title}>{title}</h2>
        {body}
      </aside>
    )
  }
  return (
    <Dialog open={!approved} title={title} data-testid="disclaimer-modal">
      {body}
    </Dialog>
  )
}
