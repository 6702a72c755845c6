import type { SiteContent } from '../types'

type L = 'sk-SK'

const ACCENT = '#7a1f2b'

/** Autoskupina, the Slovak site (paths from spec 2 §2.7 "Slovak site"). */
export const sk: SiteContent<L> = {
  key: 'sk',
  locales: ['sk-SK'],
  defaultLocale: 'sk-SK',
  readMore: { 'sk-SK': 'Zistiť viac' },
  storiesIndex: 'news',

  pages: [
    {
      key: 'home',
      image: { hero: ACCENT },
      copy: {
        'sk-SK': {
          slug: '',
          title: 'Vitajte v Autoskupine',
          navTitle: 'Domov',
          metaTitle: 'Jazdené autá, servis a financovanie',
          description: 'Autoskupina predáva preverené jazdené autá so zárukou, ponúka servis všetkých značiek a výhodné financovanie v Bratislave, Trnave a Žiline.',
          blocks: [
            {
              title: 'Auto, ktorému môžete veriť',
              text: [
                'Každé jazdené auto v našej ponuke prešlo technickou kontrolou v 120 bodoch a má overenú históriu. Pomôžeme vám s výberom, financovaním aj výkupom vášho súčasného auta.',
                { ul: ['Viac ako 400 preverených áut na sklade', 'Záruka 12 mesiacov na každé jazdené auto', 'Financovanie s rozhodnutím do 30 minút', 'Výkup a protiúčet vášho auta'] },
              ],
            },
            { card: 'used', label: 'Pozrieť ponuku' },
            { card: 'financing' },
            { card: 'contacts', label: 'Nájsť pobočku' },
          ],
        },
      },
    },
    {
      key: 'ownership',
      image: { story: true },
      copy: {
        'sk-SK': {
          slug: 'vlastnictvo-auta',
          title: 'Vlastníctvo auta',
          description: 'Kúpa jazdeného auta, financovanie, servis a pneuservis – všetko, čo potrebujete počas vlastníctva auta.',
          blocks: [
            {
              title: 'Staráme sa o vás aj po kúpe',
              text: [
                'Kúpou auta naša spolupráca nekončí. V našich servisoch sa postaráme o pravidelnú údržbu, prezutie pneumatík aj opravy po nehode.',
                { ul: ['Servis všetkých značiek s originálnymi dielmi', 'Pneuservis a uskladnenie pneumatík', 'Predĺžená záruka a servisné zmluvy', 'Náhradné auto počas opravy'] },
              ],
            },
            { card: 'used' },
          ],
        },
      },
    },
    {
      key: 'used',
      parent: 'ownership',
      image: { car: 'estate', color: '#adb5bd' },
      copy: {
        'sk-SK': {
          slug: 'kupit-jazdene-auto',
          title: 'Kúpiť jazdené auto',
          description: 'Preverené jazdené autá so zárukou 12 mesiacov. Vyberte si z viac ako 400 áut rôznych značiek a kategórií.',
          blocks: [
            {
              title: 'Ako prebieha kúpa',
              text: [
                'Auto si môžete vybrať online a rezervovať ho na 48 hodín. Pri osobnej návšteve ho vyskúšate, dohodneme financovanie a ak chcete, vaše súčasné auto vykúpime na mieste.',
                { ol: ['Vyberte si auto v ponuke', 'Dohodnite si testovaciu jazdu', 'Zvoľte spôsob platby alebo financovania', 'Prevezmite auto s kompletnou dokumentáciou'] },
              ],
            },
            { carList: {} },
            { card: 'financing', label: 'Ako funguje financovanie' },
          ],
        },
      },
    },
    {
      key: 'financing',
      parent: 'used',
      image: { car: 'sedan', color: '#1b263b' },
      copy: {
        'sk-SK': {
          slug: 'financovanie',
          title: 'Financovanie jazdeného auta',
          navTitle: 'Financovanie',
          description: 'Úver alebo leasing na jazdené auto s akontáciou od 0 % a rozhodnutím do 30 minút. Všetko vybavíme priamo na pobočke.',
          blocks: [
            {
              title: 'Úver alebo leasing?',
              text: [
                'Pri **spotrebiteľskom úvere** ste vlastníkom auta od prvého dňa. Pri **finančnom leasingu** prechádza auto do vášho vlastníctva po poslednej splátke a často získate nižší úrok.',
                { ul: ['Akontácia od 0 %', 'Doba splácania 12 až 96 mesiacov', 'Havarijné poistenie v splátke', 'Predčasné splatenie bez poplatkov'] },
                'Úver je finančný záväzok. Pred podpisom zmluvy si pozorne prečítajte podmienky a posúďte svoju schopnosť splácať.',
              ],
            },
            { card: 'contacts', title: 'Poradíme vám osobne', text: 'Naši finanční poradcovia sú k dispozícii na každej pobočke.', label: 'Kontakty' },
          ],
        },
      },
    },
    {
      key: 'about',
      image: { hero: ACCENT, seed: 515 },
      copy: {
        'sk-SK': {
          slug: 'o-autoskupina',
          title: 'O Autoskupine',
          description: 'Autoskupina je súčasťou severskej skupiny Bilgruppen. Predávame a servisujeme autá na Slovensku od roku 2004.',
          blocks: [
            { text: ['Autoskupina vznikla v roku 2004 ako malý autobazár v Bratislave. Dnes máme tri pobočky, 160 zamestnancov a sme súčasťou severskej skupiny Bilgruppen, ktorá pôsobí v piatich krajinách.'] },
            { card: 'benefits' },
            { card: 'news', label: 'Prečítať novinky' },
          ],
        },
      },
    },
    {
      key: 'benefits',
      parent: 'about',
      image: { dealer: 'Autoskupina' },
      copy: {
        'sk-SK': {
          slug: 'vyhody-a-benefity',
          title: 'Výhody a benefity',
          description: 'Prečo kúpiť auto v Autoskupine: záruka 12 mesiacov, overená história, garancia spätného odkúpenia a ďalšie výhody.',
          blocks: [
            {
              title: 'Prečo práve my',
              text: [
                'Vieme, že kúpa jazdeného auta je dôležité rozhodnutie. Preto každému zákazníkovi ponúkame istotu, ktorú inde nedostanete.',
                { ul: ['Záruka 12 mesiacov na motor a prevodovku', 'Overená história a stav tachometra', '14 dní na vrátenie auta bez udania dôvodu', 'Bezplatná prvá prehliadka po 1 000 km'] },
              ],
            },
            { card: 'used', title: 'Presvedčte sa sami', label: 'Pozrieť autá' },
          ],
        },
      },
    },
    {
      key: 'contacts',
      image: { dealer: 'Autoskupina Trnava' },
      copy: {
        'sk-SK': {
          slug: 'kontakty',
          title: 'Kontakty',
          description: 'Pobočky Autoskupiny v Bratislave, Trnave a Žiline. Adresy, otváracie hodiny a telefonické kontakty.',
          blocks: [
            {
              title: 'Naše pobočky',
              text: [
                'Na každej pobočke nájdete predaj jazdených áut, servis a finančných poradcov.',
                { ul: ['**Bratislava** – Mlynské nivy 12', '**Trnava** – Zavarská 5', '**Žilina** – Kamenná 18'] },
                'Zákaznícka linka: [+421 2 123 456 78](tel:+421212345678), e-mail: [info@autoskupina.example](mailto:info@autoskupina.example).',
              ],
            },
            { card: 'bratislava' },
          ],
        },
      },
    },
    {
      key: 'bratislava',
      parent: 'contacts',
      image: { dealer: 'Autoskupina Bratislava' },
      copy: {
        'sk-SK': {
          slug: 'autoskupina-bratislava',
          title: 'Autoskupina Bratislava',
          navTitle: 'Bratislava',
          description: 'Autoskupina Bratislava, Mlynské nivy 12: predaj jazdených áut, servis a pneuservis. Otvorené Po–Pi 8:00–18:00, So 9:00–13:00.',
          blocks: [
            {
              title: 'Navštívte nás v Bratislave',
              text: [
                'Naša najväčšia pobočka sa nachádza v blízkosti centra s dobrým napojením na diaľnicu D1. Na mieste nájdete viac ako 200 áut a moderný servis.',
                { ul: ['Adresa: Mlynské nivy 12, 821 09 Bratislava', 'Telefón: +421 2 123 456 78', 'Predaj: Po–Pi 8:00–18:00, So 9:00–13:00', 'Servis: Po–Pi 7:00–17:00'] },
              ],
            },
            { card: 'used', title: 'Autá v Bratislave', text: 'Pozrite si jazdené autá, ktoré sú pripravené na testovaciu jazdu v Bratislave.' },
          ],
        },
      },
    },
    {
      key: 'news',
      image: { story: true },
      copy: {
        'sk-SK': {
          slug: 'novinky',
          title: 'Novinky',
          description: 'Novinky, tipy a akcie Autoskupiny – o jazdených autách, servise a financovaní.',
          blocks: [
            { text: ['Prinášame vám novinky z našich pobočiek, praktické rady pri kúpe auta a aktuálne akcie.'] },
            { card: 'used', title: 'Hľadáte nové auto?', label: 'Pozrieť ponuku' },
          ],
        },
      },
    },
  ],

  tags: [
    { key: 'autoskupina', value: { 'sk-SK': 'Autoskupina' } },
    { key: 'tipy', value: { 'sk-SK': 'Tipy a rady' } },
    { key: 'jazdene', value: { 'sk-SK': 'Jazdené autá' } },
    { key: 'pneumatiky', value: { 'sk-SK': 'Pneumatiky' } },
    { key: 'servis', value: { 'sk-SK': 'Servis' } },
    { key: 'elektromobily', value: { 'sk-SK': 'Elektromobily' } },
  ],

  stories: [
    {
      slug: 'novy-showroom-v-bratislave',
      date: '2025-03-24',
      author: 'Martin Kováč',
      tags: ['autoskupina'],
      copy: {
        'sk-SK': {
          title: 'Otvárame nový showroom v Bratislave',
          premble: 'Na Mlynských nivách sme otvorili showroom s kapacitou 200 áut, detským kútikom a rýchlonabíjacími stanicami.',
          body: [
            'Nový showroom nahrádza pôvodnú predajnú plochu a prvýkrát spája predaj, servis aj financovanie pod jednou strechou. Zákazníci si môžu auto vyskúšať aj počas víkendu.',
            'Pri príležitosti otvorenia ponúkame do konca apríla bezplatnú prvú prehliadku ku každému predanému autu. [Pozrite si pobočku](page:bratislava).',
          ],
        },
      },
    },
    {
      slug: 'ako-vybrat-jazdene-auto',
      date: '2025-05-06',
      author: 'Zuzana Horváthová',
      tags: ['tipy', 'jazdene'],
      copy: {
        'sk-SK': {
          title: 'Ako vybrať jazdené auto: 7 tipov',
          premble: 'Kúpa jazdeného auta nemusí byť lotéria. Pripravili sme sedem rád, ktoré vám pomôžu vyhnúť sa nepríjemným prekvapeniam.',
          body: [
            { ol: ['Overte si históriu auta a stav tachometra', 'Skontrolujte servisnú knižku', 'Pozrite sa na stav pneumatík a bŕzd', 'Všímajte si nerovnomerné medzery medzi dielmi karosérie', 'Absolvujte testovaciu jazdu v meste aj na diaľnici', 'Pýtajte sa na záruku', 'Porovnajte cenu s podobnými autami'] },
            'Všetky autá v našej ponuke majú overenú históriu a záruku. [Pozrite si ponuku](page:used).',
          ],
        },
      },
    },
    {
      slug: 'elektromobil-ako-sluzobne-auto',
      date: '2025-07-14',
      author: 'Martin Kováč',
      tags: ['elektromobily'],
      copy: {
        'sk-SK': {
          title: 'Elektromobil ako služobné auto',
          premble: 'Čoraz viac firiem na Slovensku prechádza na elektromobily. Vysvetľujeme, prečo sa to oplatí aj menším podnikom.',
          body: [
            'Prevádzkové náklady elektromobilu sú pri bežnom firemnom nájazde až o polovicu nižšie ako pri naftovom aute. K tomu sa pridáva nižšia údržba a zvýhodnené parkovanie vo viacerých mestách.',
            { ul: ['Nižšie náklady na energiu a servis', 'Oslobodenie od dane z motorových vozidiel', 'Pozitívny imidž firmy'] },
            'Radi vám pripravíme ponuku na mieru. Kontaktujte nás na [info@autoskupina.example](mailto:info@autoskupina.example).',
          ],
        },
      },
    },
    {
      slug: 'zimne-pneumatiky-kedy-prezut',
      date: '2025-10-20',
      author: 'Peter Novák',
      tags: ['pneumatiky', 'servis'],
      copy: {
        'sk-SK': {
          title: 'Zimné pneumatiky: kedy ich prezuť?',
          premble: 'Zimné pneumatiky sú na Slovensku povinné pri súvislej vrstve snehu alebo ľadu na ceste. Odporúčame prezuť už pri teplotách pod 7 °C.',
          body: [
            'Letné pneumatiky pri nízkych teplotách tvrdnú a strácajú priľnavosť. Brzdná dráha sa tak môže predĺžiť aj o niekoľko metrov.',
            { ul: ['Minimálna hĺbka dezénu zimných pneumatík je 3 mm', 'Pneumatiky staršie ako 6 rokov odporúčame vymeniť', 'Uskladnenie pneumatík ponúkame na všetkých pobočkách'] },
          ],
        },
      },
    },
    {
      slug: 'predlzena-zaruka-na-jazdene-auta',
      date: '2025-11-25',
      author: 'Zuzana Horváthová',
      tags: ['jazdene'],
      copy: {
        'sk-SK': {
          title: 'Predĺžená záruka na všetky jazdené autá',
          premble: 'Od decembra si ku každému jazdenému autu môžete dokúpiť predĺženú záruku až na 36 mesiacov.',
          body: [
            'Predĺžená záruka kryje motor, prevodovku, elektroniku aj klimatizáciu. Opravu vybavíme v našich servisoch alebo v autorizovanom servise kdekoľvek na Slovensku.',
            'Viac o našich výhodách sa dočítate na stránke [Výhody a benefity](page:benefits).',
          ],
        },
      },
    },
    {
      slug: 'jarny-servis-so-zlavou',
      date: '2026-03-09',
      author: 'Peter Novák',
      tags: ['servis', 'tipy'],
      copy: {
        'sk-SK': {
          title: 'Jarný servis so zľavou 20 %',
          premble: 'Pripravte auto na jar. Do konca apríla ponúkame jarnú prehliadku a prezutie pneumatík so zľavou 20 %.',
          body: [
            'Počas jarnej prehliadky skontrolujeme brzdy, podvozok, svetlá, stierače aj stav batérie. Výsledok dostanete v prehľadnom protokole.',
            { ul: ['Kontrola v 40 bodoch', 'Prezutie a vyváženie kolies', 'Doplnenie prevádzkových kvapalín'] },
            'Termín si dohodnite telefonicky alebo priamo na pobočke. [Kontakty](page:contacts).',
          ],
        },
      },
    },
  ],

  navigation: {
    items: {
      'sk-SK': [
        {
          name: 'Vlastníctvo auta',
          page: 'ownership',
          navigable: true,
          children: [
            {
              name: 'Kúpiť jazdené auto',
              page: 'used',
              children: [
                { name: 'Financovanie', page: 'financing' },
                { name: 'Výkup auta', path: '/vlastnictvo-auta/kupit-jazdene-auto/vykup-auta' },
              ],
            },
            { name: 'Servis', path: '/vlastnictvo-auta/servis' },
            { name: 'Pneuservis', path: '/vlastnictvo-auta/pneuservis' },
          ],
        },
        { name: 'Nové autá', path: '/nove-auta' },
        {
          name: 'O Autoskupine',
          page: 'about',
          children: [
            { name: 'Výhody a benefity', page: 'benefits' },
            { name: 'Kvalita a environmentálna politika', path: '/o-autoskupina/kvalita-a-environmentalna-politika' },
            { name: 'Pre dodávateľov', path: '/o-autoskupina/pre-dodavatelov' },
            { name: 'Kariéra', externalLink: 'https://kariera.autoskupina.example' },
          ],
        },
        { name: 'Novinky', page: 'news' },
        { name: 'Kontakty', page: 'contacts', children: [{ name: 'Bratislava', page: 'bratislava' }] },
        { name: 'Black Friday', path: '/black-friday', hide: true },
      ],
    },
    extraItems: {
      'sk-SK': [
        { title: '+421 2 123 456 78', href: 'tel:+421212345678', icon: 'phone' },
        { title: 'Pobočky', href: '/kontakty', icon: 'map-pin' },
        { title: 'Objednať servis', href: '/vlastnictvo-auta/servis', icon: 'calendar' },
      ],
    },
  },

  footer: {
    brands: ['Skoda', 'Volkswagen', 'Audi', 'Kia', 'Hyundai', 'Toyota'],
    social: [
      { name: 'facebook', url: 'https://www.facebook.com/autoskupina' },
      { name: 'instagram', url: 'https://www.instagram.com/autoskupina' },
      { name: 'linkedin', url: 'https://www.linkedin.com/company/autoskupina' },
      { name: 'youtube', url: 'https://www.youtube.com/@autoskupina' },
    ],
    copy: {
      'sk-SK': {
        brandsHeading: 'Značky v našej ponuke',
        columns: [
          {
            title: 'Zákaznícky servis',
            description: 'Sme tu pre vás Po–Pi 8:00–18:00.',
            items: [
              { label: 'info@autoskupina.example', href: 'mailto:info@autoskupina.example' },
              { label: '+421 2 123 456 78', href: 'tel:+421212345678' },
              { label: 'Kontakty', href: 'page:contacts' },
            ],
          },
          {
            title: 'Autoskupina',
            items: [
              { label: 'O nás', href: 'page:about' },
              { label: 'Novinky', href: 'page:news' },
              { label: 'Zásady používania cookies', href: '/o-autoskupina/cookiepolicy' },
              { label: 'Pre dodávateľov', href: '/o-autoskupina/pre-dodavatelov' },
            ],
          },
          {
            title: 'Naše trhy',
            items: [
              { label: 'Švédsko', href: 'site:se', flag: 'se' },
              { label: 'Nórsko', href: 'site:no', flag: 'no' },
              { label: 'Fínsko', href: 'site:fi', flag: 'fi' },
              { label: 'Spojené kráľovstvo', href: 'site:uk', flag: 'gb' },
            ],
          },
        ],
        highlightedLink: { label: 'Kúpiť jazdené auto', href: 'page:used' },
        info1: { heading: 'Autoskupina s.r.o.', text: 'IČO: 12 345 678\nMlynské nivy 12, 821 09 Bratislava' },
        info2: { heading: 'Otváracie hodiny', text: 'Po–Pi 8:00–18:00\nSo 9:00–13:00' },
      },
    },
  },

  dictionary: [
    { key: 'backToHome', value: { 'sk-SK': 'Späť na úvodnú stránku' } },
    { key: 'notFoundTitle', value: { 'sk-SK': 'Ups, táto stránka neexistuje' } },
    { key: 'errorReloadButton', value: { 'sk-SK': 'Obnoviť stránku' } },
  ],
}
