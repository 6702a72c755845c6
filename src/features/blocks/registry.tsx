import type { ComponentType, ReactNode } from 'react'
import { unstable_rethrow } from 'next/navigation'
import { loadStrings } from '@/i18n/dictionary/load'
import { shellStrings } from '@/features/shell/strings'
import { siteByKey } from '@/sites/resolve'
import { SectionBoundary, SectionError, type SectionErrorTexts } from './SectionBoundary'
import { DealerListComponent } from './DealerList/Component'
import { CarListComponent } from './CarList/Component'
import { CarSearchComponent } from './CarSearch/Component'
import { FinanceCalculatorComponent } from './FinanceCalculator/Component'
import { ImageCardComponent } from './ImageCard/Component'
import { MarketingFormComponent } from './MarketingForm/Component'
import { RichTextComponent } from './RichText/Component'
import { SellCarFormComponent } from './SellCarForm/Component'
import { ServiceBookingComponent } from './ServiceBooking/Component'
import { TyreHotelComponent } from './TyreHotel/Component'
import { ServiceFormNoComponent } from './ServiceFormNo/Component'
import { WorkshopGridComponent } from './WorkshopGrid/Component'
import { StoriesListComponent } from './StoriesList/Component'
import { StoriesTeaserComponent } from './StoriesTeaser/Component'
import { AccordionComponent } from './Accordion/Component'
import { FaqListComponent } from './FaqList/Component'
import { CountdownComponent } from './Countdown/Component'
import { FileDownloadListComponent } from './FileDownloadList/Component'
import { CallToActionComponent } from './CallToAction/Component'
import { SocialShareComponent } from './SocialShare/Component'
import { StageRowComponent } from './StageRow/Component'
import { VideoEmbedComponent } from './VideoEmbed/Component'
import { SpacerComponent } from './Spacer/Component'
import { DisclaimerModalComponent } from './DisclaimerModal/Component'
import { HeroBannerComponent } from './HeroBanner/Component'
import { BlurbComponent } from './Blurb/Component'
import { CarModelCardComponent } from './CarModelCard/Component'
import { CarouselComponent } from './Carousel/Component'
import { CarTeaserComponent } from './CarTeaser/Component'
import { FavouritesComponent } from './Favourites/Component'
import type { BlockContext, BlockProps, BlockType, PageBlock } from './types'
import { log } from '@/platform/log/logger'

/** Block id -> component. The mapped type makes a missing or mistyped entry a compile error. */
const REGISTRY: { [K in BlockType]: ComponentType<BlockProps<K>> } = {
  richText: RichTextComponent,
  imageCard: ImageCardComponent,
  financeCalculator: FinanceCalculatorComponent,
  sellCarForm: SellCarFormComponent,
  serviceFormNo: ServiceFormNoComponent,
  marketingForm: MarketingFormComponent,
  dealerList: DealerListComponent,
  workshopGrid: WorkshopGridComponent,
  carList: CarListComponent,
  carSearch: CarSearchComponent,
  serviceBooking: ServiceBookingComponent,
  tyreHotel: TyreHotelComponent,
  storiesList: StoriesListComponent,
  storiesTeaser: StoriesTeaserComponent,
  accordion: AccordionComponent,
  faqList: FaqListComponent,
  countdown: CountdownComponent,
  fileDownloadList: FileDownloadListComponent,
  callToAction: CallToActionComponent,
  socialShare: SocialShareComponent,
  stageRow: StageRowComponent,
  videoEmbed: VideoEmbedComponent,
  spacer: SpacerComponent,
  disclaimerModal: DisclaimerModalComponent,
  heroBanner: HeroBannerComponent,
  blurb: BlurbComponent,
  carModelCard: CarModelCardComponent,
  carousel: CarouselComponent,
  carTeaser: CarTeaserComponent,
  favourites: FavouritesComponent,
}

const CLIENT_REFERENCE = Symbol.for('react.client.reference')

/**
 * Renders one block; a server-side failure (say, data the block cannot render) becomes the section
 * error box right in the HTML, so the page neither fails as a whole nor waits for the browser.
 * A server component is called as a function for that (it has no hooks); a client component block
 * renders as an element and is covered by the client boundary (SectionBoundary) instead.
 */
async function renderBlock<K extends BlockType>(
  block: Extract<PageBlock, { blockType: K }>,
  ctx: BlockContext,
  texts: SectionErrorTexts,
): Promise<ReactNode> {
  const Component = REGISTRY[block.blockType as K] as ComponentType<BlockProps<K>>
  if ((Component as { $$typeof?: symbol }).$$typeof === CLIENT_REFERENCE) return <Component block={block} ctx={ctx} />
  try {
    return await (Component as (props: BlockProps<K>) => ReactNode | Promise<ReactNode>)({ block, ctx })
  } catch (error) {
    unstable_rethrow(error) // notFound(), redirect() and dynamic-rendering signals are not failures
    log.error({ err: error }, `Section render failure (${block.blockType})`)
    return <SectionError texts={texts} />
  }
}

async function errorTexts(ctx: BlockContext): Promise<SectionErrorTexts> {
  const site = await siteByKey(ctx.siteKey)
  const d = await loadStrings(shellStrings, site?.id ?? null, ctx.locale)
  return { title: d.errorTitle, text: d.errorText, tryReload: d.errorTryReload, reload: d.errorReloadButton }
}

/**
 * Each block is isolated (spec 1 §8): a block that fails shows the error box, the rest of the page
 * renders — on the server (renderBlock) and in the browser (SectionBoundary).
 */
export async function RenderBlocks({ blocks, ctx }: { blocks: PageBlock[] | null | undefined; ctx: BlockContext }) {
  const texts = await errorTexts(ctx)
  const list = blocks ?? []
  const rendered = await Promise.all(
    list.map((block, i) => renderBlock(block, i === 0 ? { ...ctx, first: true } : ctx, texts)),
  )
  return (
    <>
      {list.map((block, i) => (
        <div key={block.id ?? i} data-block={block.blockType}>
          <SectionBoundary texts={texts}>{rendered[i]}</SectionBoundary>
        </div>
      ))}
    </>
  )
}
