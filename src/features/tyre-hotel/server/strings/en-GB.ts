import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

/** The tirehotelApi catalogue's English texts. */
export const enGB = {
  notFound: 'We cannot find a tyre hotel agreement for this registration number.',
  searchExpired: 'The search has expired. Please search for the registration number again.',
  codeSent: 'We have sent a code by text message to {phone}. The code is valid for 10 minutes.',
  codeSms: '{code} is your tyre hotel code. It is valid for 10 minutes. Do not share it with anyone.',
  tooManyCodes: 'Too many codes have been requested for this registration number. Please try again later.',
  tooManyRequests: 'Too many attempts. Please wait a while and try again.',
  wrongCode: 'Wrong code. You have {left, plural, one {# attempt} other {# attempts}} left.',
  codeDead: 'This code can no longer be used. Please request a new code.',
  codeExpired: 'The code has expired. Please request a new code.',
  sessionMissing: 'Your sign-in has expired. Please search for the registration number again.',
  otherVehicle: 'You are signed in for another registration number. Log out and search for this one.',
  otherWorkshop: 'This workshop is not part of your tyre hotel agreement.',
  outsideWindow: 'Choose a day between 3 days and 3 months ahead.',
  slotTaken: 'That time is no longer free. Please choose another time.',
  alreadyBooked: 'This car already has a wheel change booked: {when}. Call the workshop on {phone} to change it.',
  timeRequired: 'Please choose one of the day’s times.',
  bookingService: 'Wheel change',
  bookingSms:
    'Thank you for booking a wheel change for {regNo} at {workshop}, {when}. Booking number {id}. Change or cancel: {manageUrl}',
  bookingNoTime: '{date} – the workshop will contact you with a time',
  reviewNeedsBooking: 'A rating can be given after a booking.',
  reviewDone: 'You have already rated this booking.',
  reviewThanks: 'Thank you for your rating!',
} satisfies LocaleTexts<typeof svSE>
