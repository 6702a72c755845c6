/**
 * A list cell for a localized title or path: empty in the admin's locale, it shows the value in
 * the document's site's default locale, marked with that locale ("Om oss (sv-SE)"), so no row of a page
 * that has a title reads "<No Title>". The link (or, in a picker drawer, the selection) stays Payload's.
 */
import { RenderDefaultCell } from '@payloadcms/ui'
import type { CollectionSlug, DefaultServerCellComponentProps, TextFieldClient } from 'payload'
import { fallbackLabel } from './site-locale-rules'
import { siteLocales } from './site-locales'

const isEmpty = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '')

async function fallbackValue({
  payload,
  collectionSlug,
  rowData,
  field,
}: DefaultServerCellComponentProps): Promise<string | null> {
  if (!('name' in field)) return null
  const site = rowData.site as number | { id: number } | undefined
  const siteId = site && typeof site === 'object' ? site.id : site
  if (siteId === undefined) return null
  const locales = await siteLocales(payload, siteId)
  if (!locales) return null
  // The row is already one the editor may read; this reads one field of it in another locale.
  const doc = await payload
    .findByID({
      collection: collectionSlug as CollectionSlug,
      id: rowData.id as number,
      locale: locales.defaultLocale as never,
      fallbackLocale: false as never,
      depth: 0,
      draft: true,
      select: { [field.name]: true } as never,
    })
    .catch(() => null)
  return fallbackLabel((doc as Record<string, unknown> | null)?.[field.name], locales.defaultLocale)
}

export async function LocaleFallbackCell(props: DefaultServerCellComponentProps) {
  const { cellData, collectionSlug, columnIndex, field, link, linkURL, rowData, viewType } = props
  const shown = isEmpty(cellData) ? ((await fallbackValue(props)) ?? cellData) : cellData
  const clientField = {
    name: 'name' in field ? field.name : 'value',
    type: 'text',
    label: 'label' in field && typeof field.label === 'string' ? field.label : undefined,
  } as TextFieldClient
  return (
    <RenderDefaultCell
      clientProps={{ cellData: shown, collectionSlug, field: clientField, link, linkURL, rowData, viewType }}
      columnIndex={columnIndex ?? 0}
      isLinkedColumn={Boolean(link)}
    />
  )
}
