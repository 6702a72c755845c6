'use client'
import * as RadixDialog from '@radix-ui/react-dialog'
import { X } from 'lucide-react'
import type { ReactNode, RefObject } from 'react'
import { IconButton } from './IconButton'
import styles from './Dialog.module.css'

type Props = {
  title: ReactNode
  /** Read out with the title; without one the dialog is announced by its title alone. */
  description?: ReactNode
  children: ReactNode
  /** An element that opens the dialog (a button; it receives the trigger's props and ref). */
  trigger?: ReactNode
  open?: boolean
  onOpenChange?: (open: boolean) => void
  /** Shows a close button (44 px, with this accessible name) next to the title. */
  closeLabel?: string
  className?: string
  /** Without a trigger: the element that gets the focus back on close (Radix returns it only to its own trigger). */
  returnFocus?: RefObject<HTMLElement | null>
  [data: `data-${string}`]: string | undefined
}

type Variant = { variant: 'dialog' | 'drawer' | 'fullScreen'; fullScreenOnSmall?: boolean }

/**
 * Radix Dialog underneath: focus moves in and is trapped, Escape and the overlay close it, focus
 * returns to the trigger, the page behind is inert and does not scroll.
 */
function Modal({
  title,
  description,
  children,
  trigger,
  open,
  onOpenChange,
  closeLabel,
  className,
  returnFocus,
  variant,
  fullScreenOnSmall,
  ...data
}: Props & Variant) {
  const classes = [styles[variant], fullScreenOnSmall ? styles.fullScreenOnSmall : '', className ?? '']
    .filter(Boolean)
    .join(' ')
  const heading = <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      {trigger ? <RadixDialog.Trigger asChild>{trigger}</RadixDialog.Trigger> : null}
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          className={classes}
          {...(description ? {} : { 'aria-describedby': undefined })}
          {...(returnFocus
            ? { onCloseAutoFocus: (event: Event) => (event.preventDefault(), returnFocus.current?.focus()) }
            : {})}
          {...data}
        >
          {closeLabel ? (
            <div className={styles.header}>
              {heading}
              <RadixDialog.Close asChild>
                <IconButton label={closeLabel}>
                  <X aria-hidden="true" size={24} />
                </IconButton>
              </RadixDialog.Close>
            </div>
          ) : (
            heading
          )}
          {description ? (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          ) : null}
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  )
}

/** A centred modal dialog. */
export function Dialog(props: Props) {
  return <Modal {...props} variant="dialog" />
}

/** A modal panel from the end edge; `fullScreenOnSmall` makes it the whole screen below 1024 px. */
export function Drawer({ fullScreenOnSmall, ...props }: Props & { fullScreenOnSmall?: boolean }) {
  return <Modal {...props} variant="drawer" fullScreenOnSmall={fullScreenOnSmall} />
}

/** A modal over the whole screen (the compare modal, spec 1 §2). */
export function FullScreenDialog(props: Props) {
  return <Modal {...props} variant="fullScreen" />
}
