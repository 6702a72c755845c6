/** The carousel's texts in every admin language (src/cms/admin-languages.ts). */
import type { AdminText } from '@/cms/admin-languages'

export const CAROUSEL_LABELS = {
  singular: { en: 'Carousel', sv: 'Karusell', nb: 'Karusell', sk: 'Karusel' },
  plural: { en: 'Carousels', sv: 'Karuseller', nb: 'Karuseller', sk: 'Karusely' },
  title: {
    en: 'Name for screen readers',
    sv: 'Namn för skärmläsare',
    nb: 'Navn for skjermlesere',
    sk: 'Názov pre čítačky obrazovky',
  },
  titleDescription: {
    en: 'Names the carousel for screen readers; not shown.',
    sv: 'Namnger karusellen för skärmläsare; visas inte.',
    nb: 'Gir karusellen et navn for skjermlesere; vises ikke.',
    sk: 'Pomenuje karusel pre čítačky obrazovky; nezobrazuje sa.',
  },
  slides: { en: 'Slides', sv: 'Slides', nb: 'Lysbilder', sk: 'Snímky' },
  slide: { en: 'Slide', sv: 'Slide', nb: 'Lysbilde', sk: 'Snímka' },
  textShadow: { en: 'Text shadow', sv: 'Textskugga', nb: 'Tekstskygge', sk: 'Tieň textu' },
  button: { en: 'Button', sv: 'Knapp', nb: 'Knapp', sk: 'Tlačidlo' },
  imageDescription: {
    en: 'The slide’s picture; for a video, its poster.',
    sv: 'Slidens bild; för en video, dess omslagsbild.',
    nb: 'Lysbildets bilde; for en video, forsidebildet.',
    sk: 'Obrázok snímky; pri videu jeho náhľad.',
  },
  imagePhoneDescription: {
    en: 'Below 768 px; empty: the image.',
    sv: 'Under 768 px; tomt: bilden.',
    nb: 'Under 768 px; tomt: bildet.',
    sk: 'Pod 768 px; prázdne: obrázok.',
  },
  hasMediaButtons: { en: 'Video buttons', sv: 'Videoknappar', nb: 'Videoknapper', sk: 'Tlačidlá videa' },
  hasMediaButtonsDescription: {
    en: 'Play/pause and mute buttons on video slides.',
    sv: 'Knappar för uppspelning/paus och ljud av på slides med video.',
    nb: 'Knapper for avspilling/pause og lyd av på videolysbilder.',
    sk: 'Tlačidlá prehrať/pozastaviť a stlmiť na snímkach s videom.',
  },
  contentPlacementX: {
    en: 'Text placement, across',
    sv: 'Textens placering i sidled',
    nb: 'Tekstens plassering sideveis',
    sk: 'Umiestnenie textu vodorovne',
  },
  contentPlacementY: {
    en: 'Text placement, up and down',
    sv: 'Textens placering i höjdled',
    nb: 'Tekstens plassering i høyden',
    sk: 'Umiestnenie textu zvisle',
  },
  loop: {
    en: 'Loop',
    sv: 'Börja om efter sista sliden',
    nb: 'Start på nytt etter siste lysbilde',
    sk: 'Opakovať dokola',
  },
  autoPlay: {
    en: 'Advance by itself',
    sv: 'Bläddra automatiskt',
    nb: 'Bla automatisk',
    sk: 'Automatické prechádzanie',
  },
  autoPlayDescription: {
    en: 'Advance by itself; paused on hover, on focus and for visitors who ask for reduced motion.',
    sv: 'Bläddrar själv; pausas när muspekaren eller fokus är på den och för besökare som vill ha mindre rörelse.',
    nb: 'Blar selv; settes på pause når musepekeren eller fokus er på den og for besøkende som vil ha mindre bevegelse.',
    sk: 'Prechádza sám; zastaví sa pri ukázaní myšou, pri fokuse a pre návštevníkov, ktorí chcú menej pohybu.',
  },
  autoPlayDelay: {
    en: 'Seconds per slide',
    sv: 'Sekunder per slide',
    nb: 'Sekunder per lysbilde',
    sk: 'Sekundy na snímku',
  },
} as const satisfies Record<string, AdminText>
