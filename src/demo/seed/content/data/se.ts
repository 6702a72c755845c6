import type { SiteContent } from '../types'

type L = 'sv-SE' | 'en-GB'

const ACCENT = '#e4002b'

/** Bilgruppen, the Swedish multi-brand site (paths from spec 2 §2.7 "Swedish multi-brand site"). */
export const se: SiteContent<L> = {
  key: 'se',
  locales: ['sv-SE', 'en-GB'],
  defaultLocale: 'sv-SE',
  readMore: { 'sv-SE': 'Läs mer', 'en-GB': 'Read more' },
  storiesIndex: 'news',

  pages: [
    {
      key: 'home',
      image: { hero: ACCENT },
      copy: {
        'sv-SE': {
          slug: '',
          title: 'Välkommen till Bilgruppen',
          navTitle: 'Hem',
          metaTitle: 'Nya och begagnade bilar, service och verkstad',
          description: 'Bilgruppen säljer nya och begagnade bilar av nio märken och tar hand om service, däck och reparationer på över 30 anläggningar i Sverige.',
          blocks: [
            { carSearch: { searchPath: '/kop-bil/alla-bilar-i-lager' } },
            {
              title: 'Hela bilägandet på ett ställe',
              text: [
                'Oavsett om du letar efter din första bil, ska byta upp dig till en elbil eller behöver en tid för service hjälper vi dig hela vägen. Hos oss möter du erfarna säljare och certifierade tekniker som kan ditt bilmärke på riktigt.',
                { ul: ['Över 2 000 nya och begagnade bilar i lager', 'Service och reparationer för alla märken', 'Finansiering, privatleasing och försäkring på plats', 'Däckhotell och hjulskifte på alla anläggningar'] },
                'Se alla [bilar i lager](page:stock) eller [boka service](page:booking) direkt online.',
              ],
            },
            { card: 'buy' },
            { card: 'service', text: 'Boka service, däckbyte eller reparation på någon av våra verkstäder – vi ger dig alltid ett fast pris innan arbetet börjar.' },
            { card: 'news', label: 'Till nyheterna' },
          ],
        },
        'en-GB': {
          slug: '',
          title: 'Welcome to Bilgruppen',
          navTitle: 'Home',
          metaTitle: 'New and used cars, servicing and repairs',
          description: 'Bilgruppen sells new and used cars from nine brands and looks after servicing, tyres and repairs at more than 30 locations across Sweden.',
          blocks: [
            { carSearch: { searchPath: '/buy-car/all-cars-in-stock' } },
            {
              title: 'Everything for your car in one place',
              text: [
                'Whether you are looking for your first car, switching to an electric one or need a service slot, we help you all the way. You will meet experienced sales staff and certified technicians who really know your brand.',
                { ul: ['More than 2,000 new and used cars in stock', 'Servicing and repairs for every make', 'Finance, personal leasing and insurance arranged on the spot', 'Tyre storage and wheel changes at every location'] },
                'Browse all [cars in stock](page:stock) or [book a service](page:booking) online.',
              ],
            },
            { card: 'buy' },
            { card: 'service', text: 'Book a service, tyre change or repair at one of our workshops – you always get a fixed price before any work begins.' },
            { card: 'news', label: 'Go to the news' },
          ],
        },
      },
    },
    {
      key: 'buy',
      image: { car: 'suv', color: '#1d3557' },
      copy: {
        'sv-SE': {
          slug: 'kop-bil',
          title: 'Köp bil',
          description: 'Nya bilar, begagnade bilar och elbilar från Volvo, Volkswagen, Audi, Skoda, Kia, Toyota, Polestar, Renault och Cupra – med trygg finansiering.',
          blocks: [
            {
              title: 'Hitta bilen som passar ditt liv',
              text: [
                'Vi har ett av Sveriges bredaste utbud av nya och begagnade bilar. Alla våra begagnade bilar är genomgångna i vår egen verkstad och levereras med garanti, nybesiktning och fulltankad tank – eller full batterinivå.',
                { h3: 'Så enkelt köper du bil hos oss' },
                { ol: ['Hitta din bil bland våra bilar i lager', 'Boka en provkörning på den anläggning som passar dig', 'Välj billån, privatleasing eller kontant betalning', 'Hämta bilen – eller få den levererad hem'] },
              ],
            },
            { card: 'stock', label: 'Se alla bilar' },
            { card: 'types', label: 'Utforska biltyper' },
          ],
        },
        'en-GB': {
          slug: 'buy-car',
          title: 'Buy a car',
          description: 'New cars, used cars and electric cars from Volvo, Volkswagen, Audi, Skoda, Kia, Toyota, Polestar, Renault and Cupra – with straightforward finance.',
          blocks: [
            {
              title: 'Find the car that fits your life',
              text: [
                'We have one of the widest ranges of new and used cars in Sweden. Every used car is inspected in our own workshop and delivered with a warranty, a fresh MOT and a full tank – or a full battery.',
                { h3: 'Buying a car with us is simple' },
                { ol: ['Find your car among our cars in stock', 'Book a test drive at the location that suits you', 'Choose a car loan, personal leasing or cash', 'Collect the car – or have it delivered to your door'] },
              ],
            },
            { card: 'stock', label: 'See all cars' },
            { card: 'types', label: 'Explore car types' },
          ],
        },
      },
    },
    {
      key: 'stock',
      parent: 'buy',
      image: { car: 'estate', color: '#8d99ae' },
      copy: {
        'sv-SE': {
          slug: 'alla-bilar-i-lager',
          title: 'Alla bilar i lager',
          description: 'Sök bland över 2 000 nya och begagnade bilar i lager hos Bilgruppen. Filtrera på märke, pris, drivmedel och ort.',
          blocks: [
            {
              text: [
                'Här hittar du alla nya och begagnade bilar som finns i lager hos oss just nu. Filtrera på märke, modell, drivmedel, pris eller anläggning – och spara jämförelser medan du letar.',
                'Hittar du inte exakt det du söker? Våra säljare kan beställa en ny bil enligt dina önskemål eller bevaka begagnade bilar åt dig.',
              ],
            },
            { carList: {} },
            { card: 'locations', title: 'Vill du byta in din nuvarande bil?', text: 'Ta med bilen till närmaste anläggning så får du en inbytesvärdering på plats – utan förpliktelser.', label: 'Hitta anläggning' },
          ],
        },
        'en-GB': {
          slug: 'all-cars-in-stock',
          title: 'All cars in stock',
          description: 'Search more than 2,000 new and used cars in stock at Bilgruppen. Filter by brand, price, fuel type and town.',
          blocks: [
            {
              text: [
                'Here you will find every new and used car we have in stock right now. Filter by brand, model, fuel type, price or location – and keep a comparison list while you search.',
                'Not quite what you are looking for? Our sales team can order a new car to your specification or keep an eye out for the right used car for you.',
              ],
            },
            { carList: {} },
            { card: 'locations', title: 'Want to trade in your current car?', text: 'Bring your car to your nearest location for a trade-in valuation on the spot – with no obligation.', label: 'Find a location' },
          ],
        },
      },
    },
    {
      key: 'types',
      parent: 'buy',
      image: { car: 'hatchback', color: '#2a9d8f' },
      copy: {
        'sv-SE': {
          slug: 'biltyp',
          title: 'Biltyper',
          description: 'Elbil, laddhybrid, hybrid eller bensin? Jämför biltyperna och se vilken som passar din vardag bäst.',
          blocks: [
            {
              title: 'Vilken biltyp passar dig?',
              text: [
                'Det finns ingen bil som är bäst för alla. Hur långt du kör, var du kan ladda och hur mycket du behöver lasta avgör vilken drivlina som blir mest ekonomisk i längden.',
                { ul: ['**Elbil** – lägst driftskostnad och ingen avgas, perfekt om du kan ladda hemma', '**Laddhybrid** – kör el i vardagen och bensin på långresan', '**Hybrid** – låg förbrukning utan att du behöver ladda', '**Demobilar** – nästan nya bilar till ett lägre pris'] },
              ],
            },
            { card: 'ev', label: 'Allt om elbilar' },
          ],
        },
        'en-GB': {
          slug: 'car-types',
          title: 'Car types',
          description: 'Electric, plug-in hybrid, hybrid or petrol? Compare the options and see which one suits your everyday life best.',
          blocks: [
            {
              title: 'Which type of car suits you?',
              text: [
                'No single car is best for everyone. How far you drive, where you can charge and how much you need to carry decide which powertrain works out cheapest in the long run.',
                { ul: ['**Electric** – the lowest running costs and zero exhaust, ideal if you can charge at home', '**Plug-in hybrid** – electric for daily trips, petrol for long journeys', '**Hybrid** – low fuel consumption without plugging in', '**Demonstrators** – nearly new cars at a lower price'] },
              ],
            },
            { card: 'ev', label: 'All about electric cars' },
          ],
        },
      },
    },
    {
      key: 'ev',
      parent: 'types',
      image: { car: 'suv', color: '#f1faee', view: 'front' },
      copy: {
        'sv-SE': {
          slug: 'elbilar',
          title: 'Elbilar',
          description: 'Välj bland elbilar från Volvo, Polestar, Kia, Volkswagen och fler. Vi hjälper dig med laddbox, räckvidd och finansiering.',
          blocks: [
            {
              title: 'Kör elbil – vi hjälper dig hela vägen',
              text: [
                'En elbil är tyst, snabb och billig att köra. Med en laddbox hemma börjar du varje morgon med full räckvidd, och de flesta av våra elbilar klarar över 40 mil på en laddning.',
                { ul: ['Installation av laddbox med grönt avdrag', 'Räckviddsgaranti på batteriet i upp till 8 år', 'Privatleasing med service och vinterdäck inräknat'] },
              ],
            },
            { card: 'stock', title: 'Se elbilar i lager', text: 'Filtrera på elbil i lagret och se vilka modeller som kan levereras redan nästa vecka.', label: 'Till bilarna' },
            { card: 'booking', title: 'Provkör en elbil', text: 'Boka en provkörning på din närmaste anläggning och känn skillnaden själv.', label: 'Boka tid' },
          ],
        },
        'en-GB': {
          slug: 'electric-cars',
          title: 'Electric cars',
          description: 'Choose from electric cars by Volvo, Polestar, Kia, Volkswagen and more. We help you with home charging, range and finance.',
          blocks: [
            {
              title: 'Go electric – we help you all the way',
              text: [
                'An electric car is quiet, quick and cheap to run. With a home charger you start every morning with a full range, and most of our electric cars cover more than 400 km on a single charge.',
                { ul: ['Home charger installation with the green tax deduction', 'Battery range warranty for up to 8 years', 'Personal leasing with servicing and winter tyres included'] },
              ],
            },
            { card: 'stock', title: 'See electric cars in stock', text: 'Filter the stock list on electric and see which models can be delivered as early as next week.', label: 'To the cars' },
            { card: 'booking', title: 'Test drive an electric car', text: 'Book a test drive at your nearest location and feel the difference for yourself.', label: 'Book a time' },
          ],
        },
      },
    },
    {
      key: 'service',
      image: { hero: '#0b3d91' },
      copy: {
        'sv-SE': {
          slug: 'service-och-verkstad',
          title: 'Service och verkstad',
          description: 'Service, reparationer, AC-service, glasbyte och skadebesiktning för alla bilmärken. Fast pris och originaldelar.',
          blocks: [
            {
              title: 'Verkstad för alla märken',
              text: [
                'Våra verkstäder är auktoriserade för de märken vi säljer och servar bilar av alla fabrikat. Service enligt tillverkarens program bevarar nybilsgarantin – och du får alltid ett fast pris innan vi börjar.',
                { ul: ['Service och reparationer', 'AC-service och byte av vindruta', 'Skadebesiktning och plåtverkstad', 'Biltvätt och vägassistans dygnet runt'] },
              ],
            },
            { card: 'booking', label: 'Boka verkstadstid' },
            { card: 'locations', label: 'Hitta din verkstad' },
          ],
        },
        'en-GB': {
          slug: 'service-and-workshop',
          title: 'Service and workshop',
          description: 'Servicing, repairs, air-conditioning service, windscreen replacement and damage inspection for every make. Fixed prices and genuine parts.',
          blocks: [
            {
              title: 'A workshop for every make',
              text: [
                'Our workshops are authorised for the brands we sell and service cars of every make. Servicing to the manufacturer’s schedule keeps your new-car warranty intact – and you always get a fixed price before we start.',
                { ul: ['Servicing and repairs', 'Air-conditioning service and windscreen replacement', 'Damage inspection and bodywork', 'Car wash and 24-hour roadside assistance'] },
              ],
            },
            { card: 'booking', label: 'Book a workshop slot' },
            { card: 'locations', label: 'Find your workshop' },
          ],
        },
      },
    },
    {
      key: 'booking',
      parent: 'service',
      image: { story: true },
      copy: {
        'sv-SE': {
          slug: 'boka-bilverkstad',
          title: 'Boka bilverkstad',
          description: 'Boka service, däckbyte eller reparation online på några minuter. Ange registreringsnummer, välj tjänst och verkstad.',
          blocks: [
            {
              title: 'Boka på tre minuter',
              text: [
                'Ange ditt registreringsnummer så ser du direkt vilka tjänster som passar din bil och vad de kostar. Välj sedan den verkstad och tid som passar dig bäst.',
                { ol: ['Ange registreringsnummer och var du befinner dig', 'Välj tjänster och eventuella tillval', 'Välj verkstad och tid', 'Fyll i dina kontaktuppgifter och bekräfta'] },
                'Har du serviceavtal ser du dina rabatterade priser direkt i bokningen.',
              ],
            },
            { card: 'service', title: 'Alla verkstadstjänster', label: 'Se tjänsterna' },
          ],
        },
        'en-GB': {
          slug: 'book-a-workshop',
          title: 'Book a workshop',
          description: 'Book a service, tyre change or repair online in a few minutes. Enter your registration number, choose the service and the workshop.',
          blocks: [
            {
              title: 'Book in three minutes',
              text: [
                'Enter your registration number to see straight away which services suit your car and what they cost. Then choose the workshop and time that work best for you.',
                { ol: ['Enter your registration number and where you are', 'Choose services and any extras', 'Pick a workshop and a time', 'Fill in your contact details and confirm'] },
                'If you have a service agreement, your discounted prices are shown right in the booking.',
              ],
            },
            { card: 'service', title: 'All workshop services', label: 'See the services' },
          ],
        },
      },
    },
    {
      key: 'about',
      image: { hero: '#0b3d91', seed: 4102 },
      copy: {
        'sv-SE': {
          slug: 'om-bilgruppen',
          title: 'Om Bilgruppen',
          description: 'Bilgruppen är en av Sveriges största bilhandlare med verksamhet i fem länder. Läs om vår historia, vårt hållbarhetsarbete och våra värderingar.',
          blocks: [
            {
              text: [
                'Bilgruppen grundades 1976 som en familjeägd Volvohandel i Solna. I dag är vi över 2 400 medarbetare i Sverige, Norge, Finland, Slovakien och Storbritannien – men vi driver fortfarande varje anläggning som om den vore den enda.',
              ],
            },
            { card: 'about-us', label: 'Läs mer om oss' },
            { card: 'news', label: 'Senaste nytt' },
          ],
        },
        'en-GB': {
          slug: 'about-bilgruppen',
          title: 'About Bilgruppen',
          description: 'Bilgruppen is one of Sweden’s largest car retailers, operating in five countries. Read about our history, sustainability work and values.',
          blocks: [
            {
              text: [
                'Bilgruppen was founded in 1976 as a family-owned Volvo dealership in Solna. Today we are more than 2,400 people in Sweden, Norway, Finland, Slovakia and the United Kingdom – yet we still run every location as if it were our only one.',
              ],
            },
            { card: 'about-us', label: 'More about us' },
            { card: 'news', label: 'Latest news' },
          ],
        },
      },
    },
    {
      key: 'about-us',
      parent: 'about',
      image: { dealer: 'Bilgruppen Solna' },
      copy: {
        'sv-SE': {
          slug: 'om-oss',
          title: 'Om oss',
          description: 'Vi är Bilgruppen – bilhandlare och verkstad sedan 1976. Möt människorna, siffrorna och idéerna bakom företaget.',
          blocks: [
            {
              title: 'Bilhandlare sedan 1976',
              text: [
                'Allt började med en liten Volvohall i Solna och en enkel idé: att kunden ska kunna lita på både bilen och människorna som säljer den. Den idén styr oss fortfarande.',
                { h3: 'Bilgruppen i siffror' },
                { ul: ['2 400 medarbetare i fem länder', '34 anläggningar i Sverige', '9 bilmärken och service för alla fabrikat', 'Omkring 48 000 sålda bilar per år'] },
                { quote: 'Vi säljer bilar, men det vi egentligen erbjuder är trygghet i vardagen.' },
              ],
            },
            { card: 'locations', label: 'Besök oss' },
          ],
        },
        'en-GB': {
          slug: 'about-us',
          title: 'About us',
          description: 'We are Bilgruppen – car dealer and workshop since 1976. Meet the people, the numbers and the ideas behind the company.',
          blocks: [
            {
              title: 'Car dealers since 1976',
              text: [
                'It all began with a small Volvo showroom in Solna and a simple idea: customers should be able to trust both the car and the people who sell it. That idea still guides us.',
                { h3: 'Bilgruppen in numbers' },
                { ul: ['2,400 employees in five countries', '34 locations in Sweden', '9 car brands and servicing for every make', 'Around 48,000 cars sold each year'] },
                { quote: 'We sell cars, but what we really offer is peace of mind in everyday life.' },
              ],
            },
            { card: 'locations', label: 'Visit us' },
          ],
        },
      },
    },
    {
      key: 'locations',
      image: { dealer: 'Bilgruppen Kungens Kurva' },
      copy: {
        'sv-SE': {
          slug: 'anlaggningar',
          title: 'Anläggningar',
          description: 'Hitta din närmaste Bilgruppen-anläggning i Stockholm, Uppsala, Göteborg, Malmö och fler orter. Öppettider, adresser och kontaktuppgifter.',
          blocks: [
            {
              title: 'Välkommen in',
              text: [
                'Vi finns på 34 platser från Luleå i norr till Malmö i söder. Varje anläggning har bilförsäljning, verkstad och däckhotell under samma tak.',
                { ul: ['Stockholm: Solna, Kungens Kurva, Täby och Barkarby', 'Uppsala: Boländerna', 'Göteborg: Mölndal och Hisings Backa', 'Malmö: Svågertorp'] },
              ],
            },
            { card: 'booking', title: 'Boka tid på din anläggning', label: 'Boka service' },
          ],
        },
        'en-GB': {
          slug: 'locations',
          title: 'Locations',
          description: 'Find your nearest Bilgruppen location in Stockholm, Uppsala, Gothenburg, Malmö and more. Opening hours, addresses and contact details.',
          blocks: [
            {
              title: 'Come and see us',
              text: [
                'We are in 34 places from Luleå in the north to Malmö in the south. Every location has car sales, a workshop and tyre storage under one roof.',
                { ul: ['Stockholm: Solna, Kungens Kurva, Täby and Barkarby', 'Uppsala: Boländerna', 'Gothenburg: Mölndal and Hisings Backa', 'Malmö: Svågertorp'] },
              ],
            },
            { card: 'booking', title: 'Book a time at your location', label: 'Book a service' },
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
          description: 'Nyheter, tips och evenemang från Bilgruppen – om elbilar, däck, service och våra anläggningar.',
          blocks: [
            { text: ['Här samlar vi nyheter från Bilgruppen: nya modeller i lager, praktiska råd inför vintern och allt som händer på våra anläggningar.'] },
            { card: 'ev', title: 'Funderar du på elbil?', text: 'Läs vår guide till räckvidd, laddning och kostnader.', label: 'Till guiden' },
          ],
        },
        'en-GB': {
          slug: 'news',
          title: 'News',
          description: 'News, tips and events from Bilgruppen – about electric cars, tyres, servicing and our locations.',
          blocks: [
            { text: ['This is where we gather news from Bilgruppen: new models in stock, practical advice before winter and everything happening at our locations.'] },
            { card: 'ev', title: 'Thinking about going electric?', text: 'Read our guide to range, charging and costs.', label: 'Read the guide' },
          ],
        },
      },
    },
  ],

  tags: [
    { key: 'elbil', value: { 'sv-SE': 'Elbil', 'en-GB': 'Electric cars' } },
    { key: 'dack', value: { 'sv-SE': 'Däck', 'en-GB': 'Tyres' } },
    { key: 'service', value: { 'sv-SE': 'Service & verkstad', 'en-GB': 'Service & workshop' } },
    { key: 'finansiering', value: { 'sv-SE': 'Finansiering', 'en-GB': 'Finance' } },
    { key: 'tips', value: { 'sv-SE': 'Tips & råd', 'en-GB': 'Tips & advice' } },
    { key: 'foretaget', value: { 'sv-SE': 'Om Bilgruppen', 'en-GB': 'About Bilgruppen' } },
    { key: 'event', value: { 'sv-SE': 'Evenemang', 'en-GB': 'Events' } },
  ],

  stories: [
    {
      slug: 'nya-volvo-ex30-i-lager',
      date: '2025-02-12',
      author: 'Johan Berg',
      tags: ['elbil'],
      copy: {
        'sv-SE': {
          title: 'Nya Volvo EX30 finns nu i lager',
          premble: 'Volvos minsta elbil har landat hos oss. Över 60 bilar står redo för leverans på våra anläggningar i Stockholm, Göteborg och Malmö.',
          body: [
            'EX30 är Volvos mest kompakta elbil hittills, men den är allt annat än liten på innehåll. Med upp till 47 mils räckvidd enligt WLTP och snabbladdning från 10 till 80 procent på under en halvtimme passar den lika bra i stan som på semesterresan.',
            { h2: 'Provkör redan i helgen' },
            'Alla våra Volvoanläggningar har demobilar på plats. [Boka en provkörning](page:booking) eller se [alla elbilar i lager](page:stock).',
          ],
        },
        'en-GB': {
          title: 'The new Volvo EX30 is now in stock',
          premble: 'Volvo’s smallest electric car has arrived. More than 60 cars are ready for delivery at our locations in Stockholm, Gothenburg and Malmö.',
          body: [
            'The EX30 is Volvo’s most compact electric car so far, but it is anything but small on features. With a WLTP range of up to 470 km and rapid charging from 10 to 80 per cent in under half an hour, it is as much at home in town as on the road to the holiday cottage.',
            { h2: 'Test drive it this weekend' },
            'Every one of our Volvo locations has demonstrators on site. [Book a test drive](page:booking) or see [all electric cars in stock](page:stock).',
          ],
        },
      },
    },
    {
      slug: 'dags-for-hjulskifte',
      date: '2025-03-18',
      author: 'Sara Nilsson',
      tags: ['dack', 'service'],
      copy: {
        'sv-SE': {
          title: 'Dags för hjulskifte – boka i tid',
          premble: 'Den 15 april ska dubbdäcken vara av. Boka ditt hjulskifte nu så slipper du köerna när våren kommer på allvar.',
          body: [
            'Varje vår byter vi hjul på över 40 000 bilar. De första veckorna i april blir tiderna snabbt fullbokade, så det lönar sig att vara ute i god tid.',
            { ul: ['Hjulskifte från 495 kr', 'Kostnadsfri kontroll av mönsterdjup', 'Tvätt och förvaring i vårt däckhotell'] },
            'Du bokar enkelt på vår sida för [bilverkstad](page:booking).',
          ],
        },
        'en-GB': {
          title: 'Time to change wheels – book early',
          premble: 'Studded tyres must come off by 15 April. Book your wheel change now and avoid the queues when spring arrives in earnest.',
          body: [
            'Every spring we change the wheels on more than 40,000 cars. The first weeks of April fill up quickly, so it pays to book early.',
            { ul: ['Wheel change from SEK 495', 'Free tread depth check', 'Washing and storage in our tyre hotel'] },
            'Book easily on our [workshop booking](page:booking) page.',
          ],
        },
      },
    },
    {
      slug: 'ny-anlaggning-i-uppsala',
      date: '2025-04-22',
      author: 'Anna Lindqvist',
      tags: ['foretaget', 'event'],
      copy: {
        'sv-SE': {
          title: 'Bilgruppen öppnar ny anläggning i Uppsala',
          premble: 'På Boländerna öppnar vi en av Sveriges modernaste bilanläggningar, med 24 laddplatser, verkstad för elbilar och showroom för sju märken.',
          body: [
            'Den nya anläggningen ersätter två mindre hallar i Uppsala och samlar försäljning, verkstad, skadeverkstad och däckhotell under ett tak. Taket är täckt av solceller som producerar mer än hälften av husets el.',
            { h2: 'Invigning 10 maj' },
            'Välkommen på invigning med provkörningar, korvgrillning och tävlingar för barnen. Se [alla anläggningar](page:locations).',
          ],
        },
        'en-GB': {
          title: 'Bilgruppen opens a new location in Uppsala',
          premble: 'At Boländerna we are opening one of Sweden’s most modern car centres, with 24 charging points, an electric-car workshop and a showroom for seven brands.',
          body: [
            'The new site replaces two smaller showrooms in Uppsala and brings sales, servicing, bodywork and tyre storage under one roof. The roof is covered with solar panels that produce more than half of the building’s electricity.',
            { h2: 'Opening day 10 May' },
            'Join us for the opening with test drives, a barbecue and competitions for the children. See [all locations](page:locations).',
          ],
        },
      },
    },
    {
      slug: 'privatleasing-eller-billan',
      date: '2025-05-15',
      author: 'Johan Berg',
      tags: ['finansiering', 'tips'],
      copy: {
        'sv-SE': {
          title: 'Privatleasing eller billån – vad passar dig?',
          premble: 'Fast månadskostnad eller en bil som blir din? Vi reder ut skillnaderna mellan privatleasing och billån.',
          body: [
            'Med privatleasing betalar du en fast kostnad varje månad och lämnar tillbaka bilen efter avtalstiden. Med billån äger du bilen och bestämmer själv när du vill sälja den.',
            { h2: 'Privatleasing passar dig som' },
            { ul: ['vill ha koll på kostnaderna', 'byter bil vart tredje år', 'inte vill ta någon risk för andrahandsvärdet'] },
            { h2: 'Billån passar dig som' },
            { ul: ['kör mycket eller vill bygga om bilen', 'vill behålla bilen länge', 'har en kontantinsats på minst 20 procent'] },
            'Att låna kostar pengar. Våra säljare hjälper dig att räkna på båda alternativen.',
          ],
        },
        'en-GB': {
          title: 'Personal leasing or a car loan – which suits you?',
          premble: 'A fixed monthly cost, or a car that becomes yours? We explain the differences between personal leasing and a car loan.',
          body: [
            'With personal leasing you pay a fixed amount each month and hand the car back at the end of the contract. With a car loan you own the car and decide when to sell it.',
            { h2: 'Personal leasing suits you if you' },
            { ul: ['want full control of your costs', 'change cars every three years', 'do not want any risk on the resale value'] },
            { h2: 'A car loan suits you if you' },
            { ul: ['drive a lot or want to modify the car', 'plan to keep the car for a long time', 'have a deposit of at least 20 per cent'] },
            'Borrowing costs money. Our sales team will help you work out both options.',
          ],
        },
      },
    },
    {
      slug: 'valj-ratt-vinterdack',
      date: '2025-10-06',
      author: 'Sara Nilsson',
      tags: ['dack', 'tips'],
      copy: {
        'sv-SE': {
          title: 'Så väljer du rätt vinterdäck',
          premble: 'Dubbat eller odubbat, nordiskt eller europeiskt? Vår däckexpert förklarar vad som skiljer – och vad som passar där du kör.',
          body: [
            'Vinterdäck är en av de viktigaste säkerhetsdetaljerna på bilen. Valet beror framför allt på var du kör och hur ofta vägarna är isiga.',
            { ul: ['**Dubbdäck** ger bäst grepp på is och passar dig som kör mycket på landsväg i norr', '**Nordiska friktionsdäck** är tystare och fungerar utmärkt i stadstrafik', '**Europeiska vinterdäck** är gjorda för slask och våta vägar – inte för is'] },
            'Mönsterdjupet ska vara minst 3 mm på vinterdäck, men vi rekommenderar att byta vid 5 mm.',
          ],
        },
        'en-GB': {
          title: 'How to choose the right winter tyres',
          premble: 'Studded or non-studded, Nordic or European? Our tyre expert explains the differences – and what suits the roads you drive on.',
          body: [
            'Winter tyres are one of the most important safety features of your car. The right choice depends above all on where you drive and how often the roads are icy.',
            { ul: ['**Studded tyres** give the best grip on ice and suit you if you drive a lot on country roads in the north', '**Nordic friction tyres** are quieter and work very well in town', '**European winter tyres** are made for slush and wet roads – not for ice'] },
            'The legal minimum tread depth for winter tyres is 3 mm, but we recommend replacing them at 5 mm.',
          ],
        },
      },
    },
    {
      slug: 'langre-rackvidd-i-kyla',
      date: '2025-11-20',
      author: 'Anna Lindqvist',
      tags: ['elbil', 'tips'],
      copy: {
        'sv-SE': {
          title: 'Fem tips för längre räckvidd i kyla',
          premble: 'När temperaturen kryper under nollan tappar elbilen räckvidd. Med några enkla knep kommer du betydligt längre.',
          body: [
            'Kyla påverkar både batteriets kemi och behovet av värme i kupén. Räkna med 15–30 procent kortare räckvidd en riktigt kall dag.',
            { ol: ['Förvärm bilen medan den står på laddning', 'Använd sätes- och rattvärme i stället för att värma hela kupén', 'Parkera i garage när det går', 'Håll rätt däcktryck – kall luft sänker trycket', 'Planera snabbladdningen så att batteriet hunnit bli varmt'] },
            'Läs mer om [elbilar hos Bilgruppen](page:ev).',
          ],
        },
        'en-GB': {
          title: 'Five tips for more range in the cold',
          premble: 'When the temperature drops below zero an electric car loses range. A few simple tricks take you considerably further.',
          body: [
            'Cold affects both the battery chemistry and the need to heat the cabin. Expect 15–30 per cent less range on a really cold day.',
            { ol: ['Pre-heat the car while it is still plugged in', 'Use seat and steering-wheel heating rather than heating the whole cabin', 'Park in a garage when you can', 'Keep the right tyre pressure – cold air lowers it', 'Plan rapid charging for when the battery has warmed up'] },
            'Read more about [electric cars at Bilgruppen](page:ev).',
          ],
        },
      },
    },
    {
      slug: 'laddbox-hemma',
      date: '2026-01-14',
      author: 'Johan Berg',
      tags: ['elbil', 'service'],
      copy: {
        'sv-SE': {
          title: 'Laddbox hemma – så går det till',
          premble: 'Att ladda hemma är det billigaste och bekvämaste sättet att köra elbil. Så här går installationen till när du beställer via oss.',
          body: [
            'Vi samarbetar med behöriga elinstallatörer över hela landet. Du får en fast offert efter en kostnadsfri kontroll av din elcentral, och grönt avdrag dras direkt på fakturan.',
            { ol: ['Beställ laddbox i samband med bilköpet eller separat', 'Elinstallatören kontaktar dig inom fem arbetsdagar', 'Installationen tar normalt en halv dag'] },
            'Frågor? Prata med din säljare eller ring vår kundservice.',
          ],
        },
        'en-GB': {
          title: 'A home charger – how it works',
          premble: 'Charging at home is the cheapest and most convenient way to drive electric. This is how installation works when you order through us.',
          body: [
            'We work with certified electricians across the country. You get a fixed quote after a free check of your fuse board, and the green tax deduction comes straight off the invoice.',
            { ol: ['Order a charger with your new car or on its own', 'The electrician contacts you within five working days', 'Installation normally takes half a day'] },
            'Questions? Talk to your salesperson or call our customer service.',
          ],
        },
      },
    },
    {
      slug: 'bilgruppen-50-ar',
      date: '2026-02-07',
      author: 'Anna Lindqvist',
      tags: ['foretaget', 'event'],
      copy: {
        'sv-SE': {
          title: 'Vi firar 50 år med öppet hus',
          premble: 'År 1976 öppnade den första Bilgruppen-hallen i Solna. Nu firar vi 50 år med öppet hus på alla anläggningar den 14 mars.',
          body: [
            'Under jubileumsdagen visar vi årets nyheter, bjuder på fika och ger alla besökare en kostnadsfri säkerhetskontroll av bilen.',
            { h2: 'Jubileumserbjudanden' },
            { ul: ['Privatleasing med fem års service inräknad', '50 procent rabatt på däckhotell första säsongen', 'Extra inbytesbonus på 10 000 kr'] },
            'Läs mer [om oss och vår historia](page:about-us).',
          ],
        },
        'en-GB': {
          title: 'Celebrating 50 years with an open house',
          premble: 'In 1976 the first Bilgruppen showroom opened in Solna. Now we celebrate 50 years with an open house at every location on 14 March.',
          body: [
            'On the anniversary day we show this year’s new models, serve coffee and give every visitor a free safety check of their car.',
            { h2: 'Anniversary offers' },
            { ul: ['Personal leasing with five years of servicing included', '50 per cent off tyre storage for the first season', 'An extra trade-in bonus of SEK 10,000'] },
            'Read more [about us and our history](page:about-us).',
          ],
        },
      },
    },
  ],

  navigation: {
    appearance: { isSticky: true, showSeparator: true },
    message: {
      type: 'Neutral',
      icon: 'CampaignAlert',
      window: { fromDays: -7, untilDays: 45 },
      copy: {
        'sv-SE': { title: 'Elbilskampanj', text: 'Privatleasa en ny elbil från 3 495 kr/mån med service och vinterdäck inräknat. Gäller t.o.m. {last}.' },
        'en-GB': { title: 'Electric car campaign', text: 'Lease a new electric car from SEK 3,495 a month, servicing and winter tyres included. Valid until {last}.' },
      },
    },
    items: {
      'sv-SE': [
        {
          name: 'Köp bil',
          page: 'buy',
          navigable: true,
          children: [
            { name: 'Alla bilar i lager', page: 'stock', image: { car: 'estate', color: '#8d99ae' } },
            {
              name: 'Biltyper',
              page: 'types',
              children: [
                { name: 'Elbilar', page: 'ev' },
                { name: 'Hybridbilar', path: '/kop-bil/biltyp/hybridbilar' },
                { name: 'Laddhybrider', path: '/kop-bil/biltyp/laddhybrider' },
                { name: 'Demobilar', path: '/kop-bil/biltyp/demobilar' },
              ],
            },
            { name: 'Kampanjer', path: '/kop-bil/kampanjer/bilkampanjer' },
            { name: 'Privatleasing', path: '/kop-bil/privatleasing-bilar' },
            { name: 'Företagsleasing', path: '/kop-bil/foretagsleasing', image: { car: 'sedan', color: '#264653' } },
            { name: 'Black Week', path: '/kop-bil/kampanjer/black-week', hide: true },
          ],
        },
        {
          name: 'Service & verkstad',
          page: 'service',
          children: [
            { name: 'Boka bilverkstad', page: 'booking', image: { hero: '#e4002b', seed: 4410 } },
            { name: 'Biltvätt', path: '/service-och-verkstad/biltvatt' },
            { name: 'Vägassistans', path: '/service-och-verkstad/vagassistans' },
          ],
        },
        {
          name: 'Däck & tillbehör',
          path: '/dack-och-biltillbehor',
          children: [
            { name: 'Däckhotell', path: '/dack-och-biltillbehor/dackhotell' },
            { name: 'Hjulskifte', path: '/dack-och-biltillbehor/hjulskifte-och-hjulinstallningar' },
            { name: 'Laddbox', path: '/dack-och-biltillbehor/laddbox' },
          ],
        },
        { name: 'Sälj bil', path: '/salj-bil' },
        { name: 'Anläggningar', page: 'locations' },
        {
          name: 'Om Bilgruppen',
          page: 'about',
          children: [
            { name: 'Om oss', page: 'about-us' },
            { name: 'Nyheter', page: 'news' },
            { name: 'Karriär', externalLink: 'https://karriar.bilgruppen.example' },
          ],
        },
      ],
      'en-GB': [
        {
          name: 'Buy a car',
          page: 'buy',
          navigable: true,
          children: [
            { name: 'All cars in stock', page: 'stock', image: { car: 'estate', color: '#8d99ae' } },
            {
              name: 'Car types',
              page: 'types',
              children: [
                { name: 'Electric cars', page: 'ev' },
                { name: 'Hybrids', path: '/buy-car/car-types/hybrids' },
                { name: 'Plug-in hybrids', path: '/buy-car/car-types/plug-in-hybrids' },
              ],
            },
            { name: 'Offers', path: '/buy-car/offers' },
            { name: 'Black Week', path: '/buy-car/offers/black-week', hide: true },
          ],
        },
        {
          name: 'Service & workshop',
          page: 'service',
          children: [{ name: 'Book a workshop', page: 'booking' }],
        },
        { name: 'Sell your car', path: '/sell-car' },
        { name: 'Locations', page: 'locations' },
        {
          name: 'About Bilgruppen',
          page: 'about',
          children: [
            { name: 'About us', page: 'about-us' },
            { name: 'Careers', externalLink: 'https://karriar.bilgruppen.example' },
          ],
        },
        { name: 'News', page: 'news' },
      ],
    },
    extraItems: {
      'sv-SE': [
        { title: '08-123 45 00', href: 'tel:+4681234500', icon: 'phone' },
        { title: 'Hitta anläggning', href: '/anlaggningar', icon: 'map-pin' },
        { title: 'Boka service', href: '/service-och-verkstad/boka-bilverkstad', icon: 'calendar' },
      ],
      'en-GB': [
        { title: '+46 8 123 45 00', href: 'tel:+4681234500', icon: 'phone' },
        { title: 'Find a location', href: '/locations', icon: 'map-pin' },
        { title: 'Book a service', href: '/service-and-workshop/book-a-workshop', icon: 'calendar' },
      ],
    },
  },

  footer: {
    brands: ['Volvo', 'Volkswagen', 'Audi', 'Skoda', 'Kia', 'Toyota', 'Polestar', 'Renault', 'Cupra'],
    social: [
      { name: 'facebook', url: 'https://www.facebook.com/bilgruppen' },
      { name: 'instagram', url: 'https://www.instagram.com/bilgruppen' },
      { name: 'linkedin', url: 'https://www.linkedin.com/company/bilgruppen' },
      { name: 'youtube', url: 'https://www.youtube.com/@bilgruppen' },
    ],
    copy: {
      'sv-SE': {
        brandsHeading: 'Våra bilmärken',
        columns: [
          {
            title: 'Kundservice',
            description: 'Vardagar 8–18, lördagar 10–14.',
            items: [
              { label: 'kundservice@bilgruppen.example', href: 'mailto:kundservice@bilgruppen.example' },
              { label: '08-123 45 00', href: 'tel:+4681234500' },
              { label: 'Boka service', href: 'page:booking' },
              { label: 'Hitta anläggning', href: 'page:locations' },
            ],
          },
          {
            title: 'Bilgruppen',
            items: [
              { label: 'Om oss', href: 'page:about-us' },
              { label: 'Nyheter', href: 'page:news' },
              { label: 'Karriär', href: 'https://karriar.bilgruppen.example', newTab: true },
              { label: 'Personuppgifter och integritet', href: '/om-bilgruppen/personuppgifter-och-integritet' },
            ],
          },
          {
            title: 'Våra marknader',
            items: [
              { label: 'Budgetbil', href: 'site:bb', flag: 'se' },
              { label: 'Norge', href: 'site:no', flag: 'no' },
              { label: 'Finland', href: 'site:fi', flag: 'fi' },
              { label: 'Slovakien', href: 'site:sk', flag: 'sk' },
              { label: 'Storbritannien', href: 'site:uk', flag: 'gb' },
            ],
          },
        ],
        highlightedLink: { label: 'Boka service online', href: 'page:booking' },
        info1: { heading: 'Bilgruppen AB', text: 'Org.nr 556123-4567\nFordonsvägen 12, 169 70 Solna' },
        info2: { heading: 'Öppettider', text: 'Måndag–fredag 8–18\nLördag 10–14' },
      },
      'en-GB': {
        brandsHeading: 'Our brands',
        columns: [
          {
            title: 'Customer service',
            description: 'Weekdays 8am–6pm, Saturdays 10am–2pm.',
            items: [
              { label: 'kundservice@bilgruppen.example', href: 'mailto:kundservice@bilgruppen.example' },
              { label: '+46 8 123 45 00', href: 'tel:+4681234500' },
              { label: 'Book a service', href: 'page:booking' },
              { label: 'Find a location', href: 'page:locations' },
            ],
          },
          {
            title: 'Bilgruppen',
            items: [
              { label: 'About us', href: 'page:about-us' },
              { label: 'News', href: 'page:news' },
              { label: 'Careers', href: 'https://karriar.bilgruppen.example', newTab: true },
            ],
          },
          {
            title: 'Our markets',
            items: [
              { label: 'Budgetbil', href: 'site:bb', flag: 'se' },
              { label: 'Norway', href: 'site:no', flag: 'no' },
              { label: 'Finland', href: 'site:fi', flag: 'fi' },
              { label: 'Slovakia', href: 'site:sk', flag: 'sk' },
              { label: 'United Kingdom', href: 'site:uk', flag: 'gb' },
            ],
          },
        ],
        highlightedLink: { label: 'Book a service online', href: 'page:booking' },
        info1: { heading: 'Bilgruppen AB', text: 'Company reg. no. 556123-4567\nFordonsvägen 12, SE-169 70 Solna, Sweden' },
        info2: { heading: 'Opening hours', text: 'Monday–Friday 8am–6pm\nSaturday 10am–2pm' },
      },
    },
  },

  dictionary: [
    { key: 'backToHome', value: { 'sv-SE': 'Tillbaka till Bilgruppen', 'en-GB': 'Back to Bilgruppen' } },
    {
      key: 'notFoundText',
      value: {
        'sv-SE': 'Sidan du letar efter finns inte längre eller har flyttats. Kanske hittar du din nästa bil bland våra bilar i lager?',
        'en-GB': 'The page you are looking for no longer exists or has moved. Perhaps your next car is among the cars we have in stock?',
      },
    },
    { key: 'mainNavigation', value: { 'sv-SE': 'Bilgruppens huvudmeny', 'en-GB': 'Bilgruppen main menu' } },
  ],
}
