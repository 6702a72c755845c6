import type { SiteContent } from '../types'

type L = 'nb-NO' | 'en-GB'

const ACCENT = '#00594f'

/** Bilgruppen Norge (paths from spec 2 §2.7 "Norwegian site"). */
export const no: SiteContent<L> = {
  key: 'no',
  locales: ['nb-NO', 'en-GB'],
  defaultLocale: 'nb-NO',
  readMore: { 'nb-NO': 'Les mer', 'en-GB': 'Read more' },
  storiesIndex: 'news',

  pages: [
    {
      key: 'home',
      image: { hero: ACCENT },
      copy: {
        'nb-NO': {
          slug: '',
          title: 'Velkommen til Bilgruppen',
          navTitle: 'Hjem',
          metaTitle: 'Nye biler, bruktbil og verksted',
          description: 'Bilgruppen Norge selger nye og brukte biler fra BMW, Tesla, Mercedes-Benz og Audi, og har verksteder fra Kristiansand til Lillestrøm.',
          blocks: [
            {
              title: 'Din bilforhandler – hele veien',
              text: [
                'Enten du skal kjøpe din første elbil, bytte inn familiebilen eller trenger en time på verkstedet, møter du folk hos oss som kan bil og som tar seg tid.',
                { ul: ['Over 900 nye og brukte biler på lager', 'Autoriserte verksteder for alle våre merker', 'Innbytte, finansiering og forsikring på ett sted', 'Dekkhotell med henting og levering'] },
              ],
            },
            { card: 'ownership' },
            { card: 'brands', label: 'Se merkene' },
            { card: 'find', label: 'Finn din forhandler' },
          ],
        },
        'en-GB': {
          slug: '',
          title: 'Welcome to Bilgruppen Norway',
          navTitle: 'Home',
          metaTitle: 'New cars, used cars and servicing',
          description: 'Bilgruppen Norway sells new and used cars from BMW, Tesla, Mercedes-Benz and Audi, with workshops from Kristiansand to Lillestrøm.',
          blocks: [
            {
              title: 'Your car dealer – all the way',
              text: [
                'Whether you are buying your first electric car, trading in the family car or need a workshop appointment, you will meet people who know cars and take the time to help.',
                { ul: ['More than 900 new and used cars in stock', 'Authorised workshops for all our brands', 'Trade-in, finance and insurance in one place', 'Tyre hotel with collection and delivery'] },
              ],
            },
            { card: 'ownership' },
            { card: 'brands', label: 'See the brands' },
            { card: 'find', label: 'Find your dealer' },
          ],
        },
      },
    },
    {
      key: 'ownership',
      image: { car: 'suv', color: '#264653' },
      copy: {
        'nb-NO': {
          slug: 'bileierskap',
          title: 'Bileierskap',
          description: 'Alt om å eie bil hos Bilgruppen: kjøp av bruktbil, innbytte, garanti og serviceavtaler.',
          blocks: [
            {
              title: 'Trygt bileierskap fra dag én',
              text: [
                'Vi vil at du skal være fornøyd med bilen lenge etter at du har kjørt ut fra forhandleren. Derfor følger vi deg opp med garanti, service og gode råd hele veien.',
                { ul: ['Velg den perfekte bruktbilen', 'Innbytte av bil med rettferdig takst', 'Garanti på alle bruktbiler', 'Bilpleieprogram som holder bilen som ny'] },
              ],
            },
            { card: 'buy-used', label: 'Kjøp bruktbil' },
          ],
        },
        'en-GB': {
          slug: 'car-ownership',
          title: 'Car ownership',
          description: 'Everything about owning a car with Bilgruppen: buying used, trade-in, warranty and service plans.',
          blocks: [
            {
              title: 'Worry-free ownership from day one',
              text: [
                'We want you to be happy with your car long after you drive away from the showroom. That is why we stay with you through warranty, servicing and good advice.',
                { ul: ['Choosing the perfect used car', 'A fair valuation when you trade in', 'A warranty on every used car', 'A care programme that keeps the car looking new'] },
              ],
            },
            { card: 'buy-used', label: 'Buy a used car' },
          ],
        },
      },
    },
    {
      key: 'buy-used',
      parent: 'ownership',
      image: { car: 'estate', color: '#e9c46a' },
      copy: {
        'nb-NO': {
          slug: 'kjope-bruktbil',
          title: 'Kjøpe bruktbil',
          description: 'Kjøp bruktbil med garanti hos Bilgruppen. Alle bilene er kontrollert, har full servicehistorikk og kan leveres hjem.',
          blocks: [
            {
              title: 'Bruktbil uten bekymringer',
              text: [
                'Alle bruktbilene våre er gjennomgått av egne mekanikere og har dokumentert servicehistorikk. Du får minst ett års garanti, og elbilene leveres med batteritest.',
                { ol: ['Finn bilen på nett eller hos forhandleren', 'Bestill prøvekjøring', 'Få tilbud på innbytte og finansiering', 'Hent bilen eller få den levert hjem'] },
              ],
            },
            { card: 'find', title: 'Prøvekjør hos oss', text: 'Bestill prøvekjøring hos forhandleren nærmest deg.', label: 'Finn oss' },
          ],
        },
        'en-GB': {
          slug: 'buying-a-used-car',
          title: 'Buying a used car',
          description: 'Buy a used car with a warranty from Bilgruppen. Every car is inspected, has a full service history and can be delivered to your home.',
          blocks: [
            {
              title: 'A used car without the worry',
              text: [
                'All our used cars are inspected by our own mechanics and come with a documented service history. You get at least a one-year warranty, and electric cars come with a battery health test.',
                { ol: ['Find the car online or at the dealership', 'Book a test drive', 'Get an offer on trade-in and finance', 'Collect the car or have it delivered'] },
              ],
            },
            { card: 'find', title: 'Test drive with us', text: 'Book a test drive at your nearest dealership.', label: 'Find us' },
          ],
        },
      },
    },
    {
      key: 'about',
      image: { hero: ACCENT, seed: 2207 },
      copy: {
        'nb-NO': {
          slug: 'om-bilgruppen',
          title: 'Om Bilgruppen',
          description: 'Bilgruppen Norge er en del av en nordisk bilkonsern med virksomhet i fem land. Les om hvem vi er og hva vi står for.',
          blocks: [
            { text: ['Bilgruppen Norge har 420 ansatte fordelt på ni forhandlere. Vi er en del av det svenske Bilgruppen-konsernet, men alle beslutninger om kunder og ansatte tas lokalt.'] },
            { card: 'about-us', label: 'Les mer om oss' },
            { card: 'news', label: 'Siste nytt' },
          ],
        },
        'en-GB': {
          slug: 'about-bilgruppen',
          title: 'About Bilgruppen',
          description: 'Bilgruppen Norway is part of a Nordic car retail group operating in five countries. Read about who we are and what we stand for.',
          blocks: [
            { text: ['Bilgruppen Norway has 420 employees across nine dealerships. We are part of the Swedish Bilgruppen group, but every decision about customers and staff is made locally.'] },
            { card: 'about-us', label: 'More about us' },
            { card: 'news', label: 'Latest news' },
          ],
        },
      },
    },
    {
      key: 'about-us',
      parent: 'about',
      image: { dealer: 'Bilgruppen Lillestrøm' },
      copy: {
        'nb-NO': {
          slug: 'om-oss',
          title: 'Om oss',
          description: 'Hvem er Bilgruppen Norge? Les om historien vår, verdiene våre og arbeidet vårt med bærekraft og åpenhet.',
          blocks: [
            {
              title: 'Fordelene med Bilgruppen',
              text: [
                'Vi startet som en liten BMW-forhandler på Lillestrøm i 1989. I dag representerer vi fire bilmerker og har verksteder i hele Sør-Norge.',
                { ul: ['Faste priser på service – ingen overraskelser', 'Lånebil eller henting og levering ved verkstedbesøk', 'Egne elbilspesialister på alle forhandlere', 'Miljøsertifisert etter ISO 14001'] },
                'Vi rapporterer åpent om arbeidet med menneskerettigheter, se [Åpenhetsloven](page:transparency).',
              ],
            },
            { card: 'transparency' },
          ],
        },
        'en-GB': {
          slug: 'about-us',
          title: 'About us',
          description: 'Who is Bilgruppen Norway? Read about our history, our values and our work on sustainability and transparency.',
          blocks: [
            {
              title: 'Why choose Bilgruppen',
              text: [
                'We started as a small BMW dealership in Lillestrøm in 1989. Today we represent four car brands and run workshops throughout southern Norway.',
                { ul: ['Fixed service prices – no surprises', 'A courtesy car or collection and delivery when you visit the workshop', 'Electric-car specialists at every dealership', 'Environmentally certified to ISO 14001'] },
                'We report openly on our human-rights work, see [the Transparency Act](page:transparency).',
              ],
            },
            { card: 'transparency' },
          ],
        },
      },
    },
    {
      key: 'transparency',
      parent: 'about-us',
      image: { story: true },
      copy: {
        'nb-NO': {
          slug: 'apenhetslov',
          title: 'Åpenhetsloven',
          description: 'Redegjørelse etter åpenhetsloven: slik jobber Bilgruppen Norge med menneskerettigheter og anstendige arbeidsforhold i leverandørkjeden.',
          blocks: [
            {
              title: 'Aktsomhetsvurderinger',
              text: [
                'Bilgruppen Norge omfattes av åpenhetsloven. Vi kartlegger risiko for brudd på menneskerettigheter og anstendige arbeidsforhold hos våre leverandører og samarbeidspartnere.',
                { ul: ['Leverandørkrav om arbeidsvilkår og miljø', 'Årlig risikovurdering av leverandørkjeden', 'Oppfølging og tiltak ved avvik'] },
                'Du kan be om informasjon om hvordan vi håndterer faktiske og potensielle negative konsekvenser ved å skrive til [apenhet@bilgruppen-norge.example](mailto:apenhet@bilgruppen-norge.example).',
              ],
            },
            { card: 'about-us', title: 'Om Bilgruppen Norge', label: 'Tilbake til om oss' },
          ],
        },
        'en-GB': {
          slug: 'transparency-act',
          title: 'The Transparency Act',
          description: 'Our statement under the Norwegian Transparency Act: how Bilgruppen Norway works on human rights and decent working conditions in the supply chain.',
          blocks: [
            {
              title: 'Due diligence',
              text: [
                'Bilgruppen Norway is covered by the Transparency Act. We assess the risk of human-rights violations and poor working conditions among our suppliers and business partners.',
                { ul: ['Supplier requirements on working conditions and the environment', 'An annual risk assessment of the supply chain', 'Follow-up and remedies when issues are found'] },
                'You can ask how we handle actual and potential adverse impacts by writing to [apenhet@bilgruppen-norge.example](mailto:apenhet@bilgruppen-norge.example).',
              ],
            },
            { card: 'about-us', title: 'About Bilgruppen Norway', label: 'Back to about us' },
          ],
        },
      },
    },
    {
      key: 'brands',
      image: { car: 'coupe', color: '#1d3557' },
      copy: {
        'nb-NO': {
          slug: 'vare-bilmerker',
          title: 'Våre bilmerker',
          description: 'Bilgruppen er forhandler for BMW, Tesla, Mercedes-Benz og Audi i Norge. Se modellene og finn nærmeste forhandler.',
          blocks: [
            {
              title: 'Fire merker – én forhandler',
              text: [
                'Vi har valgt merker som leder an i overgangen til elektrisk kjøring. Hos oss kan du sammenligne dem side om side og prøvekjøre flere på samme dag.',
                { ul: ['**BMW** – kjøreglede, nå også helelektrisk', '**Tesla** – service og skadereparasjon', '**Mercedes-Benz** – personbiler og varebiler', '**Audi** – e-tron og quattro'] },
              ],
            },
            { card: 'find', title: 'Hvor finner jeg merket mitt?', text: 'Ikke alle forhandlere har alle merker. Se hvilke merker hver forhandler fører.' },
          ],
        },
        'en-GB': {
          slug: 'our-brands',
          title: 'Our brands',
          description: 'Bilgruppen is a dealer for BMW, Tesla, Mercedes-Benz and Audi in Norway. See the models and find your nearest dealership.',
          blocks: [
            {
              title: 'Four brands – one dealer',
              text: [
                'We have chosen brands that lead the move to electric driving. With us you can compare them side by side and test drive several on the same day.',
                { ul: ['**BMW** – driving pleasure, now fully electric too', '**Tesla** – servicing and accident repairs', '**Mercedes-Benz** – cars and vans', '**Audi** – e-tron and quattro'] },
              ],
            },
            { card: 'find', title: 'Where can I find my brand?', text: 'Not every dealership carries every brand. See which brands each dealership offers.' },
          ],
        },
      },
    },
    {
      key: 'find',
      image: { dealer: 'Bilgruppen Norge' },
      copy: {
        'nb-NO': {
          slug: 'finn-oss',
          title: 'Finn oss',
          description: 'Finn nærmeste Bilgruppen-forhandler i Lillestrøm, Kristiansand, Stavanger og Oslo. Åpningstider og kontaktinformasjon.',
          blocks: [
            {
              title: 'Våre forhandlere',
              text: [
                'Vi har ni forhandlere med salg og verksted, og et utsalg for bruktbil på Alnabru.',
                { ul: ['Lillestrøm – BMW, Tesla og Audi', 'Kristiansand – Mercedes-Benz og BMW', 'Stavanger – Mercedes-Benz og Audi', 'Bruktbilutsalget – alle merker'] },
              ],
            },
            { card: 'lillestrom' },
          ],
        },
        'en-GB': {
          slug: 'find-us',
          title: 'Find us',
          description: 'Find your nearest Bilgruppen dealership in Lillestrøm, Kristiansand, Stavanger and Oslo. Opening hours and contact details.',
          blocks: [
            {
              title: 'Our dealerships',
              text: [
                'We have nine dealerships with sales and workshop, plus a used-car outlet at Alnabru.',
                { ul: ['Lillestrøm – BMW, Tesla and Audi', 'Kristiansand – Mercedes-Benz and BMW', 'Stavanger – Mercedes-Benz and Audi', 'The used-car outlet – all brands'] },
              ],
            },
            { card: 'lillestrom' },
          ],
        },
      },
    },
    {
      key: 'lillestrom',
      parent: 'find',
      image: { dealer: 'Bilgruppen Lillestrøm', seed: 31 },
      copy: {
        'nb-NO': {
          slug: 'lillestrom',
          title: 'Bilgruppen Lillestrøm',
          navTitle: 'Lillestrøm',
          description: 'Bilgruppen Lillestrøm: salg og verksted for BMW, Tesla og Audi. Strømsveien 50, 2010 Strømmen.',
          blocks: [
            {
              title: 'Besøk oss på Lillestrøm',
              text: [
                'Vår største forhandler ligger sentralt ved Strømmen, med 40 hurtigladere og eget dekkhotell.',
                { ul: ['Adresse: Strømsveien 50, 2010 Strømmen', 'Telefon: 63 80 00 00', 'Salg: man–fre 9–17, lør 10–15', 'Verksted: man–fre 7–16'] },
              ],
            },
            { card: 'buy-used', title: 'Bruktbiler på Lillestrøm', text: 'Se bruktbilene som står klare hos oss akkurat nå.' },
          ],
        },
        'en-GB': {
          slug: 'lillestrom',
          title: 'Bilgruppen Lillestrøm',
          navTitle: 'Lillestrøm',
          description: 'Bilgruppen Lillestrøm: sales and workshop for BMW, Tesla and Audi. Strømsveien 50, 2010 Strømmen.',
          blocks: [
            {
              title: 'Visit us in Lillestrøm',
              text: [
                'Our largest dealership is centrally located at Strømmen, with 40 rapid chargers and its own tyre hotel.',
                { ul: ['Address: Strømsveien 50, 2010 Strømmen', 'Phone: +47 63 80 00 00', 'Sales: Mon–Fri 9–17, Sat 10–15', 'Workshop: Mon–Fri 7–16'] },
              ],
            },
            { card: 'buy-used', title: 'Used cars in Lillestrøm', text: 'See the used cars ready at our dealership right now.' },
          ],
        },
      },
    },
    {
      key: 'news',
      image: { story: true },
      copy: {
        'nb-NO': {
          slug: 'nyheter',
          title: 'Nyheter',
          description: 'Nyheter, råd og tips fra Bilgruppen Norge – om elbil, dekk, verksted og nye modeller.',
          blocks: [
            { text: ['Her finner du nyheter fra Bilgruppen: nye modeller, praktiske råd om dekk og EU-kontroll, og hva som skjer hos forhandlerne våre.'] },
            { card: 'brands', title: 'Nysgjerrig på nye modeller?', label: 'Se våre bilmerker' },
          ],
        },
        'en-GB': {
          slug: 'news',
          title: 'News',
          description: 'News, advice and tips from Bilgruppen Norway – about electric cars, tyres, servicing and new models.',
          blocks: [
            { text: ['Here you will find news from Bilgruppen: new models, practical advice on tyres and roadworthiness tests, and what is happening at our dealerships.'] },
            { card: 'brands', title: 'Curious about new models?', label: 'See our brands' },
          ],
        },
      },
    },
  ],

  tags: [
    { key: 'elbil', value: { 'nb-NO': 'Elbil', 'en-GB': 'Electric cars' } },
    { key: 'dekk', value: { 'nb-NO': 'Dekk', 'en-GB': 'Tyres' } },
    { key: 'tips', value: { 'nb-NO': 'Tips og råd', 'en-GB': 'Tips & advice' } },
    { key: 'bruktbil', value: { 'nb-NO': 'Bruktbil', 'en-GB': 'Used cars' } },
    { key: 'verksted', value: { 'nb-NO': 'Verksted', 'en-GB': 'Workshop' } },
    { key: 'bilgruppen', value: { 'nb-NO': 'Bilgruppen', 'en-GB': 'Bilgruppen' } },
    { key: 'modeller', value: { 'nb-NO': 'Nye modeller', 'en-GB': 'New models' } },
  ],

  stories: [
    {
      slug: 'slik-fungerer-innbytte',
      date: '2025-03-10',
      author: 'Kari Solberg',
      tags: ['bruktbil', 'tips'],
      copy: {
        'nb-NO': {
          title: 'Slik fungerer innbytte av bil',
          premble: 'Å bytte inn bilen hos forhandleren er den enkleste måten å selge på. Vi forklarer hvordan taksten settes.',
          body: [
            'Når du bytter inn bilen, tar vi over alt papirarbeid og eventuelt lån. Taksten baserer seg på markedspris, kilometerstand, servicehistorikk og bilens tilstand.',
            { ul: ['Gratis og uforpliktende takst', 'Vi innfrir lånet direkte med banken', 'Du kan kjøre den gamle bilen til den nye er klar'] },
            'Les mer om [å kjøpe bruktbil](page:buy-used).',
          ],
        },
        'en-GB': {
          title: 'How trading in your car works',
          premble: 'Trading in your car at the dealership is the simplest way to sell. We explain how the valuation is set.',
          body: [
            'When you trade in your car, we take care of all the paperwork and any outstanding loan. The valuation is based on market price, mileage, service history and the condition of the car.',
            { ul: ['A free valuation with no obligation', 'We settle the loan directly with your bank', 'You can keep driving the old car until the new one is ready'] },
            'Read more about [buying a used car](page:buy-used).',
          ],
        },
      },
    },
    {
      slug: 'vi-apner-i-stavanger',
      date: '2025-05-20',
      author: 'Henrik Dahl',
      tags: ['bilgruppen'],
      copy: {
        'nb-NO': {
          title: 'Vi åpner i Stavanger',
          premble: 'Bilgruppen kommer til Forus. Den nye forhandleren får salg og verksted for Mercedes-Benz og Audi.',
          body: [
            'Etter flere års planlegging åpner vi dørene på Forus 16. juni. Anlegget har 30 verkstedplasser, eget skadesenter og ladere for både personbiler og varebiler.',
            'Vi har ansatt 45 nye medarbeidere i regionen. [Se alle forhandlerne våre](page:find).',
          ],
        },
        'en-GB': {
          title: 'We are opening in Stavanger',
          premble: 'Bilgruppen is coming to Forus. The new dealership will offer sales and servicing for Mercedes-Benz and Audi.',
          body: [
            'After several years of planning we open the doors at Forus on 16 June. The site has 30 workshop bays, its own accident repair centre and chargers for both cars and vans.',
            'We have hired 45 new colleagues in the region. [See all our dealerships](page:find).',
          ],
        },
      },
    },
    {
      slug: 'eu-kontroll-forbered-bilen',
      date: '2025-07-01',
      author: 'Kari Solberg',
      tags: ['verksted', 'tips'],
      copy: {
        'nb-NO': {
          title: 'EU-kontroll – slik forbereder du bilen',
          premble: 'Med noen enkle sjekker før EU-kontrollen slipper du unødvendige avvik og ny time.',
          body: [
            { ol: ['Sjekk at alle lys fungerer, også skiltlys', 'Se etter sprekker i frontruta i førersynsfeltet', 'Kontroller mønsterdybden på dekkene', 'Etterfyll spylervæske og sjekk viskerbladene'] },
            'Hos oss kan du kombinere EU-kontroll med service – da får du begge deler gjort på én dag.',
          ],
        },
        'en-GB': {
          title: 'The roadworthiness test – how to prepare your car',
          premble: 'A few simple checks before the EU roadworthiness test save you unnecessary remarks and a second appointment.',
          body: [
            { ol: ['Check that every light works, including the number-plate light', 'Look for cracks in the windscreen in the driver’s field of view', 'Check the tread depth of the tyres', 'Top up the washer fluid and check the wiper blades'] },
            'With us you can combine the test with a service – and get both done in one day.',
          ],
        },
      },
    },
    {
      slug: 'nye-bmw-ix3',
      date: '2025-09-05',
      author: 'Henrik Dahl',
      tags: ['elbil', 'modeller'],
      copy: {
        'nb-NO': {
          title: 'Nye BMW iX3 kan bestilles nå',
          premble: 'Den første BMW-en på den nye elektriske plattformen har fått norske priser. Vi tar imot bestillinger allerede nå.',
          body: [
            'Nye iX3 har en oppgitt rekkevidde på opptil 800 kilometer og lader med opptil 400 kW. Bilen har et helt nytt interiør med panoramaskjerm over hele frontruta.',
            { h2: 'Første leveranser til våren' },
            'Kontakt din BMW-forhandler for et tilbud. [Se våre bilmerker](page:brands).',
          ],
        },
        'en-GB': {
          title: 'The new BMW iX3 is now open for orders',
          premble: 'The first BMW on the new electric platform has Norwegian prices. We are taking orders now.',
          body: [
            'The new iX3 has a stated range of up to 800 kilometres and charges at up to 400 kW. It has an all-new interior with a panoramic display across the whole windscreen.',
            { h2: 'First deliveries in the spring' },
            'Contact your BMW dealer for an offer. [See our brands](page:brands).',
          ],
        },
      },
    },
    {
      slug: 'vinterdekk-dette-ma-du-vite',
      date: '2025-10-13',
      author: 'Kari Solberg',
      tags: ['dekk', 'tips'],
      copy: {
        'nb-NO': {
          title: 'Vinterdekk: Dette må du vite',
          premble: 'Piggdekk eller piggfritt? Og når må dekkene skiftes? Her er det viktigste om vinterdekk i Norge.',
          body: [
            'Lovkravet er minst 3 mm mønsterdybde på vinterdekk, men vi anbefaler å bytte ved 4 mm. Piggdekk er tillatt fra 1. november til første søndag etter 2. påskedag i Sør-Norge.',
            { ul: ['Piggfritt passer best i byer med piggdekkgebyr', 'Piggdekk gir best grep på blank is', 'Elbiler er tunge – velg dekk merket for elbil'] },
            'Lagre dekkene trygt i dekkhotellet vårt, så er de vasket og kontrollert til neste sesong.',
          ],
        },
        'en-GB': {
          title: 'Winter tyres: what you need to know',
          premble: 'Studded or non-studded? And when do the tyres need changing? Here are the essentials about winter tyres in Norway.',
          body: [
            'The legal minimum is 3 mm of tread on winter tyres, but we recommend replacing them at 4 mm. Studded tyres are allowed from 1 November until the first Sunday after Easter Monday in southern Norway.',
            { ul: ['Non-studded tyres suit cities with a stud fee', 'Studded tyres give the best grip on sheer ice', 'Electric cars are heavy – choose tyres rated for EVs'] },
            'Store your tyres safely in our tyre hotel, washed and checked for next season.',
          ],
        },
      },
    },
    {
      slug: 'tre-ar-med-elbil',
      date: '2026-01-22',
      author: 'Ingrid Berge',
      tags: ['elbil', 'bruktbil'],
      copy: {
        'nb-NO': {
          title: 'Tre år med elbil: Hva sier kundene?',
          premble: 'Vi spurte 1 200 kunder som har kjørt elbil i minst tre år. Ni av ti ville aldri gått tilbake til fossilbil.',
          body: [
            'Lave driftskostnader og hjemmelading trekkes fram som de største fordelene. Rekkevidde om vinteren er fortsatt det mange tenker mest på, men få opplever det som et problem i hverdagen.',
            { quote: 'Jeg lader hjemme om natten og tenker nesten aldri på rekkevidde. Det er bare på fjellet om vinteren at jeg planlegger ladestopp.' },
            'Vurderer du en brukt elbil? Alle våre brukte elbiler leveres med batteritest.',
          ],
        },
        'en-GB': {
          title: 'Three years with an electric car: what do customers say?',
          premble: 'We asked 1,200 customers who have driven electric for at least three years. Nine out of ten would never go back to petrol or diesel.',
          body: [
            'Low running costs and home charging are named as the biggest advantages. Winter range is still what many think about most, but few find it a problem in daily life.',
            { quote: 'I charge at home overnight and hardly ever think about range. Only in the mountains in winter do I plan charging stops.' },
            'Thinking about a used electric car? All our used EVs come with a battery health test.',
          ],
        },
      },
    },
    {
      slug: 'vi-sponser-lokale-idrettslag',
      date: '2026-03-02',
      author: 'Ingrid Berge',
      tags: ['bilgruppen'],
      copy: {
        'nb-NO': {
          title: 'Bilgruppen sponser 30 lokale idrettslag',
          premble: 'I år støtter vi barne- og ungdomsidrett der vi har forhandlere, med utstyr, minibusser og reisestøtte.',
          body: [
            'Lagene er valgt ut av våre ansatte, og støtten går i sin helhet til aktiviteter for barn og unge. Flere av lagene får låne minibuss til bortekamper og cuper gjennom hele sesongen.',
            'Vil ditt lag søke neste år? Ta kontakt med nærmeste forhandler.',
          ],
        },
        'en-GB': {
          title: 'Bilgruppen sponsors 30 local sports clubs',
          premble: 'This year we support children’s and youth sport wherever we have dealerships, with equipment, minibuses and travel grants.',
          body: [
            'The clubs were chosen by our employees, and all of the support goes to activities for children and young people. Several clubs can borrow a minibus for away games and tournaments throughout the season.',
            'Would your club like to apply next year? Contact your nearest dealership.',
          ],
        },
      },
    },
  ],

  navigation: {
    message: {
      type: 'Warning',
      icon: 'WarningAlert',
      belowNavigation: true,
      window: { untilDays: 15 },
      copy: {
        'nb-NO': { title: 'Endrede åpningstider', text: 'Alle verksteder holder stengt {last} på grunn av varetelling. Veihjelp er tilgjengelig hele døgnet på 22 00 00 00.' },
        'en-GB': { title: 'Changed opening hours', text: 'All workshops are closed on {last} for stocktaking. Roadside assistance is available around the clock on +47 22 00 00 00.' },
      },
    },
    items: {
      'nb-NO': [
        {
          name: 'Bileierskap',
          page: 'ownership',
          navigable: true,
          children: [
            {
              name: 'Kjøpe bruktbil',
              page: 'buy-used',
              children: [
                { name: 'Velg den perfekte bruktbilen', path: '/bileierskap/velg-den-perfekte-bruktbilen' },
                { name: 'Garanti', path: '/bileierskap/garanti' },
              ],
            },
            { name: 'Innbytte av bil', path: '/bileierskap/innbytte-av-bil' },
            { name: 'Bilpleieprogram', path: '/bileierskap/bilpleie' },
          ],
        },
        {
          name: 'Våre bilmerker',
          page: 'brands',
          children: [
            { name: 'BMW', path: '/vare-bilmerker/bmw' },
            { name: 'Tesla', path: '/vare-bilmerker/tesla' },
            { name: 'Mercedes-Benz', path: '/vare-bilmerker/mercedes-benz' },
            { name: 'Audi', path: '/vare-bilmerker/audi' },
          ],
        },
        {
          name: 'Finn oss',
          page: 'find',
          children: [
            { name: 'Lillestrøm', page: 'lillestrom' },
            { name: 'Kristiansand', path: '/finn-oss/kristiansand' },
            { name: 'Stavanger', path: '/finn-oss/stavanger' },
          ],
        },
        {
          name: 'Om Bilgruppen',
          page: 'about',
          children: [
            {
              name: 'Om oss',
              page: 'about-us',
              children: [
                { name: 'Åpenhetsloven', page: 'transparency' },
                { name: 'Varsling', path: '/om-bilgruppen/om-oss/whistleblower' },
                { name: 'For leverandører', path: '/om-bilgruppen/om-oss/for-leverandorer' },
              ],
            },
            { name: 'Karriere', externalLink: 'https://karriere.bilgruppen-norge.example' },
          ],
        },
        { name: 'Nyheter', page: 'news' },
        { name: 'Sommerkampanje', path: '/sommerkampanje', hide: true },
      ],
      'en-GB': [
        {
          name: 'Car ownership',
          page: 'ownership',
          navigable: true,
          children: [
            { name: 'Buying a used car', page: 'buy-used', children: [{ name: 'Warranty', path: '/car-ownership/warranty' }] },
            { name: 'Trade-in', path: '/car-ownership/trade-in' },
          ],
        },
        { name: 'Our brands', page: 'brands' },
        { name: 'Find us', page: 'find', children: [{ name: 'Lillestrøm', page: 'lillestrom' }] },
        {
          name: 'About Bilgruppen',
          page: 'about',
          children: [
            { name: 'About us', page: 'about-us', children: [{ name: 'The Transparency Act', page: 'transparency' }] },
            { name: 'Careers', externalLink: 'https://karriere.bilgruppen-norge.example' },
          ],
        },
        { name: 'News', page: 'news' },
        { name: 'Summer campaign', path: '/summer-campaign', hide: true },
      ],
    },
    extraItems: {
      'nb-NO': [
        { title: '22 00 00 00', href: 'tel:+4722000000', icon: 'phone' },
        { title: 'Finn forhandler', href: '/finn-oss', icon: 'map-pin' },
        { title: 'Bestill verkstedtime', href: '/bileierskap/bestill-verksted', icon: 'calendar' },
      ],
      'en-GB': [
        { title: '+47 22 00 00 00', href: 'tel:+4722000000', icon: 'phone' },
        { title: 'Find a dealer', href: '/find-us', icon: 'map-pin' },
      ],
    },
  },

  footer: {
    brands: ['BMW', 'Tesla', 'Mercedes-Benz', 'Audi', 'Volkswagen', 'Skoda'],
    social: [
      { name: 'facebook', url: 'https://www.facebook.com/bilgruppennorge' },
      { name: 'instagram', url: 'https://www.instagram.com/bilgruppennorge' },
      { name: 'linkedin', url: 'https://www.linkedin.com/company/bilgruppen-norge' },
      { name: 'youtube', url: 'https://www.youtube.com/@bilgruppennorge' },
    ],
    copy: {
      'nb-NO': {
        brandsHeading: 'Våre bilmerker',
        columns: [
          {
            title: 'Kundeservice',
            description: 'Åpent hverdager 8–17.',
            items: [
              { label: 'post@bilgruppen-norge.example', href: 'mailto:post@bilgruppen-norge.example' },
              { label: '22 00 00 00', href: 'tel:+4722000000' },
              { label: 'Finn forhandler', href: 'page:find' },
            ],
          },
          {
            title: 'Bilgruppen',
            items: [
              { label: 'Om oss', href: 'page:about-us' },
              { label: 'Åpenhetsloven', href: 'page:transparency' },
              { label: 'Cookie-policy', href: '/om-bilgruppen/om-oss/cookie-policy' },
              { label: 'Nyheter', href: 'page:news' },
            ],
          },
          {
            title: 'Våre markeder',
            items: [
              { label: 'Sverige', href: 'site:se', flag: 'se' },
              { label: 'Finland', href: 'site:fi', flag: 'fi' },
              { label: 'Slovakia', href: 'site:sk', flag: 'sk' },
              { label: 'Storbritannia', href: 'site:uk', flag: 'gb' },
            ],
          },
        ],
        highlightedLink: { label: 'Bestill prøvekjøring', href: 'page:find' },
        info1: { heading: 'Bilgruppen Norge AS', text: 'Org.nr. 912 345 678\nStrømsveien 50, 2010 Strømmen' },
        info2: { heading: 'Veihjelp', text: 'Døgnåpen veihjelp for alle våre merker: 22 00 00 00' },
      },
      'en-GB': {
        brandsHeading: 'Our brands',
        columns: [
          {
            title: 'Customer service',
            description: 'Open weekdays 8am–5pm.',
            items: [
              { label: 'post@bilgruppen-norge.example', href: 'mailto:post@bilgruppen-norge.example' },
              { label: '+47 22 00 00 00', href: 'tel:+4722000000' },
              { label: 'Find a dealer', href: 'page:find' },
            ],
          },
          {
            title: 'Bilgruppen',
            items: [
              { label: 'About us', href: 'page:about-us' },
              { label: 'The Transparency Act', href: 'page:transparency' },
              { label: 'News', href: 'page:news' },
            ],
          },
          {
            title: 'Our markets',
            items: [
              { label: 'Sweden', href: 'site:se', flag: 'se' },
              { label: 'Finland', href: 'site:fi', flag: 'fi' },
              { label: 'Slovakia', href: 'site:sk', flag: 'sk' },
              { label: 'United Kingdom', href: 'site:uk', flag: 'gb' },
            ],
          },
        ],
        highlightedLink: { label: 'Book a test drive', href: 'page:find' },
        info1: { heading: 'Bilgruppen Norge AS', text: 'Org. no. 912 345 678\nStrømsveien 50, 2010 Strømmen, Norway' },
        info2: { heading: 'Roadside assistance', text: '24-hour roadside assistance for all our brands: +47 22 00 00 00' },
      },
    },
  },

  dictionary: [
    { key: 'backToHome', value: { 'nb-NO': 'Tilbake til Bilgruppen', 'en-GB': 'Back to Bilgruppen Norway' } },
    { key: 'notFoundTitle', value: { 'nb-NO': 'Vi finner ikke siden', 'en-GB': 'We can’t find that page' } },
    { key: 'languages', value: { 'nb-NO': 'Velg språk', 'en-GB': 'Choose language' } },
  ],
}
