import type { Block } from 'payload'
import { DealerListBlock } from './DealerList/config'
import { CarListBlock } from './CarList/config'
import { CarSearchBlock } from './CarSearch/config'
import { FinanceCalculatorBlock } from './FinanceCalculator/config'
import { ImageCardBlock } from './ImageCard/config'
import { MarketingFormBlock } from './MarketingForm/config'
import { RichTextBlock } from './RichText/config'
import { SellCarFormBlock } from './SellCarForm/config'
import { ServiceBookingBlock } from './ServiceBooking/config'
import { ServiceFormNoBlock } from './ServiceFormNo/config'
import { WorkshopGridBlock } from './WorkshopGrid/config'
import { TyreHotelBlock } from './TyreHotel/config'
import { StoriesListBlock } from './StoriesList/config'
import { StoriesTeaserBlock } from './StoriesTeaser/config'
import { AccordionBlock } from './Accordion/config'
import { FaqListBlock } from './FaqList/config'
import { CountdownBlock } from './Countdown/config'
import { FileDownloadListBlock } from './FileDownloadList/config'
import { CallToActionBlock } from './CallToAction/config'
import { SocialShareBlock } from './SocialShare/config'
import { StageRowBlock } from './StageRow/config'
import { VideoEmbedBlock } from './VideoEmbed/config'
import { SpacerBlock } from './Spacer/config'
import { DisclaimerModalBlock } from './DisclaimerModal/config'
import { HeroBannerBlock } from './HeroBanner/config'
import { BlurbBlock } from './Blurb/config'
import { CarModelCardBlock } from './CarModelCard/config'
import { CarouselBlock } from './Carousel/config'
import { CarTeaserBlock } from './CarTeaser/config'
import { FavouritesBlock } from './Favourites/config'

/** Every block editors can place on a page; the renderer registry (registry.tsx) mirrors this list. */
export const PAGE_BLOCKS: Block[] = [
  RichTextBlock,
  ImageCardBlock,
  FinanceCalculatorBlock,
  CarListBlock,
  CarSearchBlock,
  DealerListBlock,
  WorkshopGridBlock,
  SellCarFormBlock,
  ServiceBookingBlock,
  TyreHotelBlock,
  ServiceFormNoBlock,
  MarketingFormBlock,
  StoriesListBlock,
  StoriesTeaserBlock,
  AccordionBlock,
  FaqListBlock,
  CountdownBlock,
  FileDownloadListBlock,
  CallToActionBlock,
  SocialShareBlock,
  StageRowBlock,
  VideoEmbedBlock,
  SpacerBlock,
  DisclaimerModalBlock,
  HeroBannerBlock,
  BlurbBlock,
  CarModelCardBlock,
  FavouritesBlock,
  CarouselBlock,
  CarTeaserBlock,
]
