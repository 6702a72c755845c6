import { FUEL_LABELS } from '@/demo/cars/labels'
import type { FuelKey } from '@/features/cars/vocabulary'
import type { RoutePage } from './types'

// Car list presets: the list each page is, in the index's own values.
const fuel = (key: FuelKey) => ({ field: 'car_fuel', value: FUEL_LABELS[key].sv }) as const
const USED = { field: 'car_is_used', value: 'true' } as const
const NEW = { field: 'car_is_used', value: 'false' } as const
const VANS = { field: 'car_vehicle_type_code', value: 'LCV' } as const

/** Route pages of the se site (spec 2 §2.7), besides the pages in ../data/se.ts. */
export const seRoutes: RoutePage[] = [
  // /kop-bil: stock lists, campaigns and car types
  {
    path: '/kop-bil/begagnade-bilar-i-lager',
    title: 'Begagnade bilar i lager',
    intro:
      'Över tusen begagnade bilar av alla märken, testade i vår egen verkstad. Varje bil levereras med garanti och nybesiktigad.',
    carList: { presets: [USED] },
  },
  {
    path: '/kop-bil/nya-bilar-i-lager',
    title: 'Nya bilar i lager',
    intro:
      'Nya bilar som står klara i våra anläggningar och kan levereras inom några veckor – inga långa leveranstider.',
    carList: { presets: [NEW] },
  },
  {
    path: '/kop-bil/privatleasing-bilar',
    title: 'Privatleasing',
    intro:
      'Kör ny bil för en fast månadskostnad. Service, vägassistans och garanti ingår – du betalar bara för drivmedel och försäkring.',
    carList: { presets: [{ field: 'car_has_privateleasing', value: 'true' }] },
  },
  {
    path: '/kop-bil/kampanjer',
    title: 'Kampanjer',
    intro: 'Aktuella erbjudanden på nya och begagnade bilar, privatleasing och tjänster från alla våra märken.',
  },
  {
    path: '/kop-bil/kampanjer/bilkampanjer',
    title: 'Bilkampanjer',
    intro:
      'Kampanjpriser och förmånliga finansieringsvillkor på utvalda bilmodeller. Erbjudandena gäller så långt lagret räcker.',
    carList: { presets: [{ field: 'car_has_campaign_price', value: 'true' }] },
  },
  {
    path: '/kop-bil/biltyp/hybridbilar',
    title: 'Hybridbilar',
    intro:
      'Hybridbilar laddar sig själva medan du kör och sänker förbrukningen i stadstrafik – utan att du behöver tänka på laddning.',
    carList: { presets: [fuel('hybrid')] },
  },
  {
    path: '/kop-bil/biltyp/laddhybrider',
    title: 'Laddhybrider',
    intro:
      'Kör på el till jobbet och på bensin på semestern. Laddhybriderna i vårt lager klarar de flesta vardagsresor helt på el.',
    carList: { presets: [fuel('phev')] },
  },
  {
    path: '/kop-bil/biltyp/demobilar',
    title: 'Demobilar',
    intro:
      'Nästan nya bilar som använts som visnings- och provkörningsbilar. Låga mil, full nybilsgaranti och ett lägre pris.',
  },
  // /kop-bil/bilmarken: one page per brand, with brand sub-pages
  {
    path: '/kop-bil/bilmarken',
    title: 'Våra bilmärken',
    intro: 'Bilgruppen säljer och servar Volvo, Volkswagen, Audi, Skoda, Kia, Toyota, Polestar, Renault och Dacia.',
  },
  {
    path: '/kop-bil/bilmarken/volvo',
    title: 'Volvo',
    intro: 'Nya och begagnade Volvo, Volvo Selekt och auktoriserad Volvoverkstad – allt på samma ställe.',
  },
  {
    path: '/kop-bil/bilmarken/volvo/service',
    title: 'Volvo service',
    intro:
      'Auktoriserad Volvoservice med originaldelar och tekniker utbildade av Volvo. Boka online och få en fast tid direkt.',
  },
  {
    path: '/kop-bil/bilmarken/volvo/privatleasing',
    title: 'Privatleasa Volvo',
    intro: 'Privatleasa en ny Volvo med service och vägassistans inkluderat i månadskostnaden.',
  },
  {
    path: '/kop-bil/bilmarken/volvo/serviceavtal',
    title: 'Volvo serviceavtal',
    intro:
      'Med ett serviceavtal betalar du servicen månadsvis och vet alltid vad bilen kostar. Avtalet följer med bilen om du säljer den.',
  },
  {
    path: '/kop-bil/bilmarken/volvo/tjanstebilar',
    title: 'Volvo som tjänstebil',
    intro: 'Laddbara Volvomodeller med lågt förmånsvärde. Vi räknar gärna på förmånsvärdet för just din tjänstebil.',
  },
  {
    path: '/kop-bil/bilmarken/volvo/business-lease',
    title: 'Volvo Business Lease',
    intro: 'Operationell leasing för företag med service, däck och försäkring i en månadsavgift.',
  },
  {
    path: '/kop-bil/bilmarken/volkswagen',
    title: 'Volkswagen',
    intro: 'Hela Volkswagens modellprogram – från ID.3 till Transporter – samt auktoriserad Volkswagenverkstad.',
  },
  {
    path: '/kop-bil/bilmarken/kia',
    title: 'Kia',
    intro: 'Nya Kia med sju års nybilsgaranti, och begagnade Kia som gåtts igenom i vår verkstad.',
  },
  {
    path: '/kop-bil/bilmarken/toyota',
    title: 'Toyota',
    intro: 'Toyotas hybrider, elbilar och transportbilar hos våra Toyotaåterförsäljare i Malmö, Örebro och Jönköping.',
  },
  // /kop-bil/foretag
  {
    path: '/kop-bil/foretag',
    title: 'Företag',
    intro:
      'Personbilar, transportbilar och finansiering för företag av alla storlekar, med en egen företagssäljare som kontakt.',
  },
  {
    path: '/kop-bil/foretag/foretagsbil',
    title: 'Företagsbil',
    intro:
      'Köp eller leasa bil till företaget. Vi hjälper dig att välja rätt bil och rätt finansiering för verksamheten.',
  },
  {
    path: '/kop-bil/foretag/tjanstebilar',
    title: 'Tjänstebilar',
    intro:
      'Tjänstebilar med lågt förmånsvärde, laddbox hemma och service ingår. Jämför modeller och räkna på kostnaden.',
  },
  {
    path: '/kop-bil/foretag/transportbilar',
    title: 'Transportbilar',
    intro: 'Skåpbilar, pickuper och kombi för yrkesbruk – nya och begagnade, med inredning och dragkrok efter behov.',
    carList: { presets: [VANS] },
  },
  {
    path: '/kop-bil/foretag/lastbilar',
    title: 'Lätta lastbilar',
    intro: 'Lätta lastbilar upp till 3,5 ton med flak, kyl eller bakgavellyft, levererade färdiga att jobba med.',
  },
  {
    path: '/kop-bil/foretag/foretagsfinansiering',
    title: 'Företagsfinansiering',
    intro:
      'Finansiell leasing, operationell leasing eller avbetalning – vi hittar upplägget som passar företagets ekonomi.',
  },
  {
    path: '/kop-bil/foretag/foretagsgruppen',
    title: 'Företagsgruppen',
    intro:
      'Vår företagsgrupp hjälper företag med stora fordonsflottor med inköp, policy och uppföljning av hela vagnparken.',
  },
  {
    path: '/kop-bil/foretag/certifierad-fordonsflotta',
    title: 'Certifierad fordonsflotta',
    intro:
      'Vi hjälper ert företag att ställa om fordonsflottan och uppfylla kraven för miljöcertifiering av transporter.',
  },
  // /kop-bil/bilagande and /kop-bil/finansiering
  {
    path: '/kop-bil/bilagande',
    title: 'Bilägande',
    intro: 'Allt runt omkring bilen – försäkring, leasing och finansiering – samlat på ett ställe.',
  },
  {
    path: '/kop-bil/bilagande/forsakring',
    title: 'Bilförsäkring',
    intro: 'Märkesförsäkring med fri hyrbil vid skada och reparation i vår egen skadeverkstad.',
  },
  {
    path: '/kop-bil/bilagande/privatleasa-din-bil',
    title: 'Privatleasa din bil',
    intro: 'Så fungerar privatleasing: välj bil, avtalstid och körsträcka, och byt till en ny bil när avtalet är slut.',
  },
  {
    path: '/kop-bil/bilagande/finansiera-din-bil',
    title: 'Finansiera din bil',
    intro: 'Billån med låg ränta och valfri kontantinsats. Ansök i samband med köpet och få svar direkt.',
  },
  {
    path: '/kop-bil/finansiering',
    title: 'Finansiering',
    intro:
      'Billån, leasing och försäkring genom våra finansieringspartner – ansök digitalt eller på plats i bilhallen.',
  },
  {
    path: '/kop-bil/finansiering/forsakring',
    title: 'Försäkring',
    intro: 'Trafik-, halv- eller helförsäkring för din nya bil, tecknad samtidigt som du köper bilen.',
  },
  {
    path: '/kop-bil/finansiering/billan',
    title: 'Billån',
    intro: 'Låna till bilen med fast eller rörlig ränta och en kontantinsats från 20 procent.',
  },
  {
    path: '/kop-bil/finansiering/resurs-bank',
    title: 'Delbetalning via Resurs Bank',
    intro: 'Dela upp betalningen för service, däck och tillbehör med ett konto hos vår partner Resurs Bank.',
  },
  // /service-och-verkstad
  {
    path: '/service-och-verkstad/vara-verkstadstjanster',
    title: 'Våra verkstadstjänster',
    intro: 'Service, reparationer, AC, glas och skadebesiktning för alla bilmärken i våra egna verkstäder.',
  },
  {
    path: '/service-och-verkstad/vara-verkstadstjanster/ac-service',
    title: 'AC-service',
    intro: 'Vi kontrollerar, rengör och fyller på bilens klimatanläggning så att den kyler och avfuktar som den ska.',
  },
  {
    path: '/service-och-verkstad/vara-verkstadstjanster/byta-vindruta',
    title: 'Byta vindruta',
    intro: 'Stenskott eller spricka? Vi lagar eller byter vindrutan och kalibrerar kameran för förarstödsystemen.',
  },
  {
    path: '/service-och-verkstad/vara-verkstadstjanster/skadebesiktning',
    title: 'Skadebesiktning',
    intro:
      'Boka en skadebesiktning efter en olycka. Vi dokumenterar skadan och sköter kontakten med ditt försäkringsbolag.',
  },
  {
    path: '/service-och-verkstad/biltvatt',
    title: 'Biltvätt',
    intro: 'Handtvätt, invändig rengöring och lackskydd medan bilen står på service.',
  },
  {
    path: '/service-och-verkstad/vagassistans',
    title: 'Vägassistans',
    intro:
      'Stannat längs vägen? Ring vår vägassistans dygnet runt så får du hjälp på plats eller bärgning till närmaste verkstad.',
  },
  // /dack-och-biltillbehor
  {
    path: '/dack-och-biltillbehor',
    title: 'Däck och biltillbehör',
    intro: 'Sommardäck, vinterdäck, kompletta hjul, laddboxar och tillbehör – med montering i våra verkstäder.',
  },
  {
    path: '/dack-och-biltillbehor/biltillbehor',
    title: 'Biltillbehör',
    intro: 'Takboxar, dragkrokar, cykelhållare och originaltillbehör till din bil, monterade av våra tekniker.',
  },
  {
    path: '/dack-och-biltillbehor/biltillbehor/takboxar',
    title: 'Takboxar',
    intro:
      'Takboxar från 320 till 520 liter med lås på båda sidor. Vi hjälper dig att välja takräcke som passar bilen.',
  },
  {
    path: '/dack-och-biltillbehor/laddbox',
    title: 'Laddbox',
    intro:
      'Ladda elbilen hemma med en laddbox installerad av certifierad elektriker. Du får skattereduktion för grön teknik direkt på fakturan.',
  },
  {
    path: '/dack-och-biltillbehor/laddbox/laddbox-home-11-kw',
    title: 'Laddbox Home 11 kW',
    intro: 'Kompakt laddbox med typ 2-kabel och lastbalansering för villa och radhus. Installation ingår i priset.',
  },
  {
    path: '/dack-och-biltillbehor/dackhotell',
    title: 'Däckhotell',
    intro: 'Vi tvättar, kontrollerar och förvarar dina däck mellan säsongerna och skiftar dem när det är dags.',
  },
  {
    path: '/dack-och-biltillbehor/hjulskifte-och-hjulinstallningar',
    title: 'Hjulskifte och hjulinställning',
    intro: 'Boka hjulskifte och låt oss kontrollera hjulinställningen samtidigt – det sparar både däck och bränsle.',
  },
  {
    path: '/dack-och-biltillbehor/webbshop',
    title: 'Däck i webbshopen',
    intro: 'Sök däck efter registreringsnummer, jämför märken och boka montering när du beställer.',
  },
  {
    path: '/dack-och-biltillbehor/dackkop-tack',
    title: 'Tack för ditt däckköp',
    intro: 'Din beställning är mottagen. Du får en bekräftelse på e-post med tid för montering.',
  },
  {
    path: '/dack-och-biltillbehor/dackkop-fel',
    title: 'Något gick fel med beställningen',
    intro:
      'Vi kunde inte slutföra ditt däckköp och ingen betalning har dragits. Försök igen eller ring din närmaste anläggning.',
  },
  // /livet-med-bil
  {
    path: '/livet-med-bil',
    title: 'Livet med bil',
    intro: 'Råd och tips för dig som kör bil – om däck, säkerhet och hur du tar hand om bilen året runt.',
  },
  {
    path: '/livet-med-bil/valj-ratt-dack',
    title: 'Välj rätt däck',
    intro: 'Dimension, däcktyp och märkning – så väljer du däck som passar bilen och hur du kör.',
  },
  {
    path: '/livet-med-bil/vinterdack',
    title: 'Vinterdäck',
    intro: 'Dubbat eller odubbat? Här är reglerna för vinterdäck i Sverige och vad du ska tänka på när du väljer.',
  },
  {
    path: '/livet-med-bil/sommardack',
    title: 'Sommardäck',
    intro: 'Bra sommardäck ger kortare bromssträcka på vått underlag. Byt när mönsterdjupet är under 3 millimeter.',
  },
  {
    path: '/livet-med-bil/bromsstracka',
    title: 'Bromssträcka',
    intro: 'Hur långt behöver bilen för att stanna? Så påverkar hastighet, däck och väglag bromssträckan.',
  },
  {
    path: '/livet-med-bil/hastighets-och-belastningsindex',
    title: 'Hastighets- och belastningsindex',
    intro: 'Siffrorna och bokstaven på däcksidan visar hur tungt och hur fort däcket får köras. Så läser du dem.',
  },
  {
    path: '/livet-med-bil/forms-collection',
    title: 'Formulär',
    intro: 'Anmälningar och förfrågningar till Bilgruppen.',
  },
  {
    path: '/livet-med-bil/forms-collection/prenumerera-pa-nyhetsbrev',
    title: 'Prenumerera på nyhetsbrevet',
    intro: 'Få nyheter, kampanjer och säsongstips från Bilgruppen direkt i inkorgen, ungefär en gång i månaden.',
  },
  // /om-bilgruppen
  {
    path: '/om-bilgruppen/iso-certifiering',
    title: 'ISO-certifiering',
    intro: 'Alla våra anläggningar är certifierade enligt ISO 9001 och ISO 14001 för kvalitet och miljö.',
  },
  {
    path: '/om-bilgruppen/koncernen',
    title: 'Koncernen',
    intro:
      'Bilgruppen är en del av en nordisk bilhandelskoncern med verksamhet i Sverige, Norge, Finland, Slovakien och Storbritannien.',
  },
  {
    path: '/om-bilgruppen/information-leverantorer',
    title: 'Information till leverantörer',
    intro: 'Fakturaadresser, uppförandekod och villkor för dig som levererar varor eller tjänster till Bilgruppen.',
  },
  {
    path: '/om-bilgruppen/kvalitets-miljopolicy',
    title: 'Kvalitets- och miljöpolicy',
    intro:
      'Vi arbetar systematiskt för nöjda kunder och minskad miljöpåverkan i alla led – från verkstad till transporter.',
  },
  {
    path: '/om-bilgruppen/faktura-och-forsakringsinformation',
    title: 'Faktura- och försäkringsinformation',
    intro: 'Så betalar du din faktura, och så hanterar vi försäkringsärenden och skador som regleras via verkstaden.',
  },
  {
    path: '/om-bilgruppen/samarbetspartners',
    title: 'Samarbetspartners',
    intro: 'Vi samarbetar med banker, försäkringsbolag och föreningar för att ge våra kunder bättre villkor.',
  },
  {
    path: '/om-bilgruppen/personuppgifter-och-integritet',
    title: 'Personuppgifter och integritet',
    intro: 'Hur vi behandlar dina personuppgifter när du köper bil, servar bilen eller besöker vår webbplats.',
  },
  {
    path: '/om-bilgruppen/personuppgifter-och-integritet/cookies',
    title: 'Cookies',
    intro: 'Vilka cookies vi använder på webbplatsen, varför, och hur du ändrar dina val.',
  },
  {
    path: '/om-bilgruppen/personuppgifter-och-integritet/kameraovervakning',
    title: 'Kameraövervakning',
    intro:
      'Våra anläggningar är kameraövervakade för att förebygga brott. Här beskriver vi hur inspelningarna hanteras.',
  },
  // /webbshop
  {
    path: '/webbshop',
    title: 'Webbshop',
    intro: 'Beställ däck, fälgar och tillbehör online och hämta i din närmaste anläggning.',
  },
  {
    path: '/webbshop/kundtjanst-ehandel',
    title: 'Kundtjänst e-handel',
    intro: 'Frågor om en beställning, leverans eller retur? Vår kundtjänst svarar vardagar 8–17.',
  },
  {
    path: '/webbshop/reparationsvillkor',
    title: 'Reparationsvillkor',
    intro: 'Villkor för verkstadsarbeten som bokas via webbshopen, enligt Motorbranschens allmänna reparationsvillkor.',
  },
  {
    path: '/webbshop/kopvillkor-e-handel',
    title: 'Köpvillkor e-handel',
    intro: 'Priser, betalning, leverans och ångerrätt för köp i Bilgruppens webbshop.',
  },
  {
    path: '/salj-bil',
    title: 'Sälj din bil',
    intro: 'Få ett bud på din bil inom ett dygn. Vi tar hand om lösen av lån och ägarbytet.',
    sellCarForm: {
      title: 'Få ett bud på din bil',
      text: 'Fyll i bilens uppgifter så ringer en av våra inköpare upp dig med ett bud.',
    },
  },
]
