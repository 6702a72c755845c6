import type { SiteContent } from '../types'

type L = 'en-GB'

const ACCENT = '#c9a227'

/** Motor Group UK, the premium-brand UK site with brand themes (paths from spec 2 §2.7 "UK site"). */
export const uk: SiteContent<L> = {
  key: 'uk',
  locales: ['en-GB'],
  defaultLocale: 'en-GB',
  readMore: { 'en-GB': 'Find out more' },
  storiesIndex: 'news',

  pages: [
    {
      key: 'home',
      image: { hero: ACCENT },
      copy: {
        'en-GB': {
          slug: '',
          title: 'Welcome to Motor Group UK',
          navTitle: 'Home',
          metaTitle: 'Mercedes-Benz, BMW, MINI and smart retailer',
          description: 'Motor Group UK is a retailer of Mercedes-Benz, smart, BMW and MINI with 22 showrooms and workshops across England. New cars, approved used cars, servicing and finance.',
          blocks: [
            {
              title: 'Four great brands, one trusted retailer',
              text: [
                'From the first test drive to your car’s tenth service, our brand-trained teams look after you. Browse new and approved used cars, arrange finance that fits your budget, and book servicing and MOTs online.',
                { ul: ['Over 3,000 new and approved used cars', 'Manufacturer-trained technicians and genuine parts', 'Personal and business finance, including PCP and leasing', 'Motability specialists at every showroom'] },
              ],
            },
            { card: 'brands', label: 'Explore our brands' },
            { card: 'all-used', title: 'Approved used cars', text: 'Every approved used car comes with a manufacturer warranty, a full history check and roadside assistance.', label: 'Search used cars' },
            { card: 'service', label: 'Book a service' },
          ],
        },
      },
    },
    {
      key: 'buy',
      image: { car: 'suv', color: '#111827' },
      copy: {
        'en-GB': {
          slug: 'buy-car',
          title: 'Buy a car',
          description: 'Buy a new or approved used Mercedes-Benz, BMW, MINI or smart from Motor Group UK, with finance and part exchange.',
          blocks: [
            {
              title: 'New or approved used – your choice',
              text: [
                'Order a new car built to your specification, or choose from thousands of approved used cars ready to drive away. Whichever you pick, our advisers will help you compare finance options and give you a fair price for your part exchange.',
                { ol: ['Choose your car online or in the showroom', 'Book a test drive at a time that suits you', 'Get a finance quote and a part-exchange valuation', 'Collect your car from the showroom'] },
              ],
            },
            { card: 'brands' },
            { card: 'used' },
          ],
        },
      },
    },
    {
      key: 'brands',
      parent: 'buy',
      image: { car: 'coupe', color: '#374151' },
      copy: {
        'en-GB': {
          slug: 'brands',
          title: 'Our brands',
          description: 'Discover Mercedes-Benz, smart, BMW and MINI at Motor Group UK – the latest models, offers and test drives.',
          blocks: [
            {
              title: 'Discover the range',
              text: ['We represent four of the most admired names in motoring. Each brand has its own showrooms and specialist teams, so you always speak to someone who knows the cars inside out.'],
            },
            { card: 'mercedes' },
            { card: 'bmw' },
            { card: 'mini' },
          ],
        },
      },
    },
    {
      key: 'bmw',
      parent: 'brands',
      brandDesign: 'bmw',
      image: { car: 'sedan', color: '#1c69d4' },
      copy: {
        'en-GB': {
          slug: 'bmw',
          title: 'BMW',
          description: 'New and approved used BMW at Motor Group UK: the electric i range, M performance models and BMW servicing.',
          blocks: [
            {
              title: 'Sheer driving pleasure',
              text: [
                'From the all-electric iX to the BMW 3 Series Touring, our BMW showrooms stock the full range. Our product geniuses can walk you through every model, including the latest plug-in hybrids.',
                { ul: ['BMW i: iX1, i4, i5 and iX', 'M performance and M models', 'BMW Approved Used with a two-year warranty', 'BMW Service Inclusive packages'] },
              ],
            },
            { card: 'all-used', title: 'Approved used BMW', text: 'Every BMW Approved Used car has passed a 360-point check.', label: 'Search used BMW' },
          ],
        },
      },
    },
    {
      key: 'mini',
      parent: 'brands',
      brandDesign: 'mini',
      image: { car: 'hatchback', color: '#d4af37' },
      copy: {
        'en-GB': {
          slug: 'mini',
          title: 'MINI',
          description: 'Discover the new MINI Cooper, MINI Countryman and the electric MINI range at Motor Group UK.',
          blocks: [
            {
              title: 'Big on personality',
              text: [
                'The new MINI family is here, with electric and petrol versions of the iconic Cooper and a roomier, all-new Countryman. Make it yours with dozens of colour and trim combinations.',
                { ul: ['MINI Cooper Electric – up to 250 miles of range', 'MINI Countryman – space for five and their luggage', 'MINI Aceman – the crossover for the city'] },
              ],
            },
            { card: 'find', title: 'Book a MINI test drive', text: 'Find your nearest MINI showroom and book a test drive online.', label: 'Find a showroom' },
          ],
        },
      },
    },
    {
      key: 'mercedes',
      parent: 'brands',
      brandDesign: 'mercedes',
      image: { car: 'estate', color: '#9ca3af' },
      copy: {
        'en-GB': {
          slug: 'mercedes-benz-cars',
          title: 'Mercedes-Benz Cars',
          navTitle: 'Mercedes-Benz',
          description: 'New and approved used Mercedes-Benz cars at Motor Group UK – from the A-Class to the electric EQ range, with Mercedes-Benz servicing.',
          blocks: [
            {
              title: 'The best or nothing',
              text: [
                'Explore the complete Mercedes-Benz line-up, from the compact A-Class to the luxurious S-Class and the all-electric EQ family. Our Mercedes-Benz specialists will tailor a finance plan to you.',
                { ul: ['EQA, EQB, EQE and EQS electric models', 'AMG performance cars', 'Mercedes-Benz Approved Used with a 12-month warranty', 'ServiceCare plans with fixed monthly payments'] },
              ],
            },
            { card: 'smart', title: 'Looking for something smaller?', text: 'The all-electric smart #1 and #3 are on display in our Mercedes-Benz showrooms.' },
          ],
        },
      },
    },
    {
      key: 'smart',
      parent: 'brands',
      brandDesign: 'smart',
      image: { car: 'suv', color: '#6d28d9', view: 'front' },
      copy: {
        'en-GB': {
          slug: 'smart',
          title: 'smart',
          description: 'The all-electric smart #1 and smart #3 at Motor Group UK. Book a test drive, explore finance and learn about home charging.',
          blocks: [
            {
              title: 'Electric, and smart about it',
              text: [
                'The smart #1 and #3 combine a spacious cabin, rapid charging and clever technology in a compact footprint. Both are fully electric and available to test drive today.',
                { ul: ['Up to 275 miles of range', '10–80% rapid charge in under 30 minutes', 'Over-the-air software updates'] },
              ],
            },
            { card: 'find', title: 'Book a smart test drive', text: 'smart cars are on display at our Mercedes-Benz showrooms in Milton Keynes, Bedford and Northampton.', label: 'Find a showroom' },
          ],
        },
      },
    },
    {
      key: 'used',
      parent: 'buy',
      image: { car: 'estate', color: '#4b5563' },
      copy: {
        'en-GB': {
          slug: 'used-cars',
          title: 'Used cars',
          description: 'Approved used Mercedes-Benz, BMW, MINI and smart cars with manufacturer warranties, plus quality used cars of other makes.',
          blocks: [
            {
              title: 'Approved used, approved peace of mind',
              text: [
                'Our approved used cars are prepared to manufacturer standards and come with a warranty, roadside assistance and a full history check. We also sell quality used cars of other makes taken in part exchange.',
                { ul: ['Manufacturer approved used warranty', 'Minimum six months’ MOT', '14-day exchange promise'] },
              ],
            },
            { card: 'all-used', label: 'Search all used cars' },
          ],
        },
      },
    },
    {
      key: 'all-used',
      parent: 'used',
      image: { car: 'sedan', color: '#0f172a' },
      copy: {
        'en-GB': {
          slug: 'all-used-cars',
          title: 'All used cars',
          description: 'Search every used car at Motor Group UK. Filter by brand, model, price, fuel type and showroom.',
          blocks: [
            {
              text: [
                'Search our complete stock of used cars across every showroom, then book a test drive at the one that suits you.',
                'Prices include VAT where applicable. Vans are shown excluding VAT.',
              ],
            },
            { carList: {} },
            { card: 'find', title: 'Prefer to browse in person?', text: 'Visit any of our 22 showrooms – we can bring a car from another site for you to see.', label: 'Find us' },
          ],
        },
      },
    },
    {
      key: 'service',
      image: { hero: '#111827' },
      copy: {
        'en-GB': {
          slug: 'service-and-parts',
          title: 'Service and parts',
          description: 'Book a service or MOT, buy genuine parts and accessories, and arrange accident repairs for your Mercedes-Benz, BMW, MINI or smart.',
          blocks: [
            {
              title: 'Manufacturer servicing you can trust',
              text: [
                'Our technicians are trained by the manufacturers and use genuine parts and the latest diagnostic equipment, keeping your warranty and service history intact.',
                { ul: ['Servicing and MOTs', 'Service plans with fixed monthly payments', 'Genuine parts and accessories', 'Manufacturer-approved bodyshops'] },
                'Prefer to talk it through? Call our service team on [0330 123 4567](tel:+443301234567).',
              ],
            },
            { card: 'find', title: 'Find your nearest workshop', label: 'Find us' },
          ],
        },
      },
    },
    {
      key: 'find',
      image: { dealer: 'Motor Group UK' },
      copy: {
        'en-GB': {
          slug: 'find-us',
          title: 'Find us',
          description: 'Find your nearest Motor Group UK showroom or workshop for Mercedes-Benz, smart, BMW and MINI. Opening hours and directions.',
          blocks: [
            {
              title: 'Our showrooms',
              text: [
                'We have 22 showrooms and workshops across the Midlands and the South East, each dedicated to its brand.',
                { ul: ['Mercedes-Benz and smart: Milton Keynes, Bedford, Northampton', 'BMW and MINI: Oxford, Reading, Swindon', 'Mercedes-Benz Vans: Luton and Coventry'] },
                'Most showrooms are open Monday to Saturday 8.30am–6pm and Sunday 10.30am–4.30pm.',
              ],
            },
            { card: 'service', title: 'Book a service online', label: 'Service and parts' },
          ],
        },
      },
    },
    {
      key: 'legal',
      image: { story: true },
      copy: {
        'en-GB': {
          slug: 'legal',
          title: 'Legal',
          description: 'Legal information from Motor Group UK: privacy, terms and conditions, and consumer credit.',
          blocks: [
            {
              text: [
                'Here you can find the legal notices that apply to our website, our services and the way we handle your information.',
                { ul: ['[Privacy policy](page:privacy)', '[Legal notice and terms](/legal/legal-notice-and-terms)', '[Consumer credit](/legal/consumer-credit)', '[Terms and conditions of sale](/legal/terms-and-conditions-of-sale)'] },
              ],
            },
            { card: 'privacy' },
          ],
        },
      },
    },
    {
      key: 'privacy',
      parent: 'legal',
      image: { story: true },
      copy: {
        'en-GB': {
          slug: 'privacy-policy',
          title: 'Privacy policy',
          description: 'How Motor Group UK collects, uses and protects your personal data, and your rights under UK GDPR.',
          blocks: [
            {
              title: 'Who we are',
              text: ['Motor Group UK Ltd is the data controller for personal data collected through this website and our showrooms. You can contact our Data Protection Officer at [privacy@motorgroup.example](mailto:privacy@motorgroup.example).'],
            },
            {
              title: 'What we collect and why',
              text: [
                'We collect the information you give us when you enquire about a car, book a service or apply for finance, and we use it only to provide the service you asked for, to meet our legal obligations and – if you agree – to send you offers.',
                { ul: ['Contact details such as your name, email address and phone number', 'Vehicle details such as your registration number and mileage', 'Finance application details, shared only with the lender you choose'] },
              ],
            },
            {
              title: 'Your rights',
              text: ['Under UK GDPR you have the right to access, correct or delete your data, to object to processing and to complain to the Information Commissioner’s Office. We respond to every request within one month.'],
            },
          ],
        },
      },
    },
    {
      key: 'about',
      image: { hero: ACCENT, seed: 7001 },
      copy: {
        'en-GB': {
          slug: 'about-us',
          title: 'About us',
          description: 'Motor Group UK is part of the Bilgruppen group, retailing Mercedes-Benz, smart, BMW and MINI across England.',
          blocks: [
            { text: ['Motor Group UK has been retailing premium cars since 1987. Since 2019 we have been part of Bilgruppen, a family of car retailers in Sweden, Norway, Finland, Slovakia and the United Kingdom.'] },
            { card: 'who' },
            { card: 'news' },
          ],
        },
      },
    },
    {
      key: 'who',
      parent: 'about',
      image: { dealer: 'Motor Group UK Milton Keynes' },
      copy: {
        'en-GB': {
          slug: 'who-are-we',
          title: 'Who are we',
          description: 'Meet Motor Group UK: 1,100 colleagues, 22 showrooms and four brands, with a commitment to great service and to our communities.',
          blocks: [
            {
              title: 'People who love cars – and the people who drive them',
              text: [
                'We are 1,100 colleagues across 22 sites, from apprentices in their first year to technicians with more than thirty years’ experience. What unites us is a simple promise: treat every customer the way we would want to be treated.',
                { ul: ['Four manufacturer franchises', 'More than 60 apprentices in training', 'Rated Excellent by our customers', 'Solar power at 14 of our sites'] },
                { quote: 'Buying a car should be exciting, not stressful. Our job is to make it that way.' },
              ],
            },
            { card: 'find', title: 'Come and meet us', label: 'Find a showroom' },
          ],
        },
      },
    },
    {
      key: 'news',
      image: { story: true },
      copy: {
        'en-GB': {
          slug: 'news-and-events',
          title: 'News and events',
          description: 'The latest news, launches and events from Motor Group UK and our Mercedes-Benz, smart, BMW and MINI showrooms.',
          blocks: [
            { text: ['Model launches, showroom events, ownership advice and news from across Motor Group UK.'] },
            { card: 'brands', title: 'See the latest models', label: 'Explore our brands' },
          ],
        },
      },
    },
  ],

  tags: [
    { key: 'electric', value: { 'en-GB': 'Electric' } },
    { key: 'bmw', value: { 'en-GB': 'BMW' } },
    { key: 'mini', value: { 'en-GB': 'MINI' } },
    { key: 'mercedes', value: { 'en-GB': 'Mercedes-Benz' } },
    { key: 'servicing', value: { 'en-GB': 'Servicing' } },
    { key: 'finance', value: { 'en-GB': 'Finance' } },
    { key: 'used', value: { 'en-GB': 'Approved used' } },
    { key: 'company', value: { 'en-GB': 'Motor Group UK' } },
  ],

  stories: [
    {
      slug: 'new-mini-cooper-electric-arrives',
      date: '2025-02-20',
      author: 'Charlotte Hughes',
      tags: ['mini', 'electric'],
      copy: {
        'en-GB': {
          title: 'The new MINI Cooper Electric arrives in our showrooms',
          premble: 'The all-new MINI Cooper Electric is now on display at our MINI showrooms in Oxford, Reading and Swindon – and available to test drive.',
          body: [
            'The new Cooper Electric keeps the go-kart feel MINI is famous for, with up to 250 miles of range and a beautifully simple interior built around a circular OLED display.',
            { h2: 'Launch weekend' },
            'Join us on 1–2 March for refreshments, test drives and exclusive launch finance offers. [Find your nearest MINI showroom](page:find).',
          ],
        },
      },
    },
    {
      slug: 'spring-mot-and-service',
      date: '2025-04-07',
      author: 'David Patel',
      tags: ['servicing'],
      copy: {
        'en-GB': {
          title: 'Spring MOT and service: what we check',
          premble: 'Winter is hard on cars. Our spring service check looks at everything that potholes, salt and cold starts may have affected.',
          body: [
            { ul: ['Tyres, tracking and suspension for pothole damage', 'Brakes and underbody for salt corrosion', 'Battery health after the cold months', 'Wipers, washers and lights'] },
            'Combine your MOT with a service and save £25. [Book online](page:service).',
          ],
        },
      },
    },
    {
      slug: 'motability-every-journey',
      date: '2025-06-16',
      author: 'Charlotte Hughes',
      tags: ['finance'],
      copy: {
        'en-GB': {
          title: 'Motability: making every journey possible',
          premble: 'Every one of our showrooms has a trained Motability specialist who can help you exchange your allowance for a new car.',
          body: [
            'The Motability Scheme lets disabled people lease a new car, scooter or powered wheelchair in exchange for their mobility allowance. Insurance, servicing, tyres and breakdown cover are all included.',
            { ol: ['Check your eligibility with Motability Operations', 'Choose your car with one of our specialists', 'We handle the order and any adaptations'] },
            'Our specialists can arrange home visits and extended test drives. Call [0330 123 4567](tel:+443301234567) to book an appointment.',
          ],
        },
      },
    },
    {
      slug: 'bmw-i5-touring-first-drive',
      date: '2025-08-11',
      author: 'Tom Whitfield',
      tags: ['bmw', 'electric'],
      copy: {
        'en-GB': {
          title: 'BMW i5 Touring: our first drive',
          premble: 'The electric 5 Series estate combines a 570-litre boot with up to 300 miles of range. We took one from Oxford to the Lake District to find out how it copes.',
          body: [
            'On the motorway the i5 Touring is whisper-quiet and effortlessly quick. We needed just one 25-minute charging stop on the 250-mile trip, and the boot swallowed a week’s luggage for four.',
            { quote: 'It feels every bit a 5 Series – just quieter, smoother and cheaper to run.' },
            'The i5 Touring is available to order now. [Explore BMW](page:bmw).',
          ],
        },
      },
    },
    {
      slug: 'mercedes-benz-approved-used-explained',
      date: '2025-09-29',
      author: 'David Patel',
      tags: ['mercedes', 'used'],
      copy: {
        'en-GB': {
          title: 'Mercedes-Benz Approved Used: what you get',
          premble: 'Buying an approved used Mercedes-Benz means more than a warranty. Here is everything that comes with your car.',
          body: [
            { ul: ['A 12-month unlimited-mileage warranty', '12 months of Mercedes-Benz roadside assistance', 'A multi-point inspection by brand-trained technicians', 'A full history check and mileage verification', 'A 30-day or 1,000-mile exchange promise'] },
            'Browse [all our used cars](page:all-used) or visit your nearest [Mercedes-Benz showroom](page:mercedes).',
          ],
        },
      },
    },
    {
      slug: 'winter-driving-checklist',
      date: '2025-11-17',
      author: 'Tom Whitfield',
      tags: ['servicing'],
      copy: {
        'en-GB': {
          title: 'Your winter driving checklist',
          premble: 'A few minutes of preparation can save you from a breakdown on a cold morning. Here is our technicians’ winter checklist.',
          body: [
            { ol: ['Check tyre tread – we recommend at least 3 mm for winter', 'Top up screenwash with a winter-strength mix', 'Test your battery – the most common cause of winter breakdowns', 'Check all lights are clean and working', 'Keep a scraper, blanket and phone charger in the car'] },
            'Our free winter health check is available at every workshop until the end of January.',
          ],
        },
      },
    },
    {
      slug: 'top-employer-for-apprentices',
      date: '2026-01-26',
      author: 'Charlotte Hughes',
      tags: ['company'],
      copy: {
        'en-GB': {
          title: 'Motor Group UK named a top employer for apprentices',
          premble: 'We are proud to be recognised for our apprenticeship programme, which trains more than 60 future technicians, parts advisers and sales executives every year.',
          body: [
            'Our apprentices split their time between our workshops and the manufacturers’ training academies, and nine out of ten stay with us after qualifying.',
            'Applications for the September intake open in March. [Learn more about us](page:who).',
          ],
        },
      },
    },
  ],

  navigation: {
    appearance: { slimNav: true, hasDarkTheme: true, logoWidth: 180, logoHeight: 48 },
    items: {
      'en-GB': [
        {
          name: 'Buy a car',
          page: 'buy',
          navigable: true,
          children: [
            {
              name: 'Brands',
              page: 'brands',
              children: [
                { name: 'Mercedes-Benz Cars', page: 'mercedes' },
                { name: 'Mercedes-Benz Vans', path: '/buy-car/brands/mercedes-benz-vans' },
                { name: 'smart', page: 'smart' },
                { name: 'BMW', page: 'bmw' },
                { name: 'MINI', page: 'mini' },
              ],
            },
            {
              name: 'Used cars',
              page: 'used',
              children: [
                { name: 'All used cars', page: 'all-used' },
                { name: 'Electric cars', path: '/buy-car/used-cars/electric-cars' },
                { name: 'Mercedes-Benz approved used', path: '/buy-car/used-cars/mercedes-benz-approved-used-cars' },
              ],
            },
            { name: 'Latest offers', path: '/buy-car/latest-offers/bmw' },
            { name: 'Motability', path: '/buy-car/motability/bmw' },
            { name: 'Black Friday offers', path: '/buy-car/latest-offers/black-friday', hide: true },
          ],
        },
        {
          name: 'Service and parts',
          page: 'service',
          children: [
            { name: 'Book a service or MOT', path: '/service-and-parts/bmw/servicing/book-service-or-mot' },
            { name: 'Genuine parts', path: '/service-and-parts/bmw/parts/genuine-parts' },
            { name: 'Accident repairs', path: '/service-and-parts/bmw/bodyshop/accident-repairs' },
          ],
        },
        { name: 'Sell your car', path: '/sell-car' },
        { name: 'Find us', page: 'find' },
        { name: 'News and events', page: 'news' },
        {
          name: 'About us',
          page: 'about',
          children: [
            { name: 'Who are we', page: 'who' },
            { name: 'Modern slavery statement', path: '/further-policies-and-statements/modern-slavery-act' },
            { name: 'Careers', externalLink: 'https://careers.motorgroup.example' },
          ],
        },
      ],
    },
    extraItems: {
      'en-GB': [
        { title: '0330 123 4567', href: 'tel:+443301234567', icon: 'phone' },
        { title: 'Find us', href: '/find-us', icon: 'map-pin' },
        { title: 'Book a service', href: '/service-and-parts', icon: 'calendar' },
      ],
    },
  },

  footer: {
    brands: ['Mercedes-Benz', 'smart', 'BMW', 'MINI'],
    social: [
      { name: 'facebook', url: 'https://www.facebook.com/motorgroupuk' },
      { name: 'instagram', url: 'https://www.instagram.com/motorgroupuk' },
      { name: 'linkedin', url: 'https://www.linkedin.com/company/motor-group-uk' },
      { name: 'youtube', url: 'https://www.youtube.com/@motorgroupuk' },
    ],
    copy: {
      'en-GB': {
        brandsHeading: 'Our brands',
        columns: [
          {
            title: 'Get in touch',
            description: 'Monday to Saturday, 8.30am–6pm.',
            items: [
              { label: 'hello@motorgroup.example', href: 'mailto:hello@motorgroup.example' },
              { label: '0330 123 4567', href: 'tel:+443301234567' },
              { label: 'Find us', href: 'page:find' },
            ],
          },
          {
            title: 'Legal',
            items: [
              { label: 'Privacy policy', href: 'page:privacy' },
              { label: 'Legal notice and terms', href: '/legal/legal-notice-and-terms' },
              { label: 'Consumer credit', href: '/legal/consumer-credit' },
              { label: 'Gender pay gap', href: '/further-policies-and-statements/gender-pay-gap' },
            ],
          },
          {
            title: 'Motor Group UK',
            items: [
              { label: 'Who are we', href: 'page:who' },
              { label: 'News and events', href: 'page:news' },
              { label: 'Careers', href: 'https://careers.motorgroup.example', newTab: true },
            ],
          },
          {
            title: 'Our group',
            items: [
              { label: 'Sweden', href: 'site:se', flag: 'se' },
              { label: 'Norway', href: 'site:no', flag: 'no' },
              { label: 'Finland', href: 'site:fi', flag: 'fi' },
              { label: 'Slovakia', href: 'site:sk', flag: 'sk' },
              { label: 'Bilgruppen in Europe', href: 'site:se/en/about-bilgruppen/about-us', flag: 'eu' },
            ],
          },
        ],
        highlightedLink: { label: 'Value your car', href: '/sell-car' },
        info1: { heading: 'Motor Group UK Ltd', text: 'Registered in England and Wales, company no. 01234567. Registered office: 1 Station Approach, Milton Keynes MK9 1AA.' },
        info2: {
          heading: 'Consumer credit',
          text: 'Motor Group UK Ltd is authorised and regulated by the Financial Conduct Authority (FRN 123456). We are a credit broker, not a lender, and may receive commission from the lenders we introduce you to.',
        },
      },
    },
  },

  dictionary: [
    { key: 'backToHome', value: { 'en-GB': 'Back to Motor Group UK' } },
    { key: 'notFoundText', value: { 'en-GB': 'Sorry, we couldn’t find that page. It may have moved, or the offer may have ended.' } },
    { key: 'skipToContent', value: { 'en-GB': 'Skip to main content' } },
  ],
}
