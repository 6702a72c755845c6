import type { SiteContent } from '../types'

type L = 'fi-FI' | 'sv-SE'

const ACCENT = '#002f6c'

/** Autoryhmä, the Finnish site (paths from spec 2 §2.7 "Finnish site"). */
export const fi: SiteContent<L> = {
  key: 'fi',
  locales: ['fi-FI', 'sv-SE'],
  defaultLocale: 'fi-FI',
  readMore: { 'fi-FI': 'Lue lisää', 'sv-SE': 'Läs mer' },
  storiesIndex: 'news',

  pages: [
    {
      key: 'home',
      image: { hero: ACCENT },
      copy: {
        'fi-FI': {
          slug: '',
          title: 'Tervetuloa Autoryhmään',
          navTitle: 'Etusivu',
          metaTitle: 'Uudet ja vaihtoautot, huolto ja rengashotelli',
          description: 'Autoryhmä myy uusia ja käytettyjä autoja sekä huoltaa ja korjaa kaikkia automerkkejä 14 toimipisteessä eri puolilla Suomea.',
          blocks: [
            {
              title: 'Kaikki autoiluun saman katon alta',
              text: [
                'Etsitpä uutta perheautoa, luotettavaa vaihtoautoa tai aikaa huoltoon, meiltä saat asiantuntevaa palvelua suomeksi ja ruotsiksi. Toimipisteitä on Helsingistä Ouluun.',
                { ul: ['Yli 1 200 autoa varastossa', 'Merkkihuolto kaikille myymillemme merkeille', 'Rengashotelli, jossa renkaat pestään ja tarkastetaan', 'Joustava rahoitus ja vaihtoautohyvitys'] },
              ],
            },
            { card: 'cars', label: 'Selaa autoja' },
            { card: 'tirehotel', text: 'Säilytämme renkaasi puhtaina ja tarkastettuina – ja vaihdamme ne ajallaan.' },
            { card: 'news', label: 'Ajankohtaista' },
          ],
        },
        'sv-SE': {
          slug: '',
          title: 'Välkommen till Autoryhmä',
          navTitle: 'Startsida',
          metaTitle: 'Nya och begagnade bilar, service och däckhotell',
          description: 'Autoryhmä säljer nya och begagnade bilar och servar och reparerar alla bilmärken på 14 anläggningar runt om i Finland.',
          blocks: [
            {
              title: 'Allt för bilen under samma tak',
              text: [
                'Oavsett om du letar efter en ny familjebil, en pålitlig begagnad bil eller en tid för service får du sakkunnig hjälp hos oss – på finska och svenska. Vi finns från Helsingfors till Uleåborg.',
                { ul: ['Över 1 200 bilar i lager', 'Märkesservice för alla märken vi säljer', 'Däckhotell där däcken tvättas och kontrolleras', 'Flexibel finansiering och inbyte'] },
              ],
            },
            { card: 'cars', label: 'Se bilarna' },
            { card: 'tirehotel', text: 'Vi förvarar dina däck rena och kontrollerade – och byter dem i rätt tid.' },
            { card: 'news', label: 'Aktuellt' },
          ],
        },
      },
    },
    {
      key: 'cars',
      image: { car: 'suv', color: '#e5e5e5' },
      copy: {
        'fi-FI': {
          slug: 'autot',
          title: 'Autot',
          description: 'Uudet autot, vaihtoautot ja sähköautot Autoryhmästä. Suodata merkin, hinnan ja käyttövoiman mukaan.',
          blocks: [
            {
              title: 'Löydä sopiva auto',
              text: [
                'Kaikki vaihtoautomme on tarkastettu omassa korjaamossamme, ja niille myönnetään vähintään kuuden kuukauden takuu. Uudet autot voit tilata juuri haluamillasi varusteilla.',
                { ol: ['Valitse auto verkosta tai toimipisteestä', 'Varaa koeajo', 'Sovi rahoituksesta ja vaihtoautosta', 'Nouda auto tai tilaa kotiinkuljetus'] },
              ],
            },
            { carList: {} },
            { card: 'find', title: 'Tule koeajolle', text: 'Varaa koeajo lähimpään toimipisteeseen – useimmat autot ovat heti ajettavissa.', label: 'Löydä meidät' },
          ],
        },
        'sv-SE': {
          slug: 'bilar',
          title: 'Bilar',
          description: 'Nya bilar, begagnade bilar och elbilar från Autoryhmä. Filtrera på märke, pris och drivmedel.',
          blocks: [
            {
              title: 'Hitta en bil som passar',
              text: [
                'Alla våra begagnade bilar är kontrollerade i vår egen verkstad och säljs med minst sex månaders garanti. Nya bilar kan du beställa med precis den utrustning du vill ha.',
                { ol: ['Välj bil på nätet eller på anläggningen', 'Boka en provkörning', 'Kom överens om finansiering och inbyte', 'Hämta bilen eller beställ hemleverans'] },
              ],
            },
            { carList: {} },
            { card: 'find', title: 'Kom på provkörning', text: 'Boka en provkörning på närmaste anläggning – de flesta bilar kan köras direkt.', label: 'Hitta oss' },
          ],
        },
      },
    },
    {
      key: 'ownership',
      image: { story: true },
      copy: {
        'fi-FI': {
          slug: 'auton-omistaminen',
          title: 'Auton omistaminen',
          description: 'Huolto, korjaukset, rengashotelli ja rahoitus – Autoryhmä auttaa koko auton omistamisen ajan.',
          blocks: [
            {
              title: 'Huolettomasti koko omistuksen ajan',
              text: [
                'Hyvin huollettu auto on turvallinen ja säilyttää arvonsa. Me muistutamme huollosta, vaihdamme renkaat ja autamme myös silloin, kun jotain odottamatonta sattuu.',
                { ul: ['Määräaikaishuollot valmistajan ohjeiden mukaan', 'Korjaukset ja vauriokorjaukset', 'Rengashotelli ja rengasmyynti', 'Rahoitus ja huoltosopimukset'] },
              ],
            },
            { card: 'service' },
            { card: 'tirehotel' },
          ],
        },
        'sv-SE': {
          slug: 'bilagande',
          title: 'Bilägande',
          description: 'Service, reparationer, däckhotell och finansiering – Autoryhmä hjälper dig så länge du äger bilen.',
          blocks: [
            {
              title: 'Bekymmersfritt så länge du äger bilen',
              text: [
                'En välskött bil är säker och behåller sitt värde. Vi påminner om servicen, byter däcken och hjälper till även när något oväntat händer.',
                { ul: ['Periodisk service enligt tillverkarens anvisningar', 'Reparationer och skadereparationer', 'Däckhotell och däckförsäljning', 'Finansiering och serviceavtal'] },
              ],
            },
            { card: 'service' },
            { card: 'tirehotel' },
          ],
        },
      },
    },
    {
      key: 'service',
      parent: 'ownership',
      image: { hero: '#d62828' },
      copy: {
        'fi-FI': {
          slug: 'huolto',
          title: 'Huolto ja korjaus',
          navTitle: 'Huolto',
          description: 'Merkkihuolto, korjaukset, ilmastointihuolto ja katsastukset kiinteään hintaan. Varaa aika verkossa.',
          blocks: [
            {
              title: 'Merkkihuolto kiinteään hintaan',
              text: [
                'Huollamme auton valmistajan huolto-ohjelman mukaisesti alkuperäisosilla, joten tehdastakuu pysyy voimassa. Saat hinnan aina etukäteen, eikä lisätöitä tehdä ilman lupaasi.',
                { ul: ['Määräaikaishuolto ja öljynvaihto', 'Ilmastointihuolto', 'Jarru- ja alustakorjaukset', 'Katsastus samalla käynnillä'] },
              ],
            },
            { card: 'tirehotel', title: 'Renkaat samalla käynnillä' },
          ],
        },
        'sv-SE': {
          slug: 'service',
          title: 'Service och reparationer',
          navTitle: 'Service',
          description: 'Märkesservice, reparationer, AC-service och besiktning till fast pris. Boka tid på nätet.',
          blocks: [
            {
              title: 'Märkesservice till fast pris',
              text: [
                'Vi servar bilen enligt tillverkarens serviceprogram med originaldelar, så att fabriksgarantin gäller. Du får alltid priset i förväg, och inga extra arbeten görs utan ditt godkännande.',
                { ul: ['Periodisk service och oljebyte', 'AC-service', 'Broms- och chassireparationer', 'Besiktning vid samma besök'] },
              ],
            },
            { card: 'tirehotel', title: 'Däcken vid samma besök' },
          ],
        },
      },
    },
    {
      key: 'tirehotel',
      parent: 'service',
      image: { car: 'hatchback', color: '#003566', view: 'rear' },
      copy: {
        'fi-FI': {
          slug: 'rengashotelli',
          title: 'Rengashotelli',
          description: 'Autoryhmän rengashotellissa renkaasi pestään, tarkastetaan ja säilytetään oikein. Varaa renkaanvaihto helposti verkossa.',
          blocks: [
            {
              title: 'Näin rengashotelli toimii',
              text: [
                'Kun renkaat ovat meillä säilytyksessä, sinun ei tarvitse kantaa niitä kellariin tai varastoon. Mittaamme urasyvyyden jokaisella vaihtokerralla ja kerromme, milloin on uusien renkaiden aika.',
                { ol: ['Tuo auto vaihtoon sovittuna aikana', 'Pesemme ja tarkastamme irrotetut renkaat', 'Renkaat säilytetään tasaisessa lämpötilassa', 'Saat muistutuksen ennen seuraavaa kautta'] },
                'Rengashotellin asiakkaana voit varata vaihtoajan itse verkossa rekisterinumerollasi.',
              ],
            },
            { card: 'find', title: 'Rengashotellit toimipisteissämme', text: 'Rengashotelli löytyy jokaisesta toimipisteestämme.', label: 'Katso toimipisteet' },
          ],
        },
        'sv-SE': {
          slug: 'dackhotell',
          title: 'Däckhotell',
          description: 'I Autoryhmäs däckhotell tvättas, kontrolleras och förvaras dina däck på rätt sätt. Boka däckbyte enkelt på nätet.',
          blocks: [
            {
              title: 'Så fungerar däckhotellet',
              text: [
                'När däcken förvaras hos oss behöver du inte bära dem till källaren eller förrådet. Vi mäter mönsterdjupet vid varje byte och säger till när det är dags för nya däck.',
                { ol: ['Lämna bilen för byte på avtalad tid', 'Vi tvättar och kontrollerar de avmonterade däcken', 'Däcken förvaras i jämn temperatur', 'Du får en påminnelse inför nästa säsong'] },
                'Som kund i däckhotellet kan du själv boka tid för byte på nätet med ditt registreringsnummer.',
              ],
            },
            { card: 'find', title: 'Däckhotell på våra anläggningar', text: 'Det finns ett däckhotell på alla våra anläggningar.', label: 'Se anläggningarna' },
          ],
        },
      },
    },
    {
      key: 'about',
      image: { hero: ACCENT, seed: 918 },
      copy: {
        'fi-FI': {
          slug: 'meista',
          title: 'Meistä',
          description: 'Autoryhmä on suomalainen autokauppa- ja huoltoyhtiö, joka kuuluu pohjoismaiseen Bilgruppen-konserniin.',
          blocks: [
            { text: ['Autoryhmä on palvellut suomalaisia autoilijoita vuodesta 1994. Meillä työskentelee noin 650 ammattilaista 14 toimipisteessä, ja olemme osa pohjoismaista Bilgruppen-konsernia.'] },
            { card: 'about-group', label: 'Tutustu meihin' },
            { card: 'news', label: 'Lue uutiset' },
          ],
        },
        'sv-SE': {
          slug: 'om-oss',
          title: 'Om oss',
          description: 'Autoryhmä är ett finländskt bilhandels- och serviceföretag som ingår i den nordiska Bilgruppen-koncernen.',
          blocks: [
            { text: ['Autoryhmä har betjänat bilister i Finland sedan 1994. Vi är omkring 650 yrkespersoner på 14 anläggningar och ingår i den nordiska Bilgruppen-koncernen.'] },
            { card: 'about-group', label: 'Lär känna oss' },
            { card: 'news', label: 'Läs nyheterna' },
          ],
        },
      },
    },
    {
      key: 'about-group',
      parent: 'about',
      image: { dealer: 'Autoryhmä Helsinki' },
      copy: {
        'fi-FI': {
          slug: 'autoryhmasta',
          title: 'Autoryhmä lyhyesti',
          description: 'Autoryhmä lukuina: 14 toimipistettä, 650 ammattilaista ja yli 20 000 myytyä autoa vuodessa.',
          blocks: [
            {
              title: 'Suomalainen autotalo',
              text: [
                'Aloitimme yhtenä korjaamona Helsingin Herttoniemessä. Nykyään palvelemme asiakkaita kaikkialla Suomessa, mutta periaatteemme on pysynyt samana: rehellistä palvelua ja kestäviä ratkaisuja.',
                { ul: ['14 toimipistettä Helsingistä Ouluun', 'Noin 650 työntekijää', 'Yli 20 000 myytyä autoa vuodessa', 'Ympäristösertifioitu toiminta (ISO 14001)'] },
              ],
            },
            { card: 'find', label: 'Löydä lähin toimipiste' },
          ],
        },
        'sv-SE': {
          slug: 'om-autoryhma',
          title: 'Autoryhmä i korthet',
          description: 'Autoryhmä i siffror: 14 anläggningar, 650 yrkespersoner och över 20 000 sålda bilar per år.',
          blocks: [
            {
              title: 'Ett finländskt bilhus',
              text: [
                'Vi började som en verkstad i Hertonäs i Helsingfors. I dag betjänar vi kunder i hela Finland, men vår princip är densamma: ärlig service och hållbara lösningar.',
                { ul: ['14 anläggningar från Helsingfors till Uleåborg', 'Omkring 650 medarbetare', 'Över 20 000 sålda bilar per år', 'Miljöcertifierad verksamhet (ISO 14001)'] },
              ],
            },
            { card: 'find', label: 'Hitta närmaste anläggning' },
          ],
        },
      },
    },
    {
      key: 'find',
      image: { dealer: 'Autoryhmä' },
      copy: {
        'fi-FI': {
          slug: 'loyda-meidat',
          title: 'Löydä meidät',
          description: 'Autoryhmän toimipisteet Helsingissä, Espoossa, Vantaalla, Tampereella, Turussa ja Oulussa. Aukioloajat ja yhteystiedot.',
          blocks: [
            {
              title: 'Toimipisteemme',
              text: [
                'Jokaisessa toimipisteessä on autokauppa, huolto ja rengashotelli. Suurimmissa toimipisteissä on myös vauriokorjaamo.',
                { ul: ['Helsinki: Herttoniemi ja Konala', 'Espoo: Suomenoja', 'Vantaa: Petikko', 'Tampere, Turku ja Oulu'] },
                'Avoinna arkisin 8–18 ja lauantaisin 10–15.',
              ],
            },
            { card: 'service', title: 'Varaa huoltoaika', label: 'Huoltopalvelut' },
          ],
        },
        'sv-SE': {
          slug: 'hitta-oss',
          title: 'Hitta oss',
          description: 'Autoryhmäs anläggningar i Helsingfors, Esbo, Vanda, Tammerfors, Åbo och Uleåborg. Öppettider och kontaktuppgifter.',
          blocks: [
            {
              title: 'Våra anläggningar',
              text: [
                'Varje anläggning har bilförsäljning, service och däckhotell. De största anläggningarna har dessutom skadeverkstad.',
                { ul: ['Helsingfors: Hertonäs och Kånala', 'Esbo: Finno', 'Vanda: Petikko', 'Tammerfors, Åbo och Uleåborg'] },
                'Öppet vardagar 8–18 och lördagar 10–15.',
              ],
            },
            { card: 'service', title: 'Boka servicetid', label: 'Servicetjänster' },
          ],
        },
      },
    },
    {
      key: 'news',
      image: { story: true },
      copy: {
        'fi-FI': {
          slug: 'ajankohtaista',
          title: 'Ajankohtaista',
          description: 'Uutisia, vinkkejä ja tapahtumia Autoryhmästä – renkaista, huollosta ja sähköautoilusta.',
          blocks: [
            { text: ['Täältä löydät Autoryhmän uutiset, kausivinkit ja tiedot tapahtumista toimipisteissämme.'] },
            { card: 'tirehotel', title: 'Rengaskausi lähestyy?', label: 'Tutustu rengashotelliin' },
          ],
        },
        'sv-SE': {
          slug: 'aktuellt',
          title: 'Aktuellt',
          description: 'Nyheter, tips och evenemang från Autoryhmä – om däck, service och elbilar.',
          blocks: [
            { text: ['Här hittar du Autoryhmäs nyheter, säsongstips och information om evenemang på våra anläggningar.'] },
            { card: 'tirehotel', title: 'Dags för däckbyte?', label: 'Läs om däckhotellet' },
          ],
        },
      },
    },
  ],

  tags: [
    { key: 'renkaat', value: { 'fi-FI': 'Renkaat', 'sv-SE': 'Däck' } },
    { key: 'huolto', value: { 'fi-FI': 'Huolto', 'sv-SE': 'Service' } },
    { key: 'sahkoauto', value: { 'fi-FI': 'Sähköautot', 'sv-SE': 'Elbilar' } },
    { key: 'vinkit', value: { 'fi-FI': 'Vinkit', 'sv-SE': 'Tips' } },
    { key: 'autoryhma', value: { 'fi-FI': 'Autoryhmä', 'sv-SE': 'Autoryhmä' } },
    { key: 'vaihtoautot', value: { 'fi-FI': 'Vaihtoautot', 'sv-SE': 'Begagnade bilar' } },
  ],

  stories: [
    {
      slug: 'uusi-toimipiste-tampereelle',
      date: '2025-04-03',
      author: 'Mikko Virtanen',
      tags: ['autoryhma'],
      copy: {
        'fi-FI': {
          title: 'Uusi toimipiste Tampereelle',
          premble: 'Autoryhmä avaa Tampereen Lakalaivaan toimipisteen, jossa on autokauppa, huolto, rengashotelli ja 20 latauspistettä.',
          body: [
            'Uusi toimipiste palvelee koko Pirkanmaata. Huoltohallissa on 16 työpistettä, ja rengashotelliin mahtuu yli 8 000 rengassarjaa.',
            'Avajaisia vietetään lauantaina 12. huhtikuuta koeajojen ja kahvitarjoilun merkeissä. [Katso kaikki toimipisteet](page:find).',
          ],
        },
        'sv-SE': {
          title: 'Ny anläggning i Tammerfors',
          premble: 'Autoryhmä öppnar en anläggning i Lakalaiva i Tammerfors med bilförsäljning, service, däckhotell och 20 laddplatser.',
          body: [
            'Den nya anläggningen betjänar hela Birkaland. Verkstaden har 16 arbetsplatser och däckhotellet rymmer över 8 000 däcksatser.',
            'Invigningen firas lördagen den 12 april med provkörningar och kaffe. [Se alla anläggningar](page:find).',
          ],
        },
      },
    },
    {
      slug: 'sahkoauton-lataus-kotona',
      date: '2025-06-12',
      author: 'Laura Nieminen',
      tags: ['sahkoauto', 'vinkit'],
      copy: {
        'fi-FI': {
          title: 'Sähköauton lataus kotona – näin onnistut',
          premble: 'Kotilataus on sähköautoilun edullisin ja kätevin tapa. Kokosimme tärkeimmät asiat, jotka kannattaa tietää ennen latausaseman hankintaa.',
          body: [
            'Tavallinen pistorasia sopii vain satunnaiseen lataukseen. Kiinteästi asennettu latausasema on turvallisempi ja jopa viisi kertaa nopeampi.',
            { ul: ['Tarkista sähköliittymän pääsulakkeiden koko', 'Valitse kuormanhallinnalla varustettu latausasema', 'Asennuksen tekee aina sähköurakoitsija', 'Taloyhtiöt voivat hakea latausinfratukea'] },
            'Lue lisää [huoltopalveluistamme](page:service).',
          ],
        },
        'sv-SE': {
          title: 'Ladda elbilen hemma – så lyckas du',
          premble: 'Hemmaladdning är det billigaste och smidigaste sättet att köra elbil. Vi har samlat det viktigaste att veta innan du skaffar en laddbox.',
          body: [
            'Ett vanligt eluttag passar bara för tillfällig laddning. En fast installerad laddbox är säkrare och upp till fem gånger snabbare.',
            { ul: ['Kontrollera storleken på huvudsäkringarna', 'Välj en laddbox med lastbalansering', 'Installationen görs alltid av en elinstallatör', 'Husbolag kan söka stöd för laddinfrastruktur'] },
            'Läs mer om [våra servicetjänster](page:service).',
          ],
        },
      },
    },
    {
      slug: 'katsastus-lahestyy',
      date: '2025-08-18',
      author: 'Mikko Virtanen',
      tags: ['huolto', 'vinkit'],
      copy: {
        'fi-FI': {
          title: 'Katsastus lähestyy? Tarkista nämä',
          premble: 'Moni hylkäys johtuu pienistä asioista, jotka on helppo tarkistaa itse. Näillä vinkeillä auto menee katsastuksesta läpi kerralla.',
          body: [
            { ol: ['Tarkista, että kaikki valot toimivat', 'Katso, ettei tuulilasissa ole kuljettajan näkökentässä säröjä', 'Mittaa renkaiden urasyvyys', 'Varmista, että varoituskolmio ja heijastinliivi löytyvät autosta'] },
            'Voit myös tuoda auton meille katsastukseen huollon yhteydessä – hoidamme molemmat samalla käynnillä.',
          ],
        },
        'sv-SE': {
          title: 'Dags för besiktning? Kontrollera det här',
          premble: 'Många underkännanden beror på småsaker som är lätta att kontrollera själv. Med de här tipsen går bilen igenom besiktningen direkt.',
          body: [
            { ol: ['Kontrollera att alla lampor fungerar', 'Se till att vindrutan inte har sprickor i förarens synfält', 'Mät däckens mönsterdjup', 'Kontrollera att varningstriangel och reflexväst finns i bilen'] },
            'Du kan också lämna bilen för besiktning hos oss i samband med service – vi sköter båda vid samma besök.',
          ],
        },
      },
    },
    {
      slug: 'rengashotelli-helpottaa',
      date: '2025-09-15',
      author: 'Laura Nieminen',
      tags: ['renkaat', 'huolto'],
      copy: {
        'fi-FI': {
          title: 'Rengashotelli helpottaa kausivaihtoa',
          premble: 'Yhä useampi autoilija jättää renkaat ammattilaisten säilytykseen. Kysyimme rengashotellin asiakkailta, miksi.',
          body: [
            'Vastauksissa toistuivat samat asiat: renkaita ei tarvitse kantaa, ne pysyvät hyvässä kunnossa ja kulumisesta saa tiedon ajoissa.',
            { quote: 'Ennen renkaat lojuivat autotallin nurkassa. Nyt saan muistutuksen, varaan ajan puhelimella ja haen auton puhtailla renkailla.' },
            'Lue lisää [rengashotellista](page:tirehotel).',
          ],
        },
        'sv-SE': {
          title: 'Däckhotellet gör säsongsbytet enkelt',
          premble: 'Allt fler bilister låter proffsen förvara däcken. Vi frågade kunderna i däckhotellet varför.',
          body: [
            'Svaren handlade om samma saker: man slipper bära däcken, de hålls i gott skick och man får veta i tid när de börjar bli slitna.',
            { quote: 'Förut låg däcken i ett hörn av garaget. Nu får jag en påminnelse, bokar tid med telefonen och hämtar bilen med rena däck.' },
            'Läs mer om [däckhotellet](page:tirehotel).',
          ],
        },
      },
    },
    {
      slug: 'talvirenkaat-alle-marraskuussa',
      date: '2025-10-27',
      author: 'Juha Korhonen',
      tags: ['renkaat', 'vinkit'],
      copy: {
        'fi-FI': {
          title: 'Talvirenkaat alle viimeistään marraskuussa',
          premble: 'Talvirenkaat ovat pakolliset joulukuun alusta maaliskuun loppuun, mutta liukkaat kelit yllättävät usein jo lokakuussa.',
          body: [
            'Lain vaatima vähimmäisurasyvyys talvirenkaissa on 3 mm. Suosittelemme kuitenkin renkaiden vaihtoa viimeistään, kun urasyvyys on 5 mm, sillä pito heikkenee selvästi sen jälkeen.',
            { ul: ['Nastarenkaat: paras pito jäisellä tiellä', 'Kitkarenkaat: hiljaiset ja sopivat kaupunkiajoon', 'Sähköautoon kannattaa valita sähköautolle tarkoitettu rengas'] },
          ],
        },
        'sv-SE': {
          title: 'Vinterdäcken på senast i november',
          premble: 'Vinterdäck är obligatoriska från början av december till slutet av mars, men halt väglag överraskar ofta redan i oktober.',
          body: [
            'Lagens minimikrav på mönsterdjup för vinterdäck är 3 mm. Vi rekommenderar ändå att byta däck senast vid 5 mm, eftersom greppet försämras tydligt därefter.',
            { ul: ['Dubbdäck: bäst grepp på isiga vägar', 'Friktionsdäck: tysta och passar för stadskörning', 'Till elbilen lönar det sig att välja däck avsedda för elbilar'] },
          ],
        },
      },
    },
    {
      slug: 'vuoden-autoliike',
      date: '2026-02-16',
      author: 'Juha Korhonen',
      tags: ['autoryhma', 'vaihtoautot'],
      copy: {
        'fi-FI': {
          title: 'Autoryhmä palkittiin asiakastyytyväisyydestä',
          premble: 'Asiakkaamme antoivat vaihtoautokaupallemme keskiarvon 4,7/5. Kiitos jokaiselle palautetta antaneelle!',
          body: [
            'Vuoden 2025 asiakaskyselyyn vastasi yli 6 000 asiakasta. Eniten kiitosta saivat myyjien asiantuntemus ja vaihtoautojen kunto.',
            'Palaute on meille tärkeää: jokainen kommentti luetaan, ja kehityskohteisiin tartutaan toimipisteissä heti.',
          ],
        },
        'sv-SE': {
          title: 'Autoryhmä prisat för nöjda kunder',
          premble: 'Våra kunder gav vår handel med begagnade bilar snittbetyget 4,7 av 5. Tack till alla som svarade!',
          body: [
            'Över 6 000 kunder svarade på kundenkäten för 2025. Mest beröm fick säljarnas kunnande och skicket på de begagnade bilarna.',
            'Återkopplingen är viktig för oss: varje kommentar läses, och förbättringsområdena tas om hand direkt på anläggningarna.',
          ],
        },
      },
    },
  ],

  navigation: {
    items: {
      'fi-FI': [
        {
          name: 'Autot',
          page: 'cars',
          navigable: true,
          children: [
            { name: 'Vaihtoautot', path: '/autot/vaihtoautot' },
            { name: 'Uudet autot', path: '/autot/uudet-autot' },
            { name: 'Sähköautot', path: '/autot/sahkoautot' },
          ],
        },
        {
          name: 'Auton omistaminen',
          page: 'ownership',
          children: [
            {
              name: 'Huolto ja korjaus',
              page: 'service',
              children: [
                { name: 'Rengashotelli', page: 'tirehotel' },
                { name: 'Katsastus', path: '/auton-omistaminen/huolto/katsastus' },
              ],
            },
            { name: 'Rahoitus', path: '/auton-omistaminen/rahoitus' },
          ],
        },
        { name: 'Myy autosi', path: '/myy-autosi' },
        { name: 'Löydä meidät', page: 'find' },
        {
          name: 'Meistä',
          page: 'about',
          children: [
            { name: 'Autoryhmä lyhyesti', page: 'about-group' },
            { name: 'Ajankohtaista', page: 'news' },
            { name: 'Työpaikat', externalLink: 'https://ura.autoryhma.example' },
          ],
        },
        { name: 'Kevätkampanja', path: '/kevatkampanja', hide: true },
      ],
      'sv-SE': [
        {
          name: 'Bilar',
          page: 'cars',
          navigable: true,
          children: [
            { name: 'Begagnade bilar', path: '/bilar/begagnade-bilar' },
            { name: 'Nya bilar', path: '/bilar/nya-bilar' },
            { name: 'Elbilar', path: '/bilar/elbilar' },
          ],
        },
        {
          name: 'Bilägande',
          page: 'ownership',
          children: [
            {
              name: 'Service och reparationer',
              page: 'service',
              children: [
                { name: 'Däckhotell', page: 'tirehotel' },
                { name: 'Besiktning', path: '/bilagande/service/besiktning' },
              ],
            },
            { name: 'Finansiering', path: '/bilagande/finansiering' },
          ],
        },
        { name: 'Sälj din bil', path: '/salj-din-bil' },
        { name: 'Hitta oss', page: 'find' },
        {
          name: 'Om oss',
          page: 'about',
          children: [
            { name: 'Autoryhmä i korthet', page: 'about-group' },
            { name: 'Aktuellt', page: 'news' },
            { name: 'Lediga jobb', externalLink: 'https://ura.autoryhma.example' },
          ],
        },
        { name: 'Vårkampanj', path: '/varkampanj', hide: true },
      ],
    },
    extraItems: {
      'fi-FI': [
        { title: '010 123 4500', href: 'tel:+358101234500', icon: 'phone' },
        { title: 'Toimipisteet', href: '/loyda-meidat', icon: 'map-pin' },
        { title: 'Varaa huolto', href: '/auton-omistaminen/huolto', icon: 'calendar' },
      ],
      'sv-SE': [
        { title: '010 123 4500', href: 'tel:+358101234500', icon: 'phone' },
        { title: 'Anläggningar', href: '/hitta-oss', icon: 'map-pin' },
        { title: 'Boka service', href: '/bilagande/service', icon: 'calendar' },
      ],
    },
  },

  footer: {
    brands: ['Toyota', 'Volvo', 'Kia', 'Skoda', 'Volkswagen', 'Audi'],
    social: [
      { name: 'facebook', url: 'https://www.facebook.com/autoryhma' },
      { name: 'instagram', url: 'https://www.instagram.com/autoryhma' },
      { name: 'linkedin', url: 'https://www.linkedin.com/company/autoryhma' },
      { name: 'youtube', url: 'https://www.youtube.com/@autoryhma' },
    ],
    copy: {
      'fi-FI': {
        brandsHeading: 'Automerkkimme',
        columns: [
          {
            title: 'Asiakaspalvelu',
            description: 'Palvelemme arkisin klo 8–17.',
            items: [
              { label: 'asiakaspalvelu@autoryhma.example', href: 'mailto:asiakaspalvelu@autoryhma.example' },
              { label: '010 123 4500', href: 'tel:+358101234500' },
              { label: 'Löydä meidät', href: 'page:find' },
            ],
          },
          {
            title: 'Autoryhmä',
            items: [
              { label: 'Meistä', href: 'page:about' },
              { label: 'Ajankohtaista', href: 'page:news' },
              { label: 'Tietosuojaseloste', href: '/meista/tietosuoja' },
              { label: 'Evästeet', href: '/meista/evasteet' },
            ],
          },
          {
            title: 'Markkinamme',
            items: [
              { label: 'Ruotsi', href: 'site:se', flag: 'se' },
              { label: 'Norja', href: 'site:no', flag: 'no' },
              { label: 'Slovakia', href: 'site:sk', flag: 'sk' },
              { label: 'Iso-Britannia', href: 'site:uk', flag: 'gb' },
            ],
          },
        ],
        highlightedLink: { label: 'Varaa renkaanvaihto', href: 'page:tirehotel' },
        info1: { heading: 'Autoryhmä Oy', text: 'Y-tunnus 1234567-8\nMekaanikontie 4, 00810 Helsinki' },
        info2: { heading: 'Aukioloajat', text: 'Ma–pe 8–18\nLa 10–15' },
      },
      'sv-SE': {
        brandsHeading: 'Våra bilmärken',
        columns: [
          {
            title: 'Kundtjänst',
            description: 'Vi betjänar vardagar kl. 8–17.',
            items: [
              { label: 'asiakaspalvelu@autoryhma.example', href: 'mailto:asiakaspalvelu@autoryhma.example' },
              { label: '010 123 4500', href: 'tel:+358101234500' },
              { label: 'Hitta oss', href: 'page:find' },
            ],
          },
          {
            title: 'Autoryhmä',
            items: [
              { label: 'Om oss', href: 'page:about' },
              { label: 'Aktuellt', href: 'page:news' },
              { label: 'Dataskyddsbeskrivning', href: '/om-oss/dataskydd' },
            ],
          },
          {
            title: 'Våra marknader',
            items: [
              { label: 'Sverige', href: 'site:se', flag: 'se' },
              { label: 'Norge', href: 'site:no', flag: 'no' },
              { label: 'Slovakien', href: 'site:sk', flag: 'sk' },
              { label: 'Storbritannien', href: 'site:uk', flag: 'gb' },
            ],
          },
        ],
        highlightedLink: { label: 'Boka däckbyte', href: 'page:tirehotel' },
        info1: { heading: 'Autoryhmä Oy', text: 'FO-nummer 1234567-8\nMekanikervägen 4, 00810 Helsingfors' },
        info2: { heading: 'Öppettider', text: 'Mån–fre 8–18\nLör 10–15' },
      },
    },
  },

  dictionary: [
    { key: 'backToHome', value: { 'fi-FI': 'Takaisin etusivulle', 'sv-SE': 'Tillbaka till startsidan' } },
    { key: 'notFoundTitle', value: { 'fi-FI': 'Hups, sivua ei löytynyt', 'sv-SE': 'Hoppsan, sidan hittades inte' } },
    { key: 'languages', value: { 'fi-FI': 'Kieli', 'sv-SE': 'Språk' } },
  ],
}
