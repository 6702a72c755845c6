import type { Locale } from '@/cms/locales'

/**
 * The words of the demo home pages in every site language; the hero's title and text are the home
 * page's own title and description, the model names and figures come from the car catalogue.
 */
export type HomeCopy = {
  heroLink: string
  models: {
    title: string
    text: string
    link: string
    campaign: string
    range: string
    power: string
    acceleration: string
    seats: string
    hp: string
    km: string
    s: string
  }
  teaser: { title: string; link: string }
  offer: { title: string; text: string[]; link: string }
  film: { title: string; text: string[]; link: string }
  slides: { title: string; text: string; button: string }[]
  carousel: string
  news: string
}

export const HOME_COPY: Record<Locale, HomeCopy> = {
  'sv-SE': {
    heroLink: 'Alla bilar i lager',
    models: {
      title: 'Populära modeller',
      text: 'Provkör {model} hos oss – boka en tid på den anläggning som passar dig.',
      link: 'Se {brand} i lager',
      campaign: 'Kampanj',
      range: 'Räckvidd',
      power: 'Effekt',
      acceleration: '0–100 km/h',
      seats: 'Säten',
      hp: 'hk',
      km: 'km',
      s: 's',
    },
    teaser: { title: 'Veckans bilar', link: 'Visa alla bilar' },
    offer: {
      title: 'Trygg bilaffär hela vägen',
      text: [
        'Alla våra bilar är genomgångna i egen verkstad och levereras med garanti. Vi hjälper dig med inbyte, finansiering och försäkring på plats.',
        'Hittar du inte rätt bil bland våra bilar i lager tar vi fram den åt dig.',
      ],
      link: 'Hitta din nästa bil',
    },
    film: {
      title: 'Välkommen in till oss',
      text: [
        'Ta en titt på hur det ser ut hos oss – från showroom till verkstad. Våra säljare och tekniker hjälper dig oavsett om du köper ny, begagnad eller bara behöver service.',
      ],
      link: 'Läs våra nyheter',
    },
    slides: [
      { title: 'Elbilsveckor', text: 'Extra utrustning på utvalda elbilar i lager.', button: 'Se elbilar' },
      { title: 'Byt upp dig i vinter', text: 'Värdera din bil och få ett inbytespris direkt.', button: 'Hitta bil' },
      {
        title: 'Låg ränta på billån',
        text: 'Räkna på din månadskostnad innan du bestämmer dig.',
        button: 'Se bilar i lager',
      },
    ],
    carousel: 'Aktuella erbjudanden',
    news: 'Nyheter',
  },
  'nb-NO': {
    heroLink: 'Alle biler på lager',
    models: {
      title: 'Populære modeller',
      text: 'Prøvekjør {model} hos oss – bestill en time hos forhandleren som passer deg.',
      link: 'Se {brand} på lager',
      campaign: 'Kampanje',
      range: 'Rekkevidde',
      power: 'Effekt',
      acceleration: '0–100 km/t',
      seats: 'Seter',
      hp: 'hk',
      km: 'km',
      s: 's',
    },
    teaser: { title: 'Ukens biler', link: 'Vis alle biler' },
    offer: {
      title: 'Trygg bilhandel hele veien',
      text: [
        'Alle bilene våre er kontrollert på eget verksted og leveres med garanti. Vi hjelper deg med innbytte, finansiering og forsikring.',
        'Finner du ikke riktig bil på lager, skaffer vi den for deg.',
      ],
      link: 'Finn din neste bil',
    },
    film: {
      title: 'Velkommen inn til oss',
      text: [
        'Se hvordan det ser ut hos oss – fra utstillingslokale til verksted. Selgerne og teknikerne våre hjelper deg enten du kjøper ny, brukt eller trenger service.',
      ],
      link: 'Les nyhetene våre',
    },
    slides: [
      { title: 'Elbilukene', text: 'Ekstrautstyr på utvalgte elbiler på lager.', button: 'Se elbiler' },
      { title: 'Bytt opp i vinter', text: 'Få verdivurdering og innbyttepris med en gang.', button: 'Finn bil' },
      {
        title: 'Lav rente på billån',
        text: 'Regn på månedskostnaden før du bestemmer deg.',
        button: 'Se biler på lager',
      },
    ],
    carousel: 'Aktuelle tilbud',
    news: 'Nyheter',
  },
  'fi-FI': {
    heroLink: 'Kaikki varastoautot',
    models: {
      title: 'Suositut mallit',
      text: 'Koeaja {model} – varaa aika sinulle sopivaan toimipisteeseen.',
      link: 'Katso {brand} varastossa',
      campaign: 'Kampanja',
      range: 'Toimintamatka',
      power: 'Teho',
      acceleration: '0–100 km/h',
      seats: 'Istuimet',
      hp: 'hv',
      km: 'km',
      s: 's',
    },
    teaser: { title: 'Viikon autot', link: 'Näytä kaikki autot' },
    offer: {
      title: 'Turvallinen autokauppa alusta loppuun',
      text: [
        'Kaikki automme tarkastetaan omalla korjaamolla ja toimitetaan takuulla. Autamme vaihtoauton, rahoituksen ja vakuutuksen kanssa.',
        'Jos sopivaa autoa ei löydy varastosta, hankimme sen sinulle.',
      ],
      link: 'Löydä seuraava autosi',
    },
    film: {
      title: 'Tervetuloa meille',
      text: [
        'Katso, miltä meillä näyttää – näyttelytilasta korjaamoon. Myyjämme ja asentajamme auttavat, ostitpa uuden tai käytetyn tai tarvitset huoltoa.',
      ],
      link: 'Lue uutisemme',
    },
    slides: [
      {
        title: 'Sähköautoviikot',
        text: 'Lisävarusteita valituille varastossa oleville sähköautoille.',
        button: 'Katso sähköautot',
      },
      { title: 'Vaihda uudempaan talvella', text: 'Saat vaihtoautollesi hinta-arvion heti.', button: 'Etsi auto' },
      { title: 'Edullinen autolaina', text: 'Laske kuukausierä ennen päätöstä.', button: 'Katso varastoautot' },
    ],
    carousel: 'Ajankohtaiset tarjoukset',
    news: 'Uutiset',
  },
  'sk-SK': {
    heroLink: 'Všetky autá na sklade',
    models: {
      title: 'Obľúbené modely',
      text: 'Vyskúšajte {model} – objednajte si testovaciu jazdu na pobočke, ktorá vám vyhovuje.',
      link: 'Pozrieť {brand} na sklade',
      campaign: 'Akcia',
      range: 'Dojazd',
      power: 'Výkon',
      acceleration: '0–100 km/h',
      seats: 'Miesta',
      hp: 'k',
      km: 'km',
      s: 's',
    },
    teaser: { title: 'Autá týždňa', link: 'Zobraziť všetky autá' },
    offer: {
      title: 'Bezpečná kúpa auta od začiatku do konca',
      text: [
        'Všetky naše autá prechádzajú kontrolou vo vlastnom servise a dodávame ich so zárukou. Pomôžeme s protiúčtom, financovaním aj poistením.',
        'Ak vhodné auto nemáme na sklade, zháňame ho pre vás.',
      ],
      link: 'Nájdite svoje ďalšie auto',
    },
    film: {
      title: 'Vitajte u nás',
      text: [
        'Pozrite sa, ako to u nás vyzerá – od showroomu po servis. Naši predajcovia a technici vám pomôžu pri kúpe nového aj jazdeného auta či pri servise.',
      ],
      link: 'Prečítajte si novinky',
    },
    slides: [
      {
        title: 'Týždne elektromobilov',
        text: 'Výbava navyše pri vybraných elektromobiloch na sklade.',
        button: 'Pozrieť elektromobily',
      },
      { title: 'Vymeňte auto v zime', text: 'Ocenenie vášho auta a cena protiúčtu hneď.', button: 'Nájsť auto' },
      {
        title: 'Nízky úrok na úver',
        text: 'Vypočítajte si mesačnú splátku pred rozhodnutím.',
        button: 'Autá na sklade',
      },
    ],
    carousel: 'Aktuálne ponuky',
    news: 'Novinky',
  },
  'en-GB': {
    heroLink: 'All cars in stock',
    models: {
      title: 'Popular models',
      text: 'Test drive the {model} with us – book a time at the branch that suits you.',
      link: 'See {brand} in stock',
      campaign: 'Offer',
      range: 'Range',
      power: 'Power',
      acceleration: '0–100 km/h',
      seats: 'Seats',
      hp: 'hp',
      km: 'km',
      s: 's',
    },
    teaser: { title: 'Cars of the week', link: 'Show all cars' },
    offer: {
      title: 'Peace of mind from start to finish',
      text: [
        'Every car we sell is inspected in our own workshop and comes with a warranty. We help with part exchange, finance and insurance on the spot.',
        'If the right car is not in stock, we will source it for you.',
      ],
      link: 'Find your next car',
    },
    film: {
      title: 'Welcome to our showroom',
      text: [
        'Take a look around – from the showroom to the workshop. Our sales team and technicians help whether you buy new, used or just need a service.',
      ],
      link: 'Read our news',
    },
    slides: [
      {
        title: 'Electric weeks',
        text: 'Extra equipment on selected electric cars in stock.',
        button: 'See electric cars',
      },
      { title: 'Upgrade this winter', text: 'Get a part-exchange valuation straight away.', button: 'Find a car' },
      {
        title: 'Low-rate car finance',
        text: 'Work out your monthly cost before you decide.',
        button: 'See cars in stock',
      },
    ],
    carousel: 'Current offers',
    news: 'News',
  },
}
