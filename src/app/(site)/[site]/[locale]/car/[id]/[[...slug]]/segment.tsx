import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { CarDetailPage } from '@/features/cars/page/CarDetailPage'
import { ContactSection } from '@/features/leads/ContactSection'
import { SEGMENT_ROUTES, segmentOrMissing } from '@/routing/segment'
import { kindSegment } from '@/routing/segment-page'
import { siteOrigin } from '@/sites/context'

export const segment = kindSegment(SEGMENT_ROUTES.car, ({ ctx, view }) => (
  <CarDetailPage
    ctx={ctx}
    car={view.car!}
    contactForm={<ContactSection ctx={ctx} car={view.car!} />}
    contactPopup={<ContactSection ctx={ctx} car={view.car!} popup />}
  />
))

type MetadataProps = Parameters<typeof segment.generateMetadata>[0]

/** The route's metadata (title, canonical URL, alternates) with the car's picture as the Open Graph image. */
export async function generateMetadata(props: MetadataProps): Promise<Metadata> {
  const [metadata, found, requestHeaders] = await Promise.all([
    segment.generateMetadata(props),
    segmentOrMissing(props.params, SEGMENT_ROUTES.car),
    headers(),
  ])
  if ('missing' in found) return metadata
  const { ctx, view } = found
  const image = view.car?.car_images?.[0]?.original ?? view.car?.car_primary_image?.thumbnail_url
  if (!image) return metadata
  const url = /^https?:\/\//.test(image) ? image : `${siteOrigin(ctx.route, requestHeaders)}${image}`
  return { ...metadata, openGraph: { ...metadata.openGraph, images: [{ url, alt: view.title }] } }
}
