import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

/** The workshopBooking catalogue's Finnish texts. */
export const fiFI = {
  badRegistration: 'Anna rekisterinumero, jossa on enintään 6 kirjainta ja numeroa, esim. ABC123.',
  unknownVehicle: 'Rekisterinumerolla ei löytynyt ajoneuvoa. Tarkista numero ja yritä uudelleen.',
  unsupportedBrand: 'Varaa merkin {brand} huolto, renkaanvaihto ja korjaus sivun yläosan linkistä.',
  unknownDepartment: 'Korjaamoa ei enää ole. Valitse toinen korjaamo.',
  unknownOffering: 'Yksi valituista palveluista ei ole enää saatavilla. Valitse palvelut uudelleen.',
  offeringUnavailable: '{name} ei ole saatavilla tälle automallille',
  departmentCannot: 'Korjaamo ei voi tehdä kaikkia valittuja palveluja merkille {brand}. Valitse toinen korjaamo.',
  mileageRequired: 'Anna ajokilometrit',
  userInputRequired: 'Kirjoita viesti',
  unitsOutOfRange: 'Valitse {min}–{max} {unit} palveluun {name}.',
  slotTaken: 'Aika ei ole enää vapaana. Valitse toinen aika.',
  idempotencyReused: 'Tämä varaus on jo lähetetty eri tiedoilla. Lataa sivu uudelleen ja varaa uudelleen.',
  unavailable: 'Varausta ei voida ottaa vastaan juuri nyt. Yritä hetken kuluttua uudelleen.',
  streamFailed: 'Korjaamoja ei voida hakea juuri nyt. Yritä hetken kuluttua uudelleen.',
  damageInspection: 'Vauriokatselmus',
  damageInspectionText: 'Varaa vauriokatselmus, kun olet ilmoittanut vahingosta vakuutusyhtiöllesi.',
  fullDay: 'Koko päivä – tuo auto ennen klo {time}',
  customerSubject: 'Varausvahvistus: {workshop} {when}',
  customerText:
    'Hei {name}!\n\nKiitos varauksestasi. Tervetuloa: {workshop}, {address}, {when}.\n\nAuto: {vehicle}\nPalvelut:\n{services}\n\nVarausnumero: {reference}\nMuuta aikaa tai peru viimeistään {hours, plural, one {# tunti} other {# tuntia}} ennen käyntiä: {manageUrl}\nSen jälkeen tavoitat meidät numerosta {phone} tai vastaamalla tähän viestiin.\n\nYstävällisin terveisin\n{workshop}',
  workshopSubject: 'Uusi varaus {registration} {when}',
  workshopText:
    'Uusi varaus verkkosivuilta.\n\nAika: {when}\nAuto: {vehicle}\nAjokilometrit: {mileage}\nPalvelut:\n{services}\nViesti: {message}\n\nAsiakas: {name}\nPuhelin: {phone}\nSähköposti: {email}\n\nVarausnumero: {reference}',
  invitationSummary: 'Korjaamokäynti {registration} – {workshop}',
  priceUnknown: 'Hinta puuttuu*',
  cancelSubject: 'Peruttu: {workshop} {when}',
  cancelText:
    'Hei {name}!\n\nVarauksesi ({workshop}, {when}) on peruttu, ja aika on vapaana muille.\n\nAuto: {vehicle}\nVarausnumero: {reference}\n\nTervetuloa uudelleen!\n{workshop}',
  workshopCancelSubject: 'Peruttu {registration} {when}',
  workshopCancelText:
    'Asiakas perui varauksen verkkosivuilla. Aika on taas vapaana.\n\nAika: {when}\nAuto: {vehicle}\nAsiakas: {name}\nPuhelin: {phone}\n\nVarausnumero: {reference}',
  rescheduleSubject: 'Uusi aika: {workshop} {when}',
  rescheduleText:
    'Hei {name}!\n\nVarauksesi ({workshop}, {address}) on siirretty aikaan {when}. Aiempi aika, {previous}, ei ole enää voimassa.\n\nAuto: {vehicle}\nPalvelut:\n{services}\n\nVarausnumero: {reference}\nMuuta aikaa tai peru viimeistään {hours, plural, one {# tunti} other {# tuntia}} ennen käyntiä: {manageUrl}\nSen jälkeen tavoitat meidät numerosta {phone} tai vastaamalla tähän viestiin.\n\nYstävällisin terveisin\n{workshop}',
  workshopRescheduleSubject: 'Siirretty {registration} {when}',
  workshopRescheduleText:
    'Asiakas siirsi varauksen verkkosivuilla.\n\nUusi aika: {when}\nAiempi aika: {previous}\nAuto: {vehicle}\nAjokilometrit: {mileage}\nPalvelut:\n{services}\nViesti: {message}\n\nAsiakas: {name}\nPuhelin: {phone}\nSähköposti: {email}\n\nVarausnumero: {reference}',
  reminderSubject: 'Muistutus: {workshop} {when}',
  reminderText:
    'Hei {name}!\n\nTervetuloa: {workshop}, {address}, {when}.\n\nAuto: {vehicle}\nPalvelut:\n{services}\n\nVarausnumero: {reference}\nVarauksesi: {manageUrl}\nAikaa voi muuttaa tai varauksen perua linkin kautta viimeistään {hours, plural, one {# tunti} other {# tuntia}} ennen käyntiä. Sen jälkeen tavoitat meidät numerosta {phone} tai vastaamalla tähän viestiin.\n\nYstävällisin terveisin\n{workshop}',
  reminderSms: 'Muistutus: {workshop} {when}. Varauksesi: {manageUrl}',
  manageLinkInvalid: 'Linkki ei ole enää voimassa. Soita korjaamolle muuttaaksesi varausta.',
  manageTooLate:
    'Varausta ei voi enää muuttaa tai perua verkossa. Soita numeroon {phone} tai lähetä sähköpostia osoitteeseen {email}.',
  manageCancelled: 'Varaus on jo peruttu.',
  managePast: 'Käyntiaika on jo mennyt.',
  manageRescheduleLimit:
    'Varausta on jo siirretty {max, plural, one {# kerran} other {# kertaa}}. Soita numeroon {phone} tai lähetä sähköpostia osoitteeseen {email}, jos haluat muuttaa aikaa uudelleen.',
} satisfies LocaleTexts<typeof svSE>
