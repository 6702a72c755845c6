import { FUEL_LABELS } from '@/demo/cars/labels'
import type { FuelKey } from '@/features/cars/vocabulary'
import type { RoutePage } from './types'

// Car list presets: the list each page is, in the index's own values.
const fuel = (key: FuelKey) => ({ field: 'car_fuel', value: FUEL_LABELS[key].en }) as const
const USED = { field: 'car_is_used', value: 'true' } as const

/** Route pages of the uk site (spec 2 §2.7), besides the pages in ../data/uk.ts. */
export const ukRoutes: RoutePage[] = [
  // /buy-car/brands
  {
    path: '/buy-car/brands/mercedes-benz-vans',
    title: 'Mercedes-Benz Vans',
    intro:
      'Sprinter, Vito, Citan and the electric eVans – bought outright, on contract hire or converted to your specification.',
  },
  {
    path: '/buy-car/brands/smart/smart-book-a-test-drive',
    title: 'Book a smart test drive',
    intro:
      'Choose a smart #1 or #3 and a time that suits you. A product expert will take you through the car before you set off.',
  },
  // /buy-car/new-cars
  {
    path: '/buy-car/new-cars',
    title: 'New cars',
    intro: 'Configure and order a new BMW, MINI, Mercedes-Benz or smart, or choose from new cars already in stock.',
  },
  {
    path: '/buy-car/new-cars/bmw',
    title: 'New BMW',
    intro: 'From the 1 Series to the electric iX, explore the new BMW range and order from our BMW retailers.',
  },
  {
    path: '/buy-car/new-cars/mini',
    title: 'New MINI',
    intro: 'The new MINI Cooper, Countryman and Aceman, in electric and petrol versions, ready to configure.',
  },
  {
    path: '/buy-car/new-cars/mercedes-benz-cars',
    title: 'New Mercedes-Benz cars',
    intro:
      'The latest Mercedes-Benz saloons, SUVs and EQ electric models, with delivery from our London, Birmingham and Leeds retailers.',
  },
  {
    path: '/buy-car/new-cars/mercedes-benz-vans',
    title: 'New Mercedes-Benz vans',
    intro:
      'New Sprinter, Vito and Citan vans in stock and to order, with van specialists at every Mercedes-Benz Vans site.',
  },
  {
    path: '/buy-car/new-cars/smart',
    title: 'New smart',
    intro:
      'The all-electric smart #1 and #3: compact on the outside, spacious inside, with rapid charging as standard.',
  },
  // /buy-car/used-cars
  {
    path: '/buy-car/used-cars/electric-cars',
    title: 'Used electric cars',
    intro: 'Used electric cars with a battery health report and the remainder of the manufacturer battery warranty.',
    carList: { presets: [USED, fuel('electric')] },
  },
  {
    path: '/buy-car/used-cars/mercedes-benz-approved-used-cars',
    title: 'Mercedes-Benz Approved Used Cars',
    intro:
      'Every Approved Used Mercedes-Benz passes a multi-point inspection and comes with a 12-month warranty and roadside assistance.',
  },
  {
    path: '/buy-car/used-cars/bmw',
    title: 'Used BMW',
    intro:
      'BMW Approved Used cars with a minimum 12-month warranty, a full service history and a 7-day exchange promise.',
  },
  {
    path: '/buy-car/used-cars/mini',
    title: 'Used MINI',
    intro: 'MINI Approved Used cars, checked by MINI-trained technicians and backed by a 12-month warranty.',
  },
  // /buy-car/latest-offers
  {
    path: '/buy-car/latest-offers',
    title: 'Latest offers',
    intro: 'Current finance offers, deposit contributions and servicing deals across all our brands.',
  },
  {
    path: '/buy-car/latest-offers/bmw',
    title: 'BMW offers',
    intro: 'The latest BMW Personal Contract Purchase and Hire offers. Terms and conditions apply; subject to status.',
  },
  {
    path: '/buy-car/latest-offers/mini',
    title: 'MINI offers',
    intro: 'Current MINI finance offers and deposit contributions on new and Approved Used MINI.',
  },
  {
    path: '/buy-car/latest-offers/mercedes-benz-cars',
    title: 'Mercedes-Benz car offers',
    intro: 'Representative examples for Mercedes-Benz Agility and Personal Contract Hire on selected models.',
  },
  {
    path: '/buy-car/latest-offers/mercedes-benz-vans',
    title: 'Mercedes-Benz van offers',
    intro: 'Business contract hire and finance offers on Sprinter, Vito and Citan. Prices exclude VAT.',
  },
  // /buy-car/fleet-and-business-offers
  {
    path: '/buy-car/fleet-and-business-offers',
    title: 'Fleet and business offers',
    intro: 'Company cars, vans and fleet solutions with a dedicated business manager for your account.',
  },
  {
    path: '/buy-car/fleet-and-business-offers/bmw',
    title: 'BMW for business',
    intro: 'Low benefit-in-kind BMW plug-in hybrids and electric cars for company car drivers and fleets.',
  },
  {
    path: '/buy-car/fleet-and-business-offers/mini',
    title: 'MINI for business',
    intro: 'Electric MINI models with low benefit-in-kind rates and business contract hire.',
  },
  {
    path: '/buy-car/fleet-and-business-offers/mercedes-benz-cars',
    title: 'Mercedes-Benz cars for business',
    intro: 'Business contract hire on Mercedes-Benz cars, with maintenance packages for fleets of any size.',
  },
  {
    path: '/buy-car/fleet-and-business-offers/mercedes-benz-vans',
    title: 'Mercedes-Benz vans for business',
    intro: 'Van fleets built around your work: conversions, telematics and maintenance in one agreement.',
  },
  // /buy-car/motability
  {
    path: '/buy-car/motability',
    title: 'Motability',
    intro:
      'Use your higher-rate mobility allowance to lease a new car through the Motability Scheme, with insurance and servicing included.',
  },
  {
    path: '/buy-car/motability/bmw',
    title: 'BMW on the Motability Scheme',
    intro: 'The BMW models available on the Motability Scheme this quarter, and the advance payment for each.',
  },
  {
    path: '/buy-car/motability/mini',
    title: 'MINI on the Motability Scheme',
    intro: 'MINI Countryman and Cooper models on the Motability Scheme, several with nil advance payment.',
  },
  {
    path: '/buy-car/motability/mercedes-benz-cars',
    title: 'Mercedes-Benz on the Motability Scheme',
    intro: 'Mercedes-Benz cars on the Motability Scheme, with adaptations fitted by approved specialists.',
  },
  // /buy-car/finance-and-insurance-options (the older finance section)
  {
    path: '/buy-car/finance-and-insurance-options',
    title: 'Finance and insurance options',
    intro: 'Personal and business finance, and insurance products for BMW and MINI drivers.',
  },
  {
    path: '/buy-car/finance-and-insurance-options/insurance-products',
    title: 'Insurance products',
    intro: 'Optional cover that protects your car and your finances, arranged when you buy.',
  },
  {
    path: '/buy-car/finance-and-insurance-options/insurance-products/bmw',
    title: 'BMW insurance products',
    intro: 'Cosmetic repair, tyre and alloy wheel, and GAP insurance for BMW drivers.',
  },
  {
    path: '/buy-car/finance-and-insurance-options/insurance-products/bmw/cosmetic-repair-insurance',
    title: 'BMW cosmetic repair insurance',
    intro: 'Covers the repair of minor scuffs, scratches and dents so your BMW keeps its value when you hand it back.',
  },
  {
    path: '/buy-car/finance-and-insurance-options/insurance-products/bmw/tyre-and-alloy-wheel-insurance',
    title: 'BMW tyre and alloy wheel insurance',
    intro: 'Pays for replacement tyres after punctures and for repairs to kerbed alloy wheels.',
  },
  {
    path: '/buy-car/finance-and-insurance-options/insurance-products/bmw/asset-protection-gap-insurance',
    title: 'BMW asset protection (GAP) insurance',
    intro:
      'If your BMW is written off or stolen, GAP insurance covers the difference between the insurer’s payout and what you paid.',
  },
  {
    path: '/buy-car/finance-and-insurance-options/personal-finance',
    title: 'Personal finance',
    intro:
      'Personal Contract Purchase, Hire Purchase and Personal Contract Hire explained, with representative examples.',
  },
  {
    path: '/buy-car/finance-and-insurance-options/personal-finance/bmw',
    title: 'BMW personal finance',
    intro: 'BMW Select, Hire Purchase and Personal Contract Hire from BMW Financial Services.',
  },
  {
    path: '/buy-car/finance-and-insurance-options/personal-finance/mini',
    title: 'MINI personal finance',
    intro: 'MINI Select and Personal Contract Hire, with flexible deposits and terms from 24 to 48 months.',
  },
  {
    path: '/buy-car/finance-and-insurance-options/personal-finance/mercedes-benz-cars',
    title: 'Mercedes-Benz personal finance',
    intro: 'Mercedes-Benz Agility, Hire Purchase and Personal Contract Hire from Mercedes-Benz Finance.',
  },
  {
    path: '/buy-car/finance-and-insurance-options/business-finance',
    title: 'Business finance',
    intro: 'Contract hire, lease purchase and finance lease for sole traders, partnerships and limited companies.',
  },
  {
    path: '/buy-car/finance-and-insurance-options/business-finance/mercedes-benz-vans',
    title: 'Mercedes-Benz van finance',
    intro: 'Contract hire and lease purchase for Mercedes-Benz vans, with optional maintenance included.',
  },
  // /buy-car/finance-and-protection-products (replaces the insurance paths for Mercedes-Benz, smart and vans)
  {
    path: '/buy-car/finance-and-protection-products',
    title: 'Finance and protection products',
    intro: 'Finance plans and protection products for Mercedes-Benz, Mercedes-Benz Vans and smart.',
  },
  {
    path: '/buy-car/finance-and-protection-products/protection-products',
    title: 'Protection products',
    intro: 'Optional products that protect your vehicle’s appearance and your finances during your agreement.',
  },
  {
    path: '/buy-car/finance-and-protection-products/protection-products/mercedes-benz-cars',
    title: 'Mercedes-Benz protection products',
    intro: 'Cosmetic repair, tyre and alloy wheel, and GAP cover for your Mercedes-Benz.',
  },
  {
    path: '/buy-car/finance-and-protection-products/protection-products/mercedes-benz-cars/cosmetic-repair-insurance',
    title: 'Mercedes-Benz cosmetic repair insurance',
    intro: 'Up to three repairs a year to scratches, scuffs and small dents, carried out at your home or work.',
  },
  {
    path: '/buy-car/finance-and-protection-products/protection-products/mercedes-benz-cars/tyre-and-alloy-wheel-insurance',
    title: 'Mercedes-Benz tyre and alloy wheel insurance',
    intro: 'Replacement tyres after accidental damage and repairs to alloy wheels, with no excess to pay.',
  },
  {
    path: '/buy-car/finance-and-protection-products/protection-products/mercedes-benz-cars/asset-protection-gap-insurance',
    title: 'Mercedes-Benz asset protection (GAP) insurance',
    intro:
      'Covers the shortfall between your motor insurer’s settlement and the original invoice price if your car is written off.',
  },
  {
    path: '/buy-car/finance-and-protection-products/protection-products/smart',
    title: 'smart protection products',
    intro: 'Cosmetic repair and GAP cover for the smart #1 and #3.',
  },
  {
    path: '/buy-car/finance-and-protection-products/protection-products/mercedes-benz-vans',
    title: 'Mercedes-Benz Vans protection products',
    intro: 'GAP and tyre cover designed for working vans, including vehicles with conversions.',
  },
  // /service-and-parts/{brand}
  {
    path: '/service-and-parts/bmw',
    title: 'BMW service and parts',
    intro: 'BMW servicing, MOTs, genuine parts and accident repairs by BMW-trained technicians.',
  },
  {
    path: '/service-and-parts/mini',
    title: 'MINI service and parts',
    intro: 'MINI servicing and MOTs using MINI Original Parts, with a courtesy car on request.',
  },
  {
    path: '/service-and-parts/mercedes-benz-cars',
    title: 'Mercedes-Benz service and parts',
    intro: 'Servicing, parts and bodyshop repairs for Mercedes-Benz cars at our authorised service centres.',
  },
  {
    path: '/service-and-parts/mercedes-benz-vans',
    title: 'Mercedes-Benz Vans service and parts',
    intro: 'Van servicing with extended opening hours and same-day repairs to keep your business moving.',
  },
  {
    path: '/service-and-parts/smart',
    title: 'smart service and parts',
    intro: 'Servicing, software updates and repairs for the smart #1 and #3 by smart-trained technicians.',
  },
  // Mercedes-Benz cars: servicing, parts and bodyshop
  {
    path: '/service-and-parts/mercedes-benz-cars/servicing',
    title: 'Mercedes-Benz servicing',
    intro:
      'Service A and Service B at the intervals your Mercedes-Benz asks for, using genuine parts and approved oils.',
  },
  {
    path: '/service-and-parts/mercedes-benz-cars/servicing/book-service-or-mot',
    title: 'Book a Mercedes-Benz service or MOT',
    intro: 'Choose a service centre, a date and any extra work, and get a confirmed price before you arrive.',
  },
  {
    path: '/service-and-parts/mercedes-benz-cars/servicing/service-contracts',
    title: 'Mercedes-Benz service contracts',
    intro: 'Spread the cost of servicing into monthly payments with ServiceCare or CompleteCare.',
  },
  {
    path: '/service-and-parts/mercedes-benz-cars/servicing/service-contracts/servicecare',
    title: 'ServiceCare',
    intro: 'Your scheduled servicing for a fixed monthly payment, protected against price rises.',
  },
  {
    path: '/service-and-parts/mercedes-benz-cars/servicing/service-contracts/completecare',
    title: 'CompleteCare',
    intro: 'Servicing plus wear-and-tear items such as brakes and wiper blades, in one monthly payment.',
  },
  {
    path: '/service-and-parts/mercedes-benz-cars/servicing/digital-extras',
    title: 'Digital Extras',
    intro: 'Add features to your Mercedes-Benz over the air, from navigation updates to driving assistance packages.',
  },
  {
    path: '/service-and-parts/mercedes-benz-cars/servicing/roadside-assistance',
    title: 'Mercedes-Benz roadside assistance',
    intro: 'Call Mercedes-Benz Assistance 24 hours a day, 365 days a year, anywhere in the UK and Europe.',
  },
  {
    path: '/service-and-parts/mercedes-benz-cars/servicing/service-plans',
    title: 'Mercedes-Benz service plans',
    intro: 'Fixed-price service plans for cars over three years old, so you always know what your servicing costs.',
  },
  {
    path: '/service-and-parts/mercedes-benz-cars/parts',
    title: 'Mercedes-Benz parts',
    intro: 'Genuine Mercedes-Benz parts and accessories, fitted by us or ready to collect from the parts desk.',
  },
  {
    path: '/service-and-parts/mercedes-benz-cars/parts/genuine-parts',
    title: 'Mercedes-Benz Genuine Parts',
    intro: 'Parts made to the same specification as those fitted at the factory, with a two-year warranty.',
  },
  {
    path: '/service-and-parts/mercedes-benz-cars/parts/trade-parts',
    title: 'Mercedes-Benz trade parts',
    intro: 'Trade accounts for independent garages and bodyshops, with daily deliveries across the region.',
  },
  {
    path: '/service-and-parts/mercedes-benz-cars/parts/accessories',
    title: 'Mercedes-Benz accessories',
    intro: 'Roof boxes, bike carriers, floor mats and wheels designed for your Mercedes-Benz.',
  },
  {
    path: '/service-and-parts/mercedes-benz-cars/parts/parts-and-accessories',
    title: 'Parts and accessories shop',
    intro: 'Order genuine parts and accessories online and collect them at your nearest Mercedes-Benz retailer.',
  },
  {
    path: '/service-and-parts/mercedes-benz-cars/bodyshop',
    title: 'Mercedes-Benz bodyshop',
    intro: 'Approved Mercedes-Benz bodyshops that restore your car to factory standard after an accident.',
  },
  {
    path: '/service-and-parts/mercedes-benz-cars/bodyshop/accident-repairs',
    title: 'Mercedes-Benz accident repairs',
    intro: 'We handle your insurance claim, supply a courtesy car and repair your Mercedes-Benz with genuine parts.',
  },
  // BMW, MINI, vans and smart
  {
    path: '/service-and-parts/bmw/servicing',
    title: 'BMW servicing',
    intro: 'Condition Based Servicing for your BMW, with a vehicle health check and a wash at every visit.',
  },
  {
    path: '/service-and-parts/bmw/servicing/book-service-or-mot',
    title: 'Book a BMW service or MOT',
    intro: 'Book your BMW service or MOT online and choose a courtesy car, collection or a wait in our lounge.',
  },
  {
    path: '/service-and-parts/bmw/servicing/service-plans',
    title: 'BMW Service Inclusive',
    intro: 'Prepay your BMW servicing for up to five years and protect yourself from rising labour costs.',
  },
  {
    path: '/service-and-parts/bmw/parts',
    title: 'BMW parts',
    intro: 'BMW Original Parts and Accessories for every model, with fitting in our workshops.',
  },
  {
    path: '/service-and-parts/bmw/bodyshop',
    title: 'BMW bodyshop',
    intro: 'BMW-approved accident repairs using genuine parts and manufacturer repair methods.',
  },
  {
    path: '/service-and-parts/mini/servicing',
    title: 'MINI servicing',
    intro: 'Servicing by MINI-trained technicians who know your car inside out.',
  },
  {
    path: '/service-and-parts/mini/servicing/book-service-or-mot',
    title: 'Book a MINI service or MOT',
    intro: 'Book a MINI service or MOT online in a few minutes, with a fixed price confirmed up front.',
  },
  {
    path: '/service-and-parts/mercedes-benz-vans/servicing',
    title: 'Mercedes-Benz Vans servicing',
    intro: 'Van servicing from 7am, with collection and delivery for business customers.',
  },
  {
    path: '/service-and-parts/mercedes-benz-vans/servicing/book-service-or-mot',
    title: 'Book a van service or MOT',
    intro: 'Book a Class 4 or Class 7 MOT or a service for your Mercedes-Benz van online.',
  },
  {
    path: '/service-and-parts/mercedes-benz-vans/servicing/roadside-assistance',
    title: 'Mercedes-Benz Vans roadside assistance',
    intro: 'MobiloVan roadside assistance keeps your van on the road with 24-hour recovery and a replacement vehicle.',
  },
  {
    path: '/service-and-parts/smart/servicing',
    title: 'smart servicing',
    intro: 'Annual servicing and battery health checks for the smart #1 and #3.',
  },
  {
    path: '/service-and-parts/smart/servicing/book-service-or-mot',
    title: 'Book a smart service or MOT',
    intro: 'Book your smart service or MOT online at one of our smart-approved service centres.',
  },
  {
    path: '/service-and-parts/smart/bodyshop',
    title: 'smart bodyshop',
    intro: 'Accident repairs for smart vehicles by technicians trained on high-voltage systems.',
  },
  {
    path: '/service-and-parts/smart/bodyshop/smart-onsite-repairs',
    title: 'smart onsite repairs',
    intro: 'Minor scratches and dents repaired at your home or workplace by our mobile smart repair team.',
  },
  // /legal and /further-policies-and-statements
  {
    path: '/legal/legal-notice-and-terms',
    title: 'Legal notice and terms of use',
    intro: 'Who runs this website, and the terms on which you may use it.',
  },
  {
    path: '/legal/consumer-credit',
    title: 'Consumer credit',
    intro:
      'We act as a credit broker, not a lender, and are authorised and regulated by the Financial Conduct Authority.',
  },
  {
    path: '/legal/terms-and-conditions-of-sale',
    title: 'Terms and conditions of sale',
    intro: 'The terms that apply when you buy a new or used vehicle, parts or services from us.',
  },
  {
    path: '/further-policies-and-statements',
    title: 'Further policies and statements',
    intro: 'Our statements on modern slavery, whistleblowing and the gender pay gap.',
  },
  {
    path: '/further-policies-and-statements/modern-slavery-act',
    title: 'Modern Slavery Act statement',
    intro: 'The steps we take to prevent slavery and human trafficking in our business and supply chains.',
  },
  {
    path: '/further-policies-and-statements/whistleblowing',
    title: 'Whistleblowing',
    intro: 'How employees, suppliers and customers can raise concerns in confidence, and how we protect those who do.',
  },
  {
    path: '/further-policies-and-statements/gender-pay-gap',
    title: 'Gender pay gap report',
    intro: 'Our annual gender pay gap figures and what we are doing to close the gap.',
  },
  {
    path: '/sell-car',
    title: 'Sell your car',
    intro:
      'Get a valuation online in minutes, then bring your car to any of our sites for a final check and same-day payment.',
    sellCarForm: {
      title: 'Value my car',
      text: 'Tell us about your car and one of our buyers will call you with an offer.',
    },
  },
]
