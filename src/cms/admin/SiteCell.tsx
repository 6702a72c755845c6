/**
 * A list cell naming the row's site, rendered on the server with the rows: Payload's relationship cell
 * reads names in the browser for the rows in view only, and the rest of a group admin's "all sites" list
 * read "<No Site>". The link (or, in a picker drawer, the selection) stays Payload's.
 */
import { RenderDefaultCell } from '@payloadcms/ui'
import { getTranslation } from '@payloadcms/translations'
import type { DefaultServerCellComponentProps, TextFieldClient } from 'payload'
import { siteCellText } from './site-cell-rules'
import { siteNames } from './site-names'

type Props = DefaultServerCellComponentProps & {
  /** What an empty value means (e.g. a file that belongs to the group); Payload's "<No …>" when not given. */
  emptyLabel?: Record<string, string>
}

export async function SiteCell(props: Props) {
  const { cellData, collectionSlug, columnIndex, field, i18n, link, linkURL, payload, rowData, viewType } = props
  const label = 'label' in field && field.label ? field.label : 'name' in field ? field.name : ''
  const empty = props.emptyLabel
    ? getTranslation(props.emptyLabel, i18n)
    : i18n.t('general:noLabel', { label: String(getTranslation(label as never, i18n)) })
  const shown = siteCellText(cellData, await siteNames(payload), empty)
  const clientField = { name: 'name' in field ? field.name : 'site', type: 'text' } as TextFieldClient
  return (
    <RenderDefaultCell
      clientProps={{ cellData: shown, collectionSlug, field: clientField, link, linkURL, rowData, viewType }}
      columnIndex={columnIndex ?? 0}
      isLinkedColumn={Boolean(link)}
    />
  )
}
