'use client'

import { createContext, useContext, type MouseEvent, type ReactNode } from 'react'
import styles from './editing.module.css'

const EditingContext = createContext(false)

/** True inside the editors' live preview (spec 1 §6 "editing mode"); blocks use it to stay out of the editor's way. */
export const useEditing = (): boolean => useContext(EditingContext)

/** A click on a link inside the editing mode, which is not followed (spec 1 §6). */
function stopLink(event: MouseEvent<HTMLElement>) {
  if (event.target instanceof Element && event.target.closest('a[href]')) event.preventDefault()
}

/**
 * The editing mode of spec 1 §6 and spec 2 §2.6, in one place for every block: links are shown as editable
 * links (outlined) and clicks on them are not followed. Handling the click in the capture phase stops
 * plain anchors, next/link (it skips a prevented click) and rich-text links alike, whatever block holds them.
 */
export function EditingMode({ notice, children }: { notice: string; children: ReactNode }) {
  return (
    <EditingContext value={true}>
      <div className={styles.editing} data-editing="" onClickCapture={stopLink} onAuxClickCapture={stopLink}>
        <p className={styles.notice} role="note">
          {notice}
        </p>
        {children}
      </div>
    </EditingContext>
  )
}
