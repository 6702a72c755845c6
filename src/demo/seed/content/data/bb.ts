import type { SiteContent } from '../types'

type L = 'sv-SE'

const ACCENT = '#ffd100'

/** Budgetbil, the Swedish budget used-car brand (paths from spec 2 §2.7 "Swedish budget-brand site"). */
export const bb: SiteContent<L> = {
  key: 'bb',
  locales: ['sv-SE'],
  defaultLocale: 'sv-SE',
  readMore: { 'sv-SE': 'Läs mer' },
  storiesIndex: 'news',

  pages: [
    {
      key: 'home',
      image: { hero: ACCENT },
      copy: {
        'sv-SE': {
          slug: '',
          title: 'Begagnade bilar till schyssta priser',
          navTitle: 'Hem',
          metaTitle: 'Begagnade bilar med garanti',
          description: 'Budgetbil säljer kontrollerade begagnade bilar med garanti till låga priser. Över 1 500 bilar i lager i Stockholm, Göteborg och Malmö.',
          blocks: [
            {
              title: 'Bra bil behöver inte kosta skjortan',
              text: [
                'Hos Budgetbil hittar du begagnade bilar i alla prisklasser – från pendlarbilen för 49 900 kr till den rymliga familjebilen. Alla bilar är kontrollerade i 100 punkter och säljs med garanti.',
                { ul: ['Över 1 500 bilar i lager', 'Minst 3 månaders garanti på alla bilar', 'Fri hemleverans inom 10 mil', '14 dagars öppet köp'] },
              ],
            },
            { card: 'all-used', title: 'Hitta din nästa bil', label: 'Se alla bilar' },
            { card: 'sell', label: 'Värdera din bil' },
            { card: 'warranty' },
          ],
        },
      },
    },
    {
      key: 'buy',
      image: { car: 'hatchback', color: '#e63946' },
      copy: {
        'sv-SE': {
          slug: 'kop-bil',
          title: 'Köp bil',
          description: 'Köp begagnad bil hos Budgetbil: kontrollerade bilar, garanti, finansiering och enkel inbyte.',
          blocks: [
            {
              title: 'Så köper du bil hos Budgetbil',
              text: [
                'Hos oss är priset på bilen det pris du betalar. Inga dolda avgifter, inga tillval du inte bett om – bara en ärlig bil med koll på historiken.',
                { ol: ['Hitta bilen på nätet eller i hallen', 'Provkör och ställ alla frågor du vill', 'Betala kontant, med billån eller byt in din gamla bil', 'Kör hem – eller låt oss leverera'] },
              ],
            },
            { card: 'all-used', label: 'Till bilarna' },
          ],
        },
      },
    },
    {
      key: 'all-used',
      parent: 'buy',
      image: { car: 'estate', color: '#457b9d' },
      copy: {
        'sv-SE': {
          slug: 'alla-begagnade-bilar',
          title: 'Alla begagnade bilar',
          description: 'Sök bland alla begagnade bilar hos Budgetbil. Filtrera på pris, märke, miltal och drivmedel.',
          blocks: [
            {
              text: [
                'Här ser du alla bilar vi har i lager just nu. Listan uppdateras flera gånger om dagen, så kika gärna in igen om du inte hittar rätt direkt.',
                'Alla priser är inklusive moms. Miltalen är avlästa vid inköp och kontrollerade mot servicehistoriken.',
              ],
            },
            { carList: {} },
            { card: 'warranty', title: 'Garanti ingår alltid', text: 'Varje bil säljs med minst tre månaders garanti. Vill du ha längre trygghet kan du teckna garantiavtal på upp till tre år.' },
          ],
        },
      },
    },
    {
      key: 'ownership',
      image: { story: true },
      copy: {
        'sv-SE': {
          slug: 'bilagande',
          title: 'Bilägande',
          description: 'Garantiavtal, serviceavtal och finansiering – allt som gör det tryggt att äga en begagnad bil.',
          blocks: [
            {
              title: 'Tryggt hela vägen',
              text: [
                'En begagnad bil ska kännas lika trygg som en ny. Därför erbjuder vi garantiavtal, serviceavtal och finansiering som är anpassade för bilar med några år på nacken.',
                { ul: ['Garantiavtal upp till 36 månader', 'Serviceavtal med fast månadskostnad', 'Billån med låg kontantinsats', 'Råd om att köpa begagnad bil'] },
              ],
            },
            { card: 'warranty' },
            { card: 'warranty-faq', title: 'Frågor om garantin?' },
          ],
        },
      },
    },
    {
      key: 'warranty',
      parent: 'ownership',
      image: { car: 'suv', color: '#2b2d42' },
      copy: {
        'sv-SE': {
          slug: 'garantiavtal',
          title: 'Garantiavtal',
          description: 'Förläng tryggheten med Budgetbils garantiavtal. Täcker motor, växellåda och elsystem i upp till 36 månader.',
          blocks: [
            {
              title: 'Det här täcker garantin',
              text: [
                'Garantiavtalet gäller för bilar upp till tolv år och 20 000 mil och kan tecknas vid köpet. Det täcker plötsliga och oförutsedda fel på bilens viktigaste delar.',
                { ul: ['Motor och turbo', 'Växellåda och koppling', 'Bromssystem och styrning', 'Elsystem och styrenheter', 'Batteri och drivlina på el- och hybridbilar'] },
                'Läs mer i [vanliga frågor om garantin](page:warranty-faq).',
              ],
            },
            { card: 'all-used', title: 'Alla bilar har garanti', label: 'Hitta din bil' },
          ],
        },
      },
    },
    {
      key: 'warranty-faq',
      parent: 'warranty',
      image: { story: true },
      copy: {
        'sv-SE': {
          slug: 'vanliga-fragor',
          title: 'Vanliga frågor om garantin',
          description: 'Svar på de vanligaste frågorna om Budgetbils garantiavtal: vad som ingår, hur du anmäler ett fel och var bilen kan repareras.',
          blocks: [
            {
              title: 'Hur anmäler jag ett fel?',
              text: ['Ring vår garantiavdelning på 010-150 20 10 eller mejla [garanti@budgetbil.example](mailto:garanti@budgetbil.example). Vi hjälper dig att boka tid på en verkstad nära dig.'],
            },
            {
              title: 'Måste jag serva bilen hos er?',
              text: ['Nej, du kan serva bilen på valfri auktoriserad verkstad. Spara kvitton och anteckna servicen i bilens servicebok, så är garantin giltig.'],
            },
            {
              title: 'Kan jag flytta garantin till en ny ägare?',
              text: ['Ja. Garantiavtalet följer med bilen om du säljer den under avtalstiden – det höjer ofta andrahandsvärdet.'],
            },
          ],
        },
      },
    },
    {
      key: 'sell',
      image: { car: 'sedan', color: '#6c757d' },
      copy: {
        'sv-SE': {
          slug: 'salj-din-bil',
          title: 'Sälj din bil',
          description: 'Sälj din bil snabbt och tryggt till Budgetbil. Gratis värdering, besked samma dag och pengarna på kontot inom 24 timmar.',
          blocks: [
            {
              title: 'Från värdering till betalning på ett dygn',
              text: [
                'Fyll i registreringsnummer och miltal så får du ett preliminärt bud direkt. Kom sedan förbi någon av våra hallar för en snabb kontroll – vi sköter ägarbyte, lösen av lån och allt pappersarbete.',
                { ol: ['Ange registreringsnummer och miltal', 'Få ett preliminärt bud inom en timme', 'Visa upp bilen på plats', 'Pengarna är på ditt konto inom 24 timmar'] },
              ],
            },
            { card: 'find', title: 'Kom förbi en hall', label: 'Hitta oss' },
          ],
        },
      },
    },
    {
      key: 'find',
      image: { dealer: 'Budgetbil' },
      copy: {
        'sv-SE': {
          slug: 'hitta-oss',
          title: 'Hitta oss',
          description: 'Budgetbil finns i Kungens Kurva, Mölndal och Malmö. Se öppettider, adresser och vägbeskrivning.',
          blocks: [
            {
              title: 'Våra bilhallar',
              text: [
                'Alla våra hallar har stora utställningsytor inomhus och utomhus, så du kan jämföra många bilar under samma besök.',
                { ul: ['**Kungens Kurva** – Smistavägen 8, Huddinge', '**Mölndal** – Kryptongatan 22, Mölndal', '**Malmö** – Agnesfridsvägen 180, Malmö'] },
                'Öppet vardagar 10–18 och helger 10–16.',
              ],
            },
            { card: 'kungens-kurva' },
          ],
        },
      },
    },
    {
      key: 'kungens-kurva',
      parent: 'find',
      image: { dealer: 'Budgetbil Kungens Kurva' },
      copy: {
        'sv-SE': {
          slug: 'kungens-kurva',
          title: 'Budgetbil Kungens Kurva',
          navTitle: 'Kungens Kurva',
          description: 'Budgetbil Kungens Kurva – Stockholms största hall för begagnade bilar med över 600 bilar i lager. Smistavägen 8, Huddinge.',
          blocks: [
            {
              title: 'Välkommen till Kungens Kurva',
              text: [
                'Vår största hall ligger precis vid E4/E20 med gott om parkering. Här har vi över 600 bilar i lager, varav 200 inomhus.',
                { ul: ['Adress: Smistavägen 8, 141 21 Huddinge', 'Telefon: 010-150 20 20', 'Öppet: vardagar 10–18, helger 10–16'] },
              ],
            },
            { card: 'sell', title: 'Värdera bilen på plats', text: 'Ta med din nuvarande bil så gör vi en värdering medan du tittar på bilar.' },
          ],
        },
      },
    },
    {
      key: 'news',
      image: { story: true },
      copy: {
        'sv-SE': {
          slug: 'nyheter',
          title: 'Nyheter',
          description: 'Nyheter, köptips och erbjudanden från Budgetbil.',
          blocks: [
            { text: ['Köptips, kampanjer och nyheter från våra bilhallar. Här får du veta allt om att köpa och sälja begagnad bil – utan krångel.'] },
            { card: 'all-used', title: 'Redo att hitta din bil?', label: 'Se alla bilar' },
          ],
        },
      },
    },
  ],

  tags: [
    { key: 'tips', value: { 'sv-SE': 'Köptips' } },
    { key: 'elbil', value: { 'sv-SE': 'Elbil' } },
    { key: 'kvalitet', value: { 'sv-SE': 'Kvalitet & garanti' } },
    { key: 'erbjudanden', value: { 'sv-SE': 'Erbjudanden' } },
    { key: 'salj', value: { 'sv-SE': 'Sälja bil' } },
    { key: 'nyheter', value: { 'sv-SE': 'Nytt från Budgetbil' } },
  ],

  stories: [
    {
      slug: 'sa-funkar-var-100-punktskontroll',
      date: '2025-01-20',
      author: 'Emil Sandberg',
      tags: ['kvalitet', 'tips'],
      copy: {
        'sv-SE': {
          title: 'Så funkar vår 100-punktskontroll',
          premble: 'Innan en bil hamnar i vår hall har en tekniker gått igenom den från kylargrill till dragkrok. Så här går det till.',
          body: [
            'Varje bil vi köper in går först till vår egen verkstad. Där kontrolleras allt från bromsar och däck till att alla lampor och reglage fungerar. Det som inte håller måttet byts eller repareras innan bilen säljs.',
            { ul: ['Provkörning och felkodsläsning', 'Mätning av bromsar, däck och stötdämpare', 'Kontroll av servicehistorik och miltal', 'Rekond invändigt och utvändigt'] },
            'Resultatet finns i ett protokoll som följer med bilen.',
          ],
        },
      },
    },
    {
      slug: 'nu-oppnar-vi-i-molndal',
      date: '2025-06-09',
      author: 'Lina Holm',
      tags: ['nyheter'],
      copy: {
        'sv-SE': {
          title: 'Nu öppnar vi i Mölndal',
          premble: 'Budgetbil växer på västkusten. Den 14 juni slår vi upp portarna till en ny hall med plats för 300 bilar i Mölndal.',
          body: [
            'Den nya hallen ligger vid Kryptongatan med närhet till både E6 och Mölndals centrum. Här kan du köpa bil, sälja din gamla och hämta ut bilar som du reserverat på nätet.',
            'Under öppningshelgen bjuder vi på kaffe och ger 2 000 kr i öppningsrabatt på alla bilar. [Hitta hit](page:find).',
          ],
        },
      },
    },
    {
      slug: 'fem-saker-att-kolla-innan-du-koper-begagnat',
      date: '2025-08-27',
      author: 'Emil Sandberg',
      tags: ['tips'],
      copy: {
        'sv-SE': {
          title: 'Fem saker att kolla innan du köper begagnat',
          premble: 'Att köpa begagnad bil är smart för plånboken – om du vet vad du ska titta efter. Här är våra fem viktigaste tips.',
          body: [
            { ol: ['Kontrollera servicehistoriken och att miltalet stämmer', 'Kolla besiktningsprotokollet efter anmärkningar', 'Titta efter rost under trösklar och hjulhus', 'Provkör både i stad och på motorväg', 'Fråga om garanti och vad den täcker'] },
            'Alla bilar hos oss har en dokumenterad historik och garanti. Läs mer om [vårt garantiavtal](page:warranty).',
          ],
        },
      },
    },
    {
      slug: 'begagnad-elbil-batteriet',
      date: '2025-09-30',
      author: 'Lina Holm',
      tags: ['elbil', 'tips'],
      copy: {
        'sv-SE': {
          title: 'Begagnad elbil – är batteriet okej?',
          premble: 'Batteriet är elbilens dyraste del. Vi mäter batterihälsan på varje begagnad elbil vi säljer – och visar resultatet öppet.',
          body: [
            'De flesta elbilsbatterier håller betydligt längre än många tror. En fem år gammal elbil har ofta kvar mer än 90 procent av sin ursprungliga kapacitet.',
            { h2: 'Så mäter vi' },
            'Vi gör ett batteritest med tillverkarens diagnosverktyg och redovisar State of Health i procent. Dessutom kontrollerar vi att tillverkarens batterigaranti fortfarande gäller.',
          ],
        },
      },
    },
    {
      slug: 'salj-din-bil-pa-30-minuter',
      date: '2025-12-03',
      author: 'Oskar Ek',
      tags: ['salj'],
      copy: {
        'sv-SE': {
          title: 'Sälj din bil på 30 minuter',
          premble: 'Ingen annonsering, inga provkörningar med främlingar. Så här snabbt går det att sälja bilen till oss.',
          body: [
            'Ange registreringsnummer och miltal så får du ett preliminärt bud. När du kommer till hallen tar kontrollen ungefär en halvtimme, och du får pengarna inom ett dygn.',
            'Har du lån på bilen löser vi det direkt med banken. [Värdera din bil nu](page:sell).',
          ],
        },
      },
    },
    {
      slug: 'januarirea-bilar-under-100000',
      date: '2026-01-08',
      author: 'Oskar Ek',
      tags: ['erbjudanden'],
      copy: {
        'sv-SE': {
          title: 'Januarirea: 200 bilar under 100 000 kr',
          premble: 'Nytt år, ny bil? Under januari har vi samlat över 200 kontrollerade bilar som kostar under 100 000 kr.',
          body: [
            'Det är bilar som passar perfekt som första bil, pendlarbil eller andrabil. Alla har garanti och nybesiktning.',
            { ul: ['Fri hemleverans inom 10 mil', 'Låg ränta på billån under januari', 'Vinterhjul på köpet på utvalda bilar'] },
            'Se [alla begagnade bilar](page:all-used).',
          ],
        },
      },
    },
  ],

  navigation: {
    appearance: { showSeparator: false },
    items: {
      'sv-SE': [
        {
          name: 'Köp bil',
          page: 'buy',
          navigable: true,
          children: [
            { name: 'Alla begagnade bilar', page: 'all-used' },
            { name: 'Begagnade elbilar', path: '/kop-bil/begagnade-elbilar' },
            { name: 'Vårkampanj', path: '/kop-bil/varkampanj', hide: true },
          ],
        },
        {
          name: 'Bilägande',
          page: 'ownership',
          children: [
            {
              name: 'Garantiavtal',
              page: 'warranty',
              children: [
                { name: 'Vanliga frågor', page: 'warranty-faq' },
                { name: 'Villkor', path: '/bilagande/garantiavtal/villkor' },
              ],
            },
            { name: 'Serviceavtal', path: '/bilagande/serviceavtal' },
            { name: 'Finansiering', path: '/bilagande/finansiering' },
            { name: 'Att köpa begagnad bil', path: '/bilagande/att-kopa-begagnad-bil' },
          ],
        },
        { name: 'Sälj din bil', page: 'sell' },
        {
          name: 'Hitta oss',
          page: 'find',
          children: [
            { name: 'Kungens Kurva', page: 'kungens-kurva' },
            { name: 'Mölndal', path: '/hitta-oss/molndal' },
            { name: 'Malmö', path: '/hitta-oss/malmo' },
          ],
        },
        {
          name: 'Om Budgetbil',
          path: '/om-budgetbil',
          children: [
            { name: 'Om oss', path: '/om-budgetbil/om-oss' },
            { name: 'Nyheter', page: 'news' },
            { name: 'Jobba hos oss', externalLink: 'https://jobb.budgetbil.example' },
          ],
        },
      ],
    },
    extraItems: {
      'sv-SE': [
        { title: '010-150 20 00', href: 'tel:+46101502000', icon: 'phone' },
        { title: 'Hitta oss', href: '/hitta-oss', icon: 'map-pin' },
        { title: 'Boka värdering', href: '/salj-din-bil', icon: 'calendar' },
      ],
    },
  },

  footer: {
    brands: ['Volvo', 'Volkswagen', 'Toyota', 'Kia', 'Skoda', 'Ford'],
    social: [
      { name: 'facebook', url: 'https://www.facebook.com/budgetbil' },
      { name: 'instagram', url: 'https://www.instagram.com/budgetbil' },
      { name: 'linkedin', url: 'https://www.linkedin.com/company/budgetbil' },
      { name: 'youtube', url: 'https://www.youtube.com/@budgetbil' },
    ],
    copy: {
      'sv-SE': {
        brandsHeading: 'Populära märken i lager',
        columns: [
          {
            title: 'Kontakta oss',
            description: 'Vi svarar vardagar 9–18.',
            items: [
              { label: 'kundtjanst@budgetbil.example', href: 'mailto:kundtjanst@budgetbil.example' },
              { label: '010-150 20 00', href: 'tel:+46101502000' },
              { label: 'Hitta oss', href: 'page:find' },
            ],
          },
          {
            title: 'Budgetbil',
            items: [
              { label: 'Om oss', href: '/om-budgetbil/om-oss' },
              { label: 'Nyheter', href: 'page:news' },
              { label: 'Cookiepolicy', href: '/om-budgetbil/cookiepolicy' },
              { label: 'Kameraövervakning', href: '/om-budgetbil/kameraovervakning' },
            ],
          },
          {
            title: 'Bilgruppen i Europa',
            items: [
              { label: 'Bilgruppen Sverige', href: 'site:se', flag: 'se' },
              { label: 'Norge', href: 'site:no', flag: 'no' },
              { label: 'Finland', href: 'site:fi', flag: 'fi' },
              { label: 'Slovakien', href: 'site:sk', flag: 'sk' },
              { label: 'Storbritannien', href: 'site:uk', flag: 'gb' },
            ],
          },
        ],
        highlightedLink: { label: 'Värdera din bil gratis', href: 'page:sell' },
        info1: { heading: 'Budgetbil Sverige AB', text: 'Org.nr 556987-6543 · Smistavägen 8, 141 21 Huddinge · En del av Bilgruppen' },
      },
    },
  },

  dictionary: [
    { key: 'backToHome', value: { 'sv-SE': 'Tillbaka till Budgetbil' } },
    { key: 'notFoundTitle', value: { 'sv-SE': 'Hoppsan – här fanns ingen bil' } },
    { key: 'errorTitle', value: { 'sv-SE': 'Nu blev det stopp i motorn' } },
  ],
}
