import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

/** The leads catalogue's English texts. */
export const enGB = {
  choose: 'Choose…',
  regno: 'Registration number',
  milage: 'Mileage',
  option: 'What would you like to do?',
  optionSell: 'Sell my car',
  optionTradeIn: 'Part-exchange my car',
  other: 'Anything else about the car',
  contactHeading: 'Contact the seller',
  contactIntro: 'Send us a question about the car and we will get back to you.',
  name: 'Name',
  phone: 'Phone',
  email: 'E-mail',
  message: 'Message',
  quote: 'I would like a quote',
  testDrive: 'I would like a test drive',
  dealer: 'Dealership',
  dealerPlaceholder: 'Choose a dealership *',
  send: 'Send',
  popupOpen: 'Write a message',
  popupClose: 'Close',
  sent: 'Thank you! We have received your enquiry and will be in touch soon.',
  sendFailed: 'We could not send it just now. Please try again in a moment or call us.',
  dealerSubject: 'New enquiry from {site}: {summary}',
  dealerIntro: 'A visitor sent an enquiry through {site}. Reply to the customer directly using the details below.',
  receiptSubject: 'Thank you for your enquiry to {site}',
  receiptText:
    'Hello {name},\n\nThank you, we have received your enquiry and will be in touch as soon as we can.\n\nKind regards\n{site}',
} satisfies LocaleTexts<typeof svSE>
