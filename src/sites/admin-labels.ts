/** The site settings' labels and help texts in every admin language (src/cms/admin-languages.ts). */
import { adminText as t } from '@/cms/admin-languages'
import type { FieldTexts } from '@/cms/fields/labels'

export const SITE_COLLECTION_LABELS = {
  singular: t('Site', 'Webbplats', 'Nettsted', 'Web'),
  plural: t('Sites', 'Webbplatser', 'Nettsteder', 'Weby'),
}

export const SITE_FIELD_TEXTS: FieldTexts = {
  name: { label: t('Name', 'Namn', 'Navn', 'Názov') },
  key: {
    label: t('Key', 'Nyckel', 'Nøkkel', 'Kľúč'),
    description: t(
      'Short stable identifier used in internal routes, e.g. "se".',
      'Kort, stabil identifierare i interna rutter, t.ex. "se".',
      'Kort, stabil identifikator i interne ruter, f.eks. "se".',
      'Krátky stály identifikátor v interných cestách, napr. „se“.',
    ),
  },
  url: {
    label: t('Address', 'Adress', 'Adresse', 'Adresa'),
    description: t(
      'Public origin, e.g. https://www.example.se',
      'Publik adress, t.ex. https://www.example.se',
      'Offentlig adresse, f.eks. https://www.example.se',
      'Verejná adresa, napr. https://www.example.se',
    ),
  },
  hostnames: {
    label: t('Host names', 'Värdnamn', 'Vertsnavn', 'Názvy hostiteľov'),
    labels: {
      singular: t('Host name', 'Värdnamn', 'Vertsnavn', 'Názov hostiteľa'),
      plural: t('Host names', 'Värdnamn', 'Vertsnavn', 'Názvy hostiteľov'),
    },
    description: t(
      'Host names that serve this site. The first is the primary one.',
      'Värdnamn som visar webbplatsen. Det första är det primära.',
      'Vertsnavn som viser nettstedet. Det første er det primære.',
      'Názvy hostiteľov, ktoré obsluhujú tento web. Prvý je hlavný.',
    ),
  },
  defaultLocale: { label: t('Default language', 'Standardspråk', 'Standardspråk', 'Predvolený jazyk') },
  country: { label: t('Country', 'Land', 'Land', 'Krajina') },
  currency: { label: t('Currency', 'Valuta', 'Valuta', 'Mena') },
  searchIndex: {
    label: t('Market search index', 'Marknadens sökindex', 'Markedets søkeindeks', 'Vyhľadávací index trhu'),
  },
  theme: { label: t('Theme', 'Tema', 'Tema', 'Téma') },
  fontPair: { label: t('Fonts', 'Typsnitt', 'Skrifttyper', 'Písma') },
  titleTemplate: { label: t('Title template', 'Titelmall', 'Tittelmal', 'Šablóna názvu') },
  pathToCarList: {
    label: t('Car list path', 'Sökväg till billistan', 'Sti til billisten', 'Cesta k zoznamu áut'),
    description: t(
      'Path of the car list page, e.g. /kop-bil',
      'Billistans sökväg, t.ex. /kop-bil',
      'Billistens sti, f.eks. /kjop-bil',
      'Cesta stránky so zoznamom áut, napr. /kup-auto',
    ),
  },
  favicon: { label: t('Favicon', 'Favicon', 'Favicon', 'Favicon') },
  hostname: { label: t('Host name', 'Värdnamn', 'Vertsnavn', 'Názov hostiteľa') },
  redirectHostnames: {
    label: t(
      'Redirecting host names',
      'Omdirigerande värdnamn',
      'Omdirigerende vertsnavn',
      'Presmerované názvy hostiteľov',
    ),
    labels: {
      singular: t(
        'Redirecting host name',
        'Omdirigerande värdnamn',
        'Omdirigerende vertsnavn',
        'Presmerovaný názov hostiteľa',
      ),
      plural: t(
        'Redirecting host names',
        'Omdirigerande värdnamn',
        'Omdirigerende vertsnavn',
        'Presmerované názvy hostiteľov',
      ),
    },
    description: t(
      'Host names that redirect permanently to the primary host (spec 1 §2: www to bare host).',
      'Värdnamn som omdirigeras permanent till det primära (spec 1 §2: www till domänen utan www).',
      'Vertsnavn som omdirigeres permanent til det primære (spec 1 §2: www til domenet uten www).',
      'Názvy hostiteľov trvalo presmerované na hlavný (spec 1 §2: www na doménu bez www).',
    ),
  },
  isDefault: {
    label: t('Default site', 'Standardwebbplats', 'Standardnettsted', 'Predvolený web'),
    description: t(
      'Serves requests for unknown hosts.',
      'Svarar på anrop till okända värdnamn.',
      'Svarer på forespørsler til ukjente vertsnavn.',
      'Obsluhuje požiadavky na neznáme názvy hostiteľov.',
    ),
  },
  siteLocales: { label: t('Languages', 'Språk', 'Språk', 'Jazyky') },
  brandThemes: { label: t('Brand themes', 'Varumärkesteman', 'Merketemaer', 'Témy značiek') },
  carDetailBasePath: {
    label: t('Car page path', 'Sökväg till bilsidor', 'Sti til bilsider', 'Cesta k stránkam áut'),
    description: t(
      'Base path of car detail pages, e.g. /kop-bil',
      'Bassökväg för bilsidorna, t.ex. /kop-bil',
      'Grunnsti for bilsidene, f.eks. /kjop-bil',
      'Základná cesta stránok áut, napr. /kup-auto',
    ),
  },
  gtmID: { label: t('GTM container', 'GTM-container', 'GTM-container', 'Kontajner GTM') },
  bookingReminderHours: {
    label: t(
      'Booking reminder (hours)',
      'Bokningspåminnelse (timmar)',
      'Bestillingspåminnelse (timer)',
      'Pripomienka rezervácie (hodiny)',
    ),
    description: t(
      'Hours before a service booking or wheel change the customer gets a reminder (e-mail and SMS); 0 sends none. Blank: the server’s BOOKING_REMINDER_HOURS (24 unless set). A booking made closer than this gets none.',
      'Timmar före en servicebokning eller ett hjulbyte som kunden får en påminnelse (e-post och sms); 0 skickar ingen. Tomt: serverns BOOKING_REMINDER_HOURS (24 om inget annat anges). En bokning som görs närmare än så får ingen.',
      'Timer før en servicebestilling eller et hjulskift kunden får en påminnelse (e-post og SMS); 0 sender ingen. Tomt: serverens BOOKING_REMINDER_HOURS (24 om ikke annet er satt). En bestilling gjort nærmere enn dette får ingen.',
      'Koľko hodín pred servisnou rezerváciou alebo výmenou kolies dostane zákazník pripomienku (e-mail a SMS); 0 neposiela žiadnu. Prázdne: BOOKING_REMINDER_HOURS servera (24, ak nie je nastavené). Rezervácia urobená neskôr pripomienku nedostane.',
    ),
  },
}

export const SITE_TEXTS = {
  keyFormat: t(
    'Use lower-case letters, digits and dashes, starting with a letter.',
    'Använd gemener, siffror och bindestreck, med en bokstav först.',
    'Bruk små bokstaver, sifre og bindestreker, med en bokstav først.',
    'Použite malé písmená, číslice a pomlčky, na začiatku písmeno.',
  ),
  hostnameFormat: t(
    'A host name is lower-case letters, digits, dots and dashes, e.g. se.example.com',
    'Ett värdnamn består av gemener, siffror, punkter och bindestreck, t.ex. se.example.com',
    'Et vertsnavn består av små bokstaver, sifre, punktum og bindestreker, f.eks. se.example.com',
    'Názov hostiteľa tvoria malé písmená, číslice, bodky a pomlčky, napr. se.example.com',
  ),
  titleTemplateFormat: t(
    'The title template needs the placeholder %s for the page title.',
    'Titelmallen behöver platshållaren %s för sidans titel.',
    'Tittelmalen trenger plassholderen %s for sidens tittel.',
    'Šablóna názvu potrebuje zástupný znak %s pre názov stránky.',
  ),
  gtmFormat: t(
    'A GTM id looks like GTM-ABC123.',
    'Ett GTM-id ser ut som GTM-ABC123.',
    'En GTM-ID ser ut som GTM-ABC123.',
    'ID GTM vyzerá ako GTM-ABC123.',
  ),
}
