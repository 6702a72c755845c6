/** The navigation's labels, help texts and messages in every admin language (src/cms/admin-languages.ts). */
import { adminText as t } from '@/cms/admin-languages'
import { COMMON_TEXTS as C } from '@/cms/fields/common-texts'
import type { FieldTexts } from '@/cms/fields/labels'
import { MESSAGE_TEXTS } from '../message/labels'

export const NAVIGATION_TEXTS = {
  menuTab: t('Menu', 'Meny', 'Meny', 'Ponuka'),
  appearanceTab: t('Appearance', 'Utseende', 'Utseende', 'Vzhľad'),
  messageTab: t('Message', 'Meddelande', 'Melding', 'Oznam'),
  sameTab: t('Same tab', 'Samma flik', 'Samme fane', 'Rovnaká karta'),
  newTab: t('New tab', 'Ny flik', 'Ny fane', 'Nová karta'),
  extraTitleRequired: t(
    'An extra item needs a non-empty Title.',
    'En extra länk behöver en titel.',
    'En ekstra lenke trenger en tittel.',
    'Doplnková položka potrebuje neprázdny názov.',
  ),
}

export const NAVIGATION_FIELD_TEXTS: FieldTexts = {
  title: { label: C.title },
  items: {
    label: t('Menu items', 'Menyval', 'Menypunkter', 'Položky ponuky'),
    labels: {
      singular: t('Menu item', 'Menyval', 'Menypunkt', 'Položka ponuky'),
      plural: t('Menu items', 'Menyval', 'Menypunkter', 'Položky ponuky'),
    },
  },
  children: {
    label: t('Sub-items', 'Underval', 'Underpunkter', 'Podpoložky'),
    labels: {
      singular: t('Sub-item', 'Underval', 'Underpunkt', 'Podpoložka'),
      plural: t('Sub-items', 'Underval', 'Underpunkter', 'Podpoložky'),
    },
  },
  grandchildren: {
    label: t('Third-level items', 'Val på tredje nivån', 'Punkter på tredje nivå', 'Položky tretej úrovne'),
    labels: {
      singular: t('Third-level item', 'Val på tredje nivån', 'Punkt på tredje nivå', 'Položka tretej úrovne'),
      plural: t('Third-level items', 'Val på tredje nivån', 'Punkter på tredje nivå', 'Položky tretej úrovne'),
    },
  },
  name: { label: C.name },
  navTitle: { label: t('Title in menus', 'Titel i menyer', 'Tittel i menyer', 'Názov v ponukách') },
  page: {
    label: t('Page', 'Sida', 'Side', 'Stránka'),
    description: t(
      'Internal page; its path becomes url.path.',
      'Intern sida; dess sökväg blir url.path.',
      'Intern side; stien dens blir url.path.',
      'Interná stránka; jej cesta sa stane url.path.',
    ),
  },
  path: {
    label: t('Path', 'Sökväg', 'Sti', 'Cesta'),
    description: t(
      'Internal path when no page is chosen, e.g. /kop-bil.',
      'Intern sökväg när ingen sida är vald, t.ex. /kop-bil.',
      'Intern sti når ingen side er valgt, f.eks. /kjop-bil.',
      'Interná cesta, keď nie je vybraná stránka, napr. /kup-auto.',
    ),
  },
  externalLink: {
    label: t('External link', 'Extern länk', 'Ekstern lenke', 'Externý odkaz'),
    description: t(
      'External URL (linktype external); wins over page and path.',
      'Extern webbadress (linktype external); går före sida och sökväg.',
      'Ekstern nettadresse (linktype external); går foran side og sti.',
      'Externá adresa URL (linktype external); má prednosť pred stránkou a cestou.',
    ),
  },
  hideInNavigation: { label: t('Hide in the menu', 'Dölj i menyn', 'Skjul i menyen', 'Skryť v ponuke') },
  shouldBeNavigableInMenuWhenItHasChildren: {
    label: t('Parent is a link', 'Föräldern är en länk', 'Forelderen er en lenke', 'Nadradená položka je odkaz'),
    description: t(
      'A parent with children is itself a link.',
      'Ett val med underval är självt en länk.',
      'Et punkt med underpunkter er selv en lenke.',
      'Položka s podpoložkami je sama odkazom.',
    ),
  },
  image: { label: C.image },
  extraItems: {
    label: t('Extra links', 'Extra länkar', 'Ekstra lenker', 'Doplnkové odkazy'),
    labels: {
      singular: t('Extra link', 'Extra länk', 'Ekstra lenke', 'Doplnkový odkaz'),
      plural: t('Extra links', 'Extra länkar', 'Ekstra lenker', 'Doplnkové odkazy'),
    },
  },
  href: { label: t('Address', 'Adress', 'Adresse', 'Adresa') },
  target: { label: t('Opens in', 'Öppnas i', 'Åpnes i', 'Otvorí sa v') },
  icon: {
    label: t('Icon', 'Ikon', 'Ikon', 'Ikona'),
    description: t(
      'Icon name, e.g. phone, map-pin, calendar.',
      'Ikonens namn, t.ex. phone, map-pin, calendar.',
      'Ikonets navn, f.eks. phone, map-pin, calendar.',
      'Názov ikony, napr. phone, map-pin, calendar.',
    ),
  },
  logo: { label: C.logo },
  logoWidth: { label: t('Logo width', 'Logotypens bredd', 'Logobredde', 'Šírka loga') },
  logoHeight: { label: t('Logo height', 'Logotypens höjd', 'Logohøyde', 'Výška loga') },
  isSticky: { label: t('Sticky on scroll', 'Fast vid scrollning', 'Fast ved rulling', 'Pevné pri posúvaní') },
  slimNav: { label: t('Slim menu', 'Smal meny', 'Smal meny', 'Úzka ponuka') },
  hasDarkTheme: { label: t('Dark theme', 'Mörkt tema', 'Mørkt tema', 'Tmavá téma') },
  showSeparator: { label: t('Separator line', 'Avdelarlinje', 'Skillelinje', 'Deliaca čiara') },
  hasMessage: { label: t('Show a message', 'Visa ett meddelande', 'Vis en melding', 'Zobraziť oznam') },
  messageTitle: { label: C.title },
  messageText: { label: t('Text', 'Text', 'Tekst', 'Text') },
  messageType: { label: MESSAGE_TEXTS.type },
  messageIcon: { label: t('Icon', 'Ikon', 'Ikon', 'Ikona') },
  messageIsBelowNavigation: { label: t('Below the menu', 'Under menyn', 'Under menyen', 'Pod ponukou') },
  messageStartsAt: { label: MESSAGE_TEXTS.shownFrom, description: MESSAGE_TEXTS.shownFromDescription },
  messageEndsAt: { label: MESSAGE_TEXTS.shownUntil, description: MESSAGE_TEXTS.shownUntilDescription },
}
