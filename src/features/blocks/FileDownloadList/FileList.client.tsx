'use client'

import { ChevronDown, ChevronUp, FileText } from 'lucide-react'
import { useId, useState } from 'react'
import { Button } from '@/ui/Button'
import { translator, type Messages, type TemplatesOf } from '@/i18n/catalogue'
import type { blockStrings } from '../strings'
import { fileListView } from './visibility'
import styles from './FileDownloadList.module.css'

export type FileEntry = { id: string; href: string; label: string; description: string | null; meta: string | null }

type Props = {
  files: FileEntry[]
  visible: number | null
  labels: Messages<Pick<TemplatesOf<typeof blockStrings>, 'filesShowAll' | 'filesShowFewer'>>
}

/** spec 2 §4.3: the list shows the visible count and collapses or expands beyond it. */
export function FileList({ files, visible, labels }: Props) {
  const [expanded, setExpanded] = useState(false)
  const listId = useId()
  const view = fileListView(files.length, visible, expanded)
  return (
    <>
      <ul className={styles.list} id={listId} data-testid="file-list">
        {files.slice(0, view.shown).map((file) => (
          <li key={file.id} className={styles.file}>
            <FileText aria-hidden="true" size={24} className={styles.icon} />
            <div>
              <a className={styles.link} href={file.href} download>
                {file.label}
              </a>
              {file.meta ? <span className={styles.meta}> ({file.meta})</span> : null}
              {file.description ? <p className={styles.description}>{file.description}</p> : null}
            </div>
          </li>
        ))}
      </ul>
      {view.toggle ? (
        <Button
          variant="secondary"
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded(!expanded)}
          className={styles.toggle}
        >
          {expanded ? labels.filesShowFewer : translator(labels)('filesShowAll', { count: files.length })}
          {expanded ? <ChevronUp aria-hidden="true" size={18} /> : <ChevronDown aria-hidden="true" size={18} />}
        </Button>
      ) : null}
    </>
  )
}
