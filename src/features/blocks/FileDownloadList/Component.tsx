import { loadStrings } from '@/i18n/dictionary/load'
import { pickMessages } from '@/i18n/catalogue'
import { siteByKey } from '@/sites/resolve'
import { blockStrings } from '../strings'
import { frame, sectionClass } from '../frame'
import type { BlockProps } from '../types'
import { FileList } from './lazy'
import type { FileEntry } from './FileList.client'
import { fileSize } from './visibility'

/** The file type people know, from the MIME type: "PDF", "JPEG", "MP4". */
const fileType = (mime: string | null | undefined): string | null =>
  mime ? (mime.split('/')[1]?.split(/[+.;-]/)[0] ?? '').toUpperCase() || null : null

/** File download list (spec 2 §2.6, §4.3, §9): files from the media library, 3 visible by default. */
export async function FileDownloadListComponent({ block, ctx }: BlockProps<'fileDownloadList'>) {
  const site = await siteByKey(ctx.siteKey)
  const messages = await loadStrings(blockStrings, site?.id ?? null, ctx.locale)
  const Heading = block.titleTag ?? 'h2'
  const files: FileEntry[] = []
  for (const [i, item] of (block.items ?? []).entries()) {
    // A file deleted from the media library leaves its row empty: the row is skipped, the list stays.
    if (!item.file || typeof item.file !== 'object' || !item.file.filename) continue
    const media = item.file
    files.push({
      id: item.id ?? String(i),
      href: `/-/media/${encodeURIComponent(media.filename!)}`,
      label: item.label || media.alt || media.filename!,
      description: item.description ?? null,
      meta: [fileType(media.mimeType), fileSize(media.filesize, ctx.locale)].filter(Boolean).join(', ') || null,
    })
  }
  return (
    <section className={sectionClass(block.hasMarginTop)} data-testid="file-download-list">
      {block.title ? <Heading className={frame.title}>{block.title}</Heading> : null}
      {block.text ? <p className={frame.text}>{block.text}</p> : null}
      <FileList
        files={files}
        visible={block.visibleCount ?? null}
        labels={pickMessages(messages, ['filesShowAll', 'filesShowFewer'])}
      />
    </section>
  )
}
