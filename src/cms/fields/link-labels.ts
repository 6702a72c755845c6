/** The link group's labels and message in every admin language (../admin-languages.ts), for every form that has a link. */
import type { AdminText } from '../admin-languages'

export const LINK_LABELS = {
  link: { en: 'Link', sv: 'Länk', nb: 'Lenke', sk: 'Odkaz' },
  label: { en: 'Link text', sv: 'Länktext', nb: 'Lenketekst', sk: 'Text odkazu' },
  href: { en: 'Address', sv: 'Adress', nb: 'Adresse', sk: 'Adresa' },
  hrefDescription: {
    en: 'A path of this site (/…), a web address (https://…), mailto:, tel: or #.',
    sv: 'En sökväg på webbplatsen (/…), en webbadress (https://…), mailto:, tel: eller #.',
    nb: 'En sti på nettstedet (/…), en nettadresse (https://…), mailto:, tel: eller #.',
    sk: 'Cesta na tomto webe (/…), webová adresa (https://…), mailto:, tel: alebo #.',
  },
  hrefInvalid: {
    en: 'A link starts with /, http(s)://, mailto:, tel: or #',
    sv: 'En länk börjar med /, http(s)://, mailto:, tel: eller #',
    nb: 'En lenke begynner med /, http(s)://, mailto:, tel: eller #',
    sk: 'Odkaz začína znakom /, http(s)://, mailto:, tel: alebo #',
  },
  newTab: { en: 'Open in a new tab', sv: 'Öppna i ny flik', nb: 'Åpne i ny fane', sk: 'Otvoriť na novej karte' },
} as const satisfies Record<string, AdminText>
