import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

/** The workshopBooking catalogue's English texts. */
export const enGB = {
  badRegistration: 'Enter a registration number of at most 6 letters and digits, e.g. ABC123.',
  unknownVehicle: 'We cannot find a vehicle with that registration number. Check the number and try again.',
  unsupportedBrand: 'Book service, tyre change and workshop for {brand} through the link at the top of the page.',
  unknownDepartment: 'That workshop is no longer available. Please choose another workshop.',
  unknownOffering: 'One of the chosen services is no longer offered. Please choose your services again.',
  offeringUnavailable: '{name} is not available for this car model',
  departmentCannot: 'The workshop cannot do all the chosen services for {brand}. Please choose another workshop.',
  mileageRequired: 'Enter the mileage',
  userInputRequired: 'Enter a message',
  unitsOutOfRange: 'Choose {min}–{max} {unit} for {name}.',
  slotTaken: 'That time is no longer available. Please choose another time.',
  idempotencyReused: 'This booking was already sent with other details. Reload the page and book again.',
  unavailable: 'The booking cannot be taken right now. Please try again in a moment.',
  streamFailed: 'The workshops cannot be loaded right now. Please try again in a moment.',
  damageInspection: 'Damage inspection',
  damageInspectionText: 'Book a damage inspection after reporting the damage to your insurer.',
  fullDay: 'Full day – leave the car before {time}',
  customerSubject: 'Booking confirmation: {workshop} {when}',
  customerText:
    'Hello {name},\n\nThank you for your booking. Welcome to {workshop}, {address}, {when}.\n\nCar: {vehicle}\nServices:\n{services}\n\nBooking number: {reference}\nChange the time or cancel until {hours, plural, one {# hour} other {# hours}} before the visit: {manageUrl}\nAfter that, call us on {phone} or reply to this e-mail.\n\nKind regards\n{workshop}',
  workshopSubject: 'New booking {registration} {when}',
  workshopText:
    'New booking from the website.\n\nTime: {when}\nCar: {vehicle}\nMileage: {mileage}\nServices:\n{services}\nMessage: {message}\n\nCustomer: {name}\nPhone: {phone}\nE-mail: {email}\n\nBooking number: {reference}',
  invitationSummary: 'Workshop visit {registration} – {workshop}',
  priceUnknown: 'Price not known*',
  cancelSubject: 'Cancelled: {workshop} {when}',
  cancelText:
    'Hello {name},\n\nYour booking at {workshop}, {when}, is cancelled and the time is free for others.\n\nCar: {vehicle}\nBooking number: {reference}\n\nWelcome back another time.\n{workshop}',
  workshopCancelSubject: 'Cancelled {registration} {when}',
  workshopCancelText:
    'The customer cancelled this booking on the website. The time is free again.\n\nTime: {when}\nCar: {vehicle}\nCustomer: {name}\nPhone: {phone}\n\nBooking number: {reference}',
  rescheduleSubject: 'New time: {workshop} {when}',
  rescheduleText:
    'Hello {name},\n\nYour booking at {workshop}, {address}, has been moved to {when}. The earlier time, {previous}, no longer applies.\n\nCar: {vehicle}\nServices:\n{services}\n\nBooking number: {reference}\nChange the time or cancel until {hours, plural, one {# hour} other {# hours}} before the visit: {manageUrl}\nAfter that, call us on {phone} or reply to this e-mail.\n\nKind regards\n{workshop}',
  workshopRescheduleSubject: 'Moved {registration} {when}',
  workshopRescheduleText:
    'The customer moved this booking on the website.\n\nNew time: {when}\nEarlier time: {previous}\nCar: {vehicle}\nMileage: {mileage}\nServices:\n{services}\nMessage: {message}\n\nCustomer: {name}\nPhone: {phone}\nE-mail: {email}\n\nBooking number: {reference}',
  reminderSubject: 'Reminder: {workshop} {when}',
  reminderText:
    'Hello {name},\n\nWe look forward to seeing you at {workshop}, {address}, {when}.\n\nCar: {vehicle}\nServices:\n{services}\n\nBooking number: {reference}\nYour booking: {manageUrl}\nThe time can be changed or cancelled through the link until {hours, plural, one {# hour} other {# hours}} before the visit. After that, call us on {phone} or reply to this e-mail.\n\nKind regards\n{workshop}',
  reminderSms: 'Reminder: {workshop} {when}. Your booking: {manageUrl}',
  manageLinkInvalid: 'This link is no longer valid. Call the workshop to change your booking.',
  manageTooLate: 'The booking can no longer be changed or cancelled online. Call {phone} or e-mail {email}.',
  manageCancelled: 'The booking is already cancelled.',
  managePast: 'The time of the visit has passed.',
  manageRescheduleLimit:
    'The booking has already been moved {max, plural, one {# time} other {# times}}. Call {phone} or e-mail {email} to change the time again.',
} satisfies LocaleTexts<typeof svSE>
