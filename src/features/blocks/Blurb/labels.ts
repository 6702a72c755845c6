/** The blurb's texts and message in every admin language (src/cms/admin-languages.ts). */
import type { AdminText } from '@/cms/admin-languages'

export const BLURB_LABELS = {
  singular: { en: 'Blurb', sv: 'Textpuff', nb: 'Tekstpuff', sk: 'Textový blok s médiom' },
  plural: { en: 'Blurbs', sv: 'Textpuffar', nb: 'Tekstpuffer', sk: 'Textové bloky s médiom' },
  layoutHalf: { en: '50/50', sv: '50/50', nb: '50/50', sk: '50/50' },
  layoutOffset: { en: 'Offset', sv: 'Förskjuten', nb: 'Forskjøvet', sk: 'Posunuté' },
  media: { en: 'Media', sv: 'Media', nb: 'Media', sk: 'Médium' },
  imageDescription: {
    en: 'The image; for a video or YouTube, its poster.',
    sv: 'Bilden; för video eller YouTube, dess omslagsbild.',
    nb: 'Bildet; for video eller YouTube, forsidebildet.',
    sk: 'Obrázok; pri videu alebo YouTube jeho náhľad.',
  },
  youtubeIdDescription: {
    en: 'The 11-character id after watch?v=. Loaded only after the visitor accepts marketing cookies and clicks play.',
    sv: 'Id:t på 11 tecken efter watch?v=. Laddas först när besökaren godkänt marknadsföringscookies och klickar på spela.',
    nb: 'ID-en på 11 tegn etter watch?v=. Lastes først når den besøkende har godtatt markedsføringscookies og klikker på spill av.',
    sk: 'ID s 11 znakmi za watch?v=. Načíta sa, až keď návštevník prijme marketingové cookies a klikne na prehrať.',
  },
  youtubeIdInvalid: {
    en: 'The 11-character id of the YouTube video (after watch?v=)',
    sv: 'YouTube-videons id på 11 tecken (efter watch?v=)',
    nb: 'YouTube-videoens ID på 11 tegn (etter watch?v=)',
    sk: 'ID videa na YouTube s 11 znakmi (za watch?v=)',
  },
  hasControlBar: {
    en: 'Player controls',
    sv: 'Spelarens kontroller',
    nb: 'Spillerens kontroller',
    sk: 'Ovládanie prehrávača',
  },
  hasControlBarDescription: {
    en: 'Show the player’s controls (video and YouTube).',
    sv: 'Visa spelarens kontroller (video och YouTube).',
    nb: 'Vis spillerens kontroller (video og YouTube).',
    sk: 'Zobraziť ovládanie prehrávača (video a YouTube).',
  },
  reverseDescription: {
    en: 'Media on the right.',
    sv: 'Media till höger.',
    nb: 'Media til høyre.',
    sk: 'Médium vpravo.',
  },
  useTextAnimations: { en: 'Animate the text', sv: 'Animera texten', nb: 'Animer teksten', sk: 'Animovať text' },
  useMediaAnimations: { en: 'Animate the media', sv: 'Animera median', nb: 'Animer mediet', sk: 'Animovať médium' },
} as const satisfies Record<string, AdminText>
