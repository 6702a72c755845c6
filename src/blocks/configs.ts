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

/** Every block editors can place on a page; the renderer registry (registry.tsx) mirrors this list. */
export const PAGE_BLOCKS: Block[] = [RichTextBlock, ImageCardBlock, FinanceCalculatorBlock, CarListBlock, CarSearchBlock, DealerListBlock, WorkshopGridBlock, SellCarFormBlock, ServiceBookingBlock, TyreHotelBlock, ServiceFormNoBlock, MarketingFormBlock, StoriesListBlock, StoriesTeaserBlock]
