import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

/** The leads catalogue's Finnish texts. */
export const fiFI = {
  choose: 'Valitse…',
  regno: 'Rekisterinumero',
  milage: 'Mittarilukema (km)',
  option: 'Mitä haluat tehdä?',
  optionSell: 'Myydä auton',
  optionTradeIn: 'Vaihtaa auton',
  other: 'Muuta autosta',
  contactHeading: 'Ota yhteyttä myyjään',
  contactIntro: 'Lähetä kysymys autosta, niin otamme yhteyttä.',
  name: 'Nimi',
  phone: 'Puhelin',
  email: 'Sähköposti',
  message: 'Viesti',
  quote: 'Haluan tarjouksen',
  testDrive: 'Haluan koeajaa auton',
  dealer: 'Toimipiste',
  dealerPlaceholder: 'Valitse toimipiste *',
  send: 'Lähetä',
  popupOpen: 'Kirjoita viesti',
  popupClose: 'Sulje',
  sent: 'Kiitos! Olemme vastaanottaneet yhteydenottosi ja otamme pian yhteyttä.',
  sendFailed: 'Lähettäminen ei onnistunut juuri nyt. Yritä hetken kuluttua uudelleen tai soita meille.',
  dealerSubject: 'Uusi yhteydenotto sivustolta {site}: {summary}',
  dealerIntro:
    'Kävijä on lähettänyt yhteydenoton sivuston {site} kautta. Vastaa asiakkaalle suoraan alla olevilla tiedoilla.',
  receiptSubject: 'Kiitos yhteydenotostasi: {site}',
  receiptText:
    'Hei {name}!\n\nKiitos, olemme vastaanottaneet yhteydenottosi ja palaamme asiaan mahdollisimman pian.\n\nYstävällisin terveisin\n{site}',
} satisfies LocaleTexts<typeof svSE>
