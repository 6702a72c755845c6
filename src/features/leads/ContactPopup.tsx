'use client'

import { useState, type ComponentProps } from 'react'
import { Button } from '@/ui/Button'
import { Dialog } from '@/ui/Dialog'
import { ContactForm } from './ContactForm'

type Props = Omit<ComponentProps<typeof ContactForm>, 'popup'>

/**
 * The contact form's popup variant (spec 1 §4: "Contact form popup toggles and closes on outside click"): the
 * button toggles a dialog with the same form, which closes on a click outside it, on Escape or its close button.
 */
export function ContactPopup(props: Props) {
  const [open, setOpen] = useState(false)
  const { t } = props
  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t.contactHeading}
      description={t.contactIntro}
      closeLabel={t.popupClose}
      data-testid="contact-popup"
      trigger={
        <Button variant="secondary" data-testid="contact-popup-open">
          {t.popupOpen}
        </Button>
      }
    >
      <ContactForm {...props} popup />
    </Dialog>
  )
}
