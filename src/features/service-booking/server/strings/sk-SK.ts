import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

/** The workshopBooking catalogue's Slovak texts. */
export const skSK = {
  badRegistration: 'Zadajte evidenčné číslo s najviac 6 písmenami a číslicami, napr. ABC123.',
  unknownVehicle: 'S týmto evidenčným číslom sme nenašli žiadne vozidlo. Skontrolujte číslo a skúste to znova.',
  unsupportedBrand: 'Servis, prezutie a dielňu pre {brand} si rezervujete cez odkaz v hornej časti stránky.',
  unknownDepartment: 'Dielňa už neexistuje. Vyberte inú dielňu.',
  unknownOffering: 'Jedna z vybraných služieb už nie je v ponuke. Vyberte služby znova.',
  offeringUnavailable: '{name} nie je dostupná pre tento model auta',
  departmentCannot: 'Dielňa nemôže vykonať všetky vybrané služby pre {brand}. Vyberte inú dielňu.',
  mileageRequired: 'Zadajte stav tachometra',
  userInputRequired: 'Zadajte správu',
  unitsOutOfRange: 'Vyberte {min}–{max} {unit} pre {name}.',
  slotTaken: 'Termín už nie je voľný. Vyberte iný termín.',
  idempotencyReused: 'Táto rezervácia už bola odoslaná s inými údajmi. Obnovte stránku a rezervujte znova.',
  unavailable: 'Rezerváciu teraz nemožno prijať. Skúste to znova o chvíľu.',
  streamFailed: 'Dielne teraz nemožno načítať. Skúste to znova o chvíľu.',
  damageInspection: 'Obhliadka poškodenia',
  damageInspectionText: 'Obhliadku poškodenia si rezervujte po nahlásení škody poisťovni.',
  fullDay: 'Celý deň – auto odovzdajte pred {time}',
  customerSubject: 'Potvrdenie rezervácie: {workshop} {when}',
  customerText:
    'Dobrý deň, {name},\n\nďakujeme za rezerváciu. Vitajte v {workshop}, {address}, {when}.\n\nAuto: {vehicle}\nSlužby:\n{services}\n\nČíslo rezervácie: {reference}\nČas zmeníte alebo rezerváciu zrušíte najneskôr {hours, plural, one {# hodinu} few {# hodiny} many {# hodiny} other {# hodín}} pred návštevou: {manageUrl}\nPotom nás zastihnete na {phone} alebo odpoveďou na tento e-mail.\n\nS pozdravom\n{workshop}',
  workshopSubject: 'Nová rezervácia {registration} {when}',
  workshopText:
    'Nová rezervácia z webu.\n\nTermín: {when}\nAuto: {vehicle}\nStav tachometra: {mileage}\nSlužby:\n{services}\nSpráva: {message}\n\nZákazník: {name}\nTelefón: {phone}\nE-mail: {email}\n\nČíslo rezervácie: {reference}',
  invitationSummary: 'Návšteva dielne {registration} – {workshop}',
  priceUnknown: 'Cena chýba*',
  cancelSubject: 'Zrušené: {workshop} {when}',
  cancelText:
    'Dobrý deň, {name},\n\nvaša rezervácia v {workshop}, {when}, je zrušená a termín je voľný pre iných.\n\nAuto: {vehicle}\nČíslo rezervácie: {reference}\n\nTešíme sa nabudúce.\n{workshop}',
  workshopCancelSubject: 'Zrušené {registration} {when}',
  workshopCancelText:
    'Zákazník zrušil rezerváciu na webe. Termín je opäť voľný.\n\nČas: {when}\nAuto: {vehicle}\nZákazník: {name}\nTelefón: {phone}\n\nČíslo rezervácie: {reference}',
  rescheduleSubject: 'Nový termín: {workshop} {when}',
  rescheduleText:
    'Dobrý deň, {name},\n\nvaša rezervácia v {workshop}, {address}, je presunutá na {when}. Pôvodný termín, {previous}, už neplatí.\n\nAuto: {vehicle}\nSlužby:\n{services}\n\nČíslo rezervácie: {reference}\nČas zmeníte alebo rezerváciu zrušíte najneskôr {hours, plural, one {# hodinu} few {# hodiny} many {# hodiny} other {# hodín}} pred návštevou: {manageUrl}\nPotom nás zastihnete na {phone} alebo odpoveďou na tento e-mail.\n\nS pozdravom\n{workshop}',
  workshopRescheduleSubject: 'Presunuté {registration} {when}',
  workshopRescheduleText:
    'Zákazník presunul rezerváciu na webe.\n\nNový termín: {when}\nPôvodný termín: {previous}\nAuto: {vehicle}\nStav tachometra: {mileage}\nSlužby:\n{services}\nSpráva: {message}\n\nZákazník: {name}\nTelefón: {phone}\nE-mail: {email}\n\nČíslo rezervácie: {reference}',
  reminderSubject: 'Pripomienka: {workshop} {when}',
  reminderText:
    'Dobrý deň, {name},\n\npripomíname vašu návštevu: {workshop}, {address}, {when}.\n\nAuto: {vehicle}\nSlužby:\n{services}\n\nČíslo rezervácie: {reference}\nVaša rezervácia: {manageUrl}\nČas zmeníte alebo rezerváciu zrušíte cez odkaz najneskôr {hours, plural, one {# hodinu} few {# hodiny} many {# hodiny} other {# hodín}} pred návštevou. Potom nás zastihnete na {phone} alebo odpoveďou na tento e-mail.\n\nS pozdravom\n{workshop}',
  reminderSms: 'Pripomienka: {workshop} {when}. Vaša rezervácia: {manageUrl}',
  manageLinkInvalid: 'Odkaz už neplatí. Ak chcete rezerváciu zmeniť, zavolajte do servisu.',
  manageTooLate: 'Rezerváciu už nemožno zmeniť ani zrušiť online. Zavolajte na {phone} alebo napíšte na {email}.',
  manageCancelled: 'Rezervácia je už zrušená.',
  managePast: 'Čas návštevy už uplynul.',
  manageRescheduleLimit:
    'Rezervácia už bola presunutá {max, plural, one {# raz} few {# razy} many {# razy} other {# ráz}}. Ak chcete termín zmeniť znova, zavolajte na {phone} alebo napíšte na {email}.',
} satisfies LocaleTexts<typeof svSE>
