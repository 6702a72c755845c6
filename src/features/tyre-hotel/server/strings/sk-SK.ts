import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

/** The tirehotelApi catalogue's Slovak texts. */
export const skSK = {
  notFound: 'Pre toto evidenčné číslo sme nenašli zmluvu o uskladnení pneumatík.',
  searchExpired: 'Vyhľadávanie vypršalo. Vyhľadajte evidenčné číslo znova.',
  codeSent: 'Kód sme poslali SMS správou na {phone}. Kód platí 10 minút.',
  codeSms: '{code} je váš kód k uskladneniu pneumatík. Platí 10 minút. Nikomu ho neposielajte.',
  tooManyCodes: 'Pre toto evidenčné číslo bolo vyžiadaných príliš veľa kódov. Skúste to neskôr.',
  tooManyRequests: 'Príliš veľa pokusov. Chvíľu počkajte a skúste to znova.',
  wrongCode:
    'Nesprávny kód. {left, plural, one {Zostáva vám # pokus.} few {Zostávajú vám # pokusy.} many {Zostáva vám # pokusu.} other {Zostáva vám # pokusov.}}',
  codeDead: 'Kód už nie je možné použiť. Vyžiadajte si nový kód.',
  codeExpired: 'Platnosť kódu vypršala. Vyžiadajte si nový kód.',
  sessionMissing: 'Vaše prihlásenie vypršalo. Vyhľadajte evidenčné číslo znova.',
  otherVehicle: 'Prihlásenie platí pre iné evidenčné číslo. Odhláste sa a vyhľadajte toto číslo.',
  otherWorkshop: 'Tento servis nepatrí k vašej zmluve o uskladnení pneumatík.',
  outsideWindow: 'Vyberte deň o 3 dni až 3 mesiace dopredu.',
  slotTaken: 'Tento čas už nie je voľný. Vyberte iný čas.',
  alreadyBooked: 'Auto už má rezervovanú výmenu kolies: {when}. Ak ju chcete zmeniť, zavolajte do servisu na {phone}.',
  timeRequired: 'Vyberte jeden z časov dňa.',
  bookingService: 'Prezutie kolies',
  bookingSms:
    'Ďakujeme za rezerváciu prezutia pre {regNo} v servise {workshop}, {when}. Číslo rezervácie {id}. Zmeniť alebo zrušiť: {manageUrl}',
  bookingNoTime: '{date} – servis vás bude kontaktovať s časom',
  reviewNeedsBooking: 'Hodnotenie môžete pridať po rezervácii.',
  reviewDone: 'Túto rezerváciu ste už ohodnotili.',
  reviewThanks: 'Ďakujeme za hodnotenie!',
} satisfies LocaleTexts<typeof svSE>
