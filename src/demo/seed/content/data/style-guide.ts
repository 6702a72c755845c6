import type { Locale } from '@/cms/locales'

/** The style guide page's texts: one per locale, so every site shows it in its own languages. */
export type StyleGuideCopy = {
  slug: string
  title: string
  metaTitle: string
  navTitle: string
  description: string
  ogDescription: string
  intro: string
  card: { title: string; text: string; label: string }
  accordion: { title: string; items: [string, string][] }
  faq: { title: string; items: [string, string][] }
  countdown: { title: string; text: string; label: string }
  countdownEnded: { title: string; text: string; ended: string }
  files: { title: string; text: string; items: [string, string][] }
  cta: { title: string; text: string; primary: string; secondary: string }
  stage: { title: string; items: [string, string, string][] }
  video: { title: string; caption: string }
  spacers: string
  stories: string
  disclaimer: { title: string; text: string }
  hero: { title: string; text: string; label: string }
  blurb: { title: string; text: string; label: string }
  carousel: string
  teaser: { title: string; label: string }
}

export const STYLE_GUIDE_COPY: Record<Locale, StyleGuideCopy> = {
  'sv-SE': {
    slug: 'stilguide',
    title: 'Stilguide',
    metaTitle: 'Stilguide för redaktörer',
    navTitle: 'Block',
    description: 'Alla innehållsblock som redaktörer kan använda, med exempel att kopiera.',
    ogDescription: 'Stilguide: varje innehållsblock med exempelinnehåll.',
    intro: 'Här finns varje innehållsblock med exempelinnehåll. Kopiera ett block till din sida och byt texterna.',
    card: { title: 'Bildkort', text: 'Ett bildkort med rubrik, text och en länk. Bilden kan ligga till vänster eller höger.', label: 'Till startsidan' },
    accordion: {
      title: 'Dragspel',
      items: [
        ['Vad ingår i servicen?', 'Oljebyte, filter, kontroll av bromsar och en genomgång enligt tillverkarens serviceprogram.'],
        ['Hur lång tid tar det?', 'En vanlig service tar två till fyra timmar. Du kan vänta hos oss eller låna en bil.'],
        ['Kan jag boka lånebil?', 'Ja, ange det när du bokar så reserverar vi en bil åt dig.'],
      ],
    },
    faq: {
      title: 'Vanliga frågor',
      items: [
        ['Hur ofta ska bilen servas?', 'Följ tillverkarens intervall, oftast en gång om året eller var 1 500:e mil.'],
        ['Behåller jag nybilsgarantin?', 'Ja, vi servar enligt tillverkarens föreskrifter med originaldelar.'],
        ['Kan jag betala med faktura?', 'Ja, du kan betala med kort, Swish eller faktura.'],
      ],
    },
    countdown: { title: 'Nedräkning', text: 'Kampanjen startar snart.', label: 'Se kampanjen' },
    countdownEnded: { title: 'Nedräkning som är slut', text: 'Så ser nedräkningen ut när tiden har gått ut.', ended: 'Kampanjen har startat!' },
    files: {
      title: 'Filer att ladda ner',
      text: 'Tre filer visas först, resten bakom knappen.',
      items: [
        ['Prislista 2026', 'Priser och utrustning för alla modeller.'],
        ['Servicehäfte', 'Serviceprogram och intervall.'],
        ['Garantivillkor', 'Vad nybilsgarantin täcker.'],
        ['Däckguide', 'Välj rätt däck för säsongen.'],
        ['Finansieringsvillkor', 'Villkor för lån och leasing.'],
      ],
    },
    cta: { title: 'Boka provkörning', text: 'Upplev bilen själv – vi har den hemma.', primary: 'Boka nu', secondary: 'Läs mer' },
    stage: {
      title: 'Scenrad',
      items: [
        ['Nya bilar', 'Senaste modellerna från våra märken.', 'Se nya bilar'],
        ['Begagnade bilar', 'Kontrollerade bilar med garanti.', 'Se begagnade'],
        ['Service', 'Verkstad med originaldelar.', 'Boka service'],
      ],
    },
    video: { title: 'Video', caption: 'Videon laddas från YouTube först när du har gett samtycke och klickar.' },
    spacers: 'Mellanrum: litet, mellan och stort.',
    stories: 'Senaste artiklarna',
    disclaimer: { title: 'Innan du fortsätter', text: 'Priserna på den här sidan är exempel och gäller inte som erbjudande.' },
    hero: { title: 'Herobanner', text: 'En stor bild eller video med rubrik, text och knapp. Välj höjd, textens placering och knapptyp.', label: 'Se bilar i lager' },
    blurb: { title: 'Blurb', text: 'Ett textkort bredvid en bild, en video eller en YouTube-film – 50/50 eller förskjutet, med bakgrundsfärg.', label: 'Hitta din nästa bil' },
    carousel: 'Karusell med sökfält',
    teaser: { title: 'Bilpuff: veckans bilar', label: 'Visa alla bilar' },
  },
  'nb-NO': {
    slug: 'stilguide',
    title: 'Stilguide',
    metaTitle: 'Stilguide for redaktører',
    navTitle: 'Blokker',
    description: 'Alle innholdsblokker redaktører kan bruke, med eksempler å kopiere.',
    ogDescription: 'Stilguide: hver innholdsblokk med eksempelinnhold.',
    intro: 'Her finner du hver innholdsblokk med eksempelinnhold. Kopier en blokk til siden din og bytt tekstene.',
    card: { title: 'Bildekort', text: 'Et bildekort med tittel, tekst og en lenke. Bildet kan stå til venstre eller høyre.', label: 'Til forsiden' },
    accordion: {
      title: 'Trekkspill',
      items: [
        ['Hva inngår i servicen?', 'Oljeskift, filter, kontroll av bremser og en gjennomgang etter produsentens serviceprogram.'],
        ['Hvor lang tid tar det?', 'En vanlig service tar to til fire timer. Du kan vente hos oss eller låne en bil.'],
        ['Kan jeg bestille lånebil?', 'Ja, si ifra når du bestiller, så reserverer vi en bil til deg.'],
      ],
    },
    faq: {
      title: 'Ofte stilte spørsmål',
      items: [
        ['Hvor ofte skal bilen på service?', 'Følg produsentens intervall, som regel én gang i året eller hver 15 000 km.'],
        ['Beholder jeg nybilgarantien?', 'Ja, vi utfører service etter produsentens krav med originaldeler.'],
        ['Kan jeg betale med faktura?', 'Ja, du kan betale med kort, Vipps eller faktura.'],
      ],
    },
    countdown: { title: 'Nedtelling', text: 'Kampanjen starter snart.', label: 'Se kampanjen' },
    countdownEnded: { title: 'Nedtelling som er over', text: 'Slik ser nedtellingen ut når tiden er ute.', ended: 'Kampanjen har startet!' },
    files: {
      title: 'Filer til nedlasting',
      text: 'Tre filer vises først, resten bak knappen.',
      items: [
        ['Prisliste 2026', 'Priser og utstyr for alle modeller.'],
        ['Servicehefte', 'Serviceprogram og intervaller.'],
        ['Garantivilkår', 'Hva nybilgarantien dekker.'],
        ['Dekkguide', 'Velg riktige dekk for sesongen.'],
        ['Finansieringsvilkår', 'Vilkår for lån og leasing.'],
      ],
    },
    cta: { title: 'Bestill prøvekjøring', text: 'Opplev bilen selv – vi har den inne.', primary: 'Bestill nå', secondary: 'Les mer' },
    stage: {
      title: 'Scenerad',
      items: [
        ['Nye biler', 'De nyeste modellene fra våre merker.', 'Se nye biler'],
        ['Bruktbiler', 'Kontrollerte biler med garanti.', 'Se bruktbiler'],
        ['Service', 'Verksted med originaldeler.', 'Bestill service'],
      ],
    },
    video: { title: 'Video', caption: 'Videoen lastes fra YouTube først når du har gitt samtykke og klikker.' },
    spacers: 'Mellomrom: lite, middels og stort.',
    stories: 'Siste artikler',
    disclaimer: { title: 'Før du fortsetter', text: 'Prisene på denne siden er eksempler og gjelder ikke som tilbud.' },
    hero: { title: 'Herobanner', text: 'Et stort bilde eller en video med overskrift, tekst og knapp. Velg høyde, plassering av teksten og knappetype.', label: 'Se biler på lager' },
    blurb: { title: 'Blurb', text: 'Et tekstkort ved siden av et bilde, en video eller en YouTube-film – 50/50 eller forskjøvet, med bakgrunnsfarge.', label: 'Finn din neste bil' },
    carousel: 'Karusell med søkefelt',
    teaser: { title: 'Bilteaser: ukens biler', label: 'Vis alle biler' },
  },
  'fi-FI': {
    slug: 'tyyliopas',
    title: 'Tyyliopas',
    metaTitle: 'Tyyliopas toimittajille',
    navTitle: 'Lohkot',
    description: 'Kaikki sisältölohkot, joita toimittajat voivat käyttää, kopioitavine esimerkkeineen.',
    ogDescription: 'Tyyliopas: jokainen sisältölohko esimerkkisisällöllä.',
    intro: 'Täältä löydät jokaisen sisältölohkon esimerkkisisällöllä. Kopioi lohko sivullesi ja vaihda tekstit.',
    card: { title: 'Kuvakortti', text: 'Kuvakortti, jossa on otsikko, teksti ja linkki. Kuva voi olla vasemmalla tai oikealla.', label: 'Etusivulle' },
    accordion: {
      title: 'Haitari',
      items: [
        ['Mitä huoltoon sisältyy?', 'Öljynvaihto, suodattimet, jarrujen tarkastus ja valmistajan huolto-ohjelman mukainen läpikäynti.'],
        ['Kauanko huolto kestää?', 'Tavallinen huolto kestää kahdesta neljään tuntia. Voit odottaa luonamme tai lainata auton.'],
        ['Voinko varata sijaisauton?', 'Kyllä, kerro siitä varatessasi, niin varaamme sinulle auton.'],
      ],
    },
    faq: {
      title: 'Usein kysytyt kysymykset',
      items: [
        ['Kuinka usein auto huolletaan?', 'Noudata valmistajan huoltoväliä, yleensä kerran vuodessa tai 15 000 km välein.'],
        ['Säilyykö uuden auton takuu?', 'Kyllä, huollamme valmistajan ohjeiden mukaan alkuperäisosilla.'],
        ['Voinko maksaa laskulla?', 'Kyllä, voit maksaa kortilla, MobilePaylla tai laskulla.'],
      ],
    },
    countdown: { title: 'Laskuri', text: 'Kampanja alkaa pian.', label: 'Katso kampanja' },
    countdownEnded: { title: 'Päättynyt laskuri', text: 'Tältä laskuri näyttää, kun aika on kulunut.', ended: 'Kampanja on alkanut!' },
    files: {
      title: 'Ladattavat tiedostot',
      text: 'Ensin näytetään kolme tiedostoa, loput painikkeen takana.',
      items: [
        ['Hinnasto 2026', 'Kaikkien mallien hinnat ja varusteet.'],
        ['Huoltokirja', 'Huolto-ohjelma ja huoltovälit.'],
        ['Takuuehdot', 'Mitä uuden auton takuu kattaa.'],
        ['Rengasopas', 'Valitse oikeat renkaat kauteen.'],
        ['Rahoitusehdot', 'Lainan ja leasingin ehdot.'],
      ],
    },
    cta: { title: 'Varaa koeajo', text: 'Koe auto itse – meillä on se paikalla.', primary: 'Varaa nyt', secondary: 'Lue lisää' },
    stage: {
      title: 'Näyttämörivi',
      items: [
        ['Uudet autot', 'Merkkiemme uusimmat mallit.', 'Katso uudet autot'],
        ['Vaihtoautot', 'Tarkastetut autot takuulla.', 'Katso vaihtoautot'],
        ['Huolto', 'Korjaamo alkuperäisosilla.', 'Varaa huolto'],
      ],
    },
    video: { title: 'Video', caption: 'Video ladataan YouTubesta vasta, kun olet antanut suostumuksen ja klikkaat.' },
    spacers: 'Välit: pieni, keskikokoinen ja suuri.',
    stories: 'Uusimmat artikkelit',
    disclaimer: { title: 'Ennen kuin jatkat', text: 'Tämän sivun hinnat ovat esimerkkejä eivätkä ole tarjous.' },
    hero: { title: 'Herobanneri', text: 'Suuri kuva tai video, jossa on otsikko, teksti ja painike. Valitse korkeus, tekstin paikka ja painikkeen tyyppi.', label: 'Katso varastoautot' },
    blurb: { title: 'Nosto', text: 'Tekstikortti kuvan, videon tai YouTube-videon vieressä – 50/50 tai porrastettuna, taustavärin kanssa.', label: 'Löydä seuraava autosi' },
    carousel: 'Karuselli ja hakukenttä',
    teaser: { title: 'Autonosto: viikon autot', label: 'Näytä kaikki autot' },
  },
  'sk-SK': {
    slug: 'stylova-prirucka',
    title: 'Štýlová príručka',
    metaTitle: 'Štýlová príručka pre redaktorov',
    navTitle: 'Bloky',
    description: 'Všetky obsahové bloky, ktoré môžu redaktori použiť, s príkladmi na kopírovanie.',
    ogDescription: 'Štýlová príručka: každý obsahový blok s ukážkovým obsahom.',
    intro: 'Tu nájdete každý obsahový blok s ukážkovým obsahom. Skopírujte blok na svoju stránku a zmeňte texty.',
    card: { title: 'Karta s obrázkom', text: 'Karta s nadpisom, textom a odkazom. Obrázok môže byť vľavo alebo vpravo.', label: 'Na úvodnú stránku' },
    accordion: {
      title: 'Akordeón',
      items: [
        ['Čo zahŕňa servis?', 'Výmenu oleja, filtrov, kontrolu bŕzd a prehliadku podľa servisného programu výrobcu.'],
        ['Ako dlho to trvá?', 'Bežný servis trvá dve až štyri hodiny. Môžete počkať u nás alebo si požičať auto.'],
        ['Môžem si rezervovať náhradné auto?', 'Áno, uveďte to pri rezervácii a auto vám pripravíme.'],
      ],
    },
    faq: {
      title: 'Časté otázky',
      items: [
        ['Ako často treba auto servisovať?', 'Podľa intervalu výrobcu, spravidla raz ročne alebo každých 15 000 km.'],
        ['Zostane mi záruka na nové auto?', 'Áno, servisujeme podľa predpisov výrobcu s originálnymi dielmi.'],
        ['Môžem platiť na faktúru?', 'Áno, môžete platiť kartou, prevodom alebo na faktúru.'],
      ],
    },
    countdown: { title: 'Odpočítavanie', text: 'Kampaň sa čoskoro začína.', label: 'Pozrieť kampaň' },
    countdownEnded: { title: 'Skončené odpočítavanie', text: 'Takto vyzerá odpočítavanie, keď čas uplynie.', ended: 'Kampaň sa začala!' },
    files: {
      title: 'Súbory na stiahnutie',
      text: 'Najprv sa zobrazia tri súbory, ostatné za tlačidlom.',
      items: [
        ['Cenník 2026', 'Ceny a výbava všetkých modelov.'],
        ['Servisná knižka', 'Servisný program a intervaly.'],
        ['Záručné podmienky', 'Čo kryje záruka na nové auto.'],
        ['Sprievodca pneumatikami', 'Vyberte správne pneumatiky na sezónu.'],
        ['Podmienky financovania', 'Podmienky úveru a lízingu.'],
      ],
    },
    cta: { title: 'Objednajte testovaciu jazdu', text: 'Vyskúšajte auto sami – máme ho na predajni.', primary: 'Objednať', secondary: 'Viac informácií' },
    stage: {
      title: 'Rad dlaždíc',
      items: [
        ['Nové autá', 'Najnovšie modely našich značiek.', 'Nové autá'],
        ['Jazdené autá', 'Preverené autá so zárukou.', 'Jazdené autá'],
        ['Servis', 'Dielňa s originálnymi dielmi.', 'Objednať servis'],
      ],
    },
    video: { title: 'Video', caption: 'Video sa načíta z YouTube až po vašom súhlase a kliknutí.' },
    spacers: 'Medzery: malá, stredná a veľká.',
    stories: 'Najnovšie články',
    disclaimer: { title: 'Skôr než budete pokračovať', text: 'Ceny na tejto stránke sú príklady a nie sú ponukou.' },
    hero: { title: 'Hlavný banner', text: 'Veľký obrázok alebo video s nadpisom, textom a tlačidlom. Zvoľte výšku, umiestnenie textu a typ tlačidla.', label: 'Pozrieť autá na sklade' },
    blurb: { title: 'Blurb', text: 'Textová karta vedľa obrázka, videa alebo videa z YouTube – 50/50 alebo posunutá, s farbou pozadia.', label: 'Nájdite svoje ďalšie auto' },
    carousel: 'Karusel s vyhľadávaním',
    teaser: { title: 'Ukážka áut: autá týždňa', label: 'Zobraziť všetky autá' },
  },
  'en-GB': {
    slug: 'style-guide',
    title: 'Style guide',
    metaTitle: 'Style guide for editors',
    navTitle: 'Blocks',
    description: 'Every content block editors can use, with examples to copy.',
    ogDescription: 'Style guide: every content block with sample content.',
    intro: 'Here is every content block with sample content. Copy a block to your page and change the texts.',
    card: { title: 'Image card', text: 'An image card with a title, a text and a link. The image can sit on the left or the right.', label: 'To the home page' },
    accordion: {
      title: 'Accordion',
      items: [
        ['What does a service include?', 'An oil change, filters, a brake check and an inspection following the maker’s service schedule.'],
        ['How long does it take?', 'A regular service takes two to four hours. You can wait with us or borrow a car.'],
        ['Can I book a courtesy car?', 'Yes, tell us when you book and we will keep a car for you.'],
      ],
    },
    faq: {
      title: 'Frequently asked questions',
      items: [
        ['How often should my car be serviced?', 'Follow the maker’s interval, usually once a year or every 10,000 miles.'],
        ['Do I keep the new car warranty?', 'Yes, we service to the maker’s specification with genuine parts.'],
        ['Can I pay by invoice?', 'Yes, you can pay by card, bank transfer or invoice.'],
      ],
    },
    countdown: { title: 'Countdown', text: 'The campaign starts soon.', label: 'See the campaign' },
    countdownEnded: { title: 'A countdown that has ended', text: 'This is how the countdown looks when the time is up.', ended: 'The campaign has started!' },
    files: {
      title: 'Files to download',
      text: 'Three files show first, the rest behind the button.',
      items: [
        ['Price list 2026', 'Prices and equipment of every model.'],
        ['Service booklet', 'Service schedule and intervals.'],
        ['Warranty terms', 'What the new car warranty covers.'],
        ['Tyre guide', 'Choose the right tyres for the season.'],
        ['Finance terms', 'Terms of loans and leasing.'],
      ],
    },
    cta: { title: 'Book a test drive', text: 'Try the car yourself – we have it in the showroom.', primary: 'Book now', secondary: 'Read more' },
    stage: {
      title: 'Stage row',
      items: [
        ['New cars', 'The latest models of our brands.', 'See new cars'],
        ['Used cars', 'Inspected cars with a warranty.', 'See used cars'],
        ['Service', 'A workshop with genuine parts.', 'Book a service'],
      ],
    },
    video: { title: 'Video', caption: 'The video loads from YouTube only after you consent and click.' },
    spacers: 'Spacers: small, medium and large.',
    stories: 'Latest articles',
    disclaimer: { title: 'Before you continue', text: 'The prices on this page are examples and are not an offer.' },
    hero: { title: 'Hero banner', text: 'A large image or video with a title, text and a button. Choose the height, where the text sits and the button type.', label: 'See cars in stock' },
    blurb: { title: 'Blurb', text: 'A text card beside an image, a video or a YouTube film – 50/50 or offset, with a background colour.', label: 'Find your next car' },
    carousel: 'Carousel with a search bar',
    teaser: { title: 'Car teaser: cars of the week', label: 'Show all cars' },
  },
}
