/** The video embed block's texts in every admin language (src/cms/admin-languages.ts). */
import type { AdminText } from '@/cms/admin-languages'

export const VIDEO_EMBED_LABELS = {
  singular: { en: 'YouTube video', sv: 'YouTube-video', nb: 'YouTube-video', sk: 'Video z YouTube' },
  plural: { en: 'YouTube videos', sv: 'YouTube-videor', nb: 'YouTube-videoer', sk: 'Videá z YouTube' },
  youtubeIDDescription: {
    en: 'The YouTube video id or its URL.',
    sv: 'YouTube-videons id eller dess webbadress.',
    nb: 'YouTube-videoens ID eller nettadressen.',
    sk: 'ID videa na YouTube alebo jeho adresa URL.',
  },
  youtubeIDInvalid: {
    en: 'Paste a YouTube video id (11 characters) or a YouTube URL.',
    sv: 'Klistra in ett YouTube-video-id (11 tecken) eller en YouTube-adress.',
    nb: 'Lim inn en YouTube-video-ID (11 tegn) eller en YouTube-adresse.',
    sk: 'Vložte ID videa na YouTube (11 znakov) alebo adresu URL z YouTube.',
  },
  poster: { en: 'Poster image', sv: 'Omslagsbild', nb: 'Forsidebilde', sk: 'Náhľadový obrázok' },
  posterDescription: {
    en: 'Shown until the video is played.',
    sv: 'Visas tills videon spelas upp.',
    nb: 'Vises til videoen spilles av.',
    sk: 'Zobrazuje sa, kým sa video nespustí.',
  },
  caption: { en: 'Caption', sv: 'Bildtext', nb: 'Bildetekst', sk: 'Popisok' },
} as const satisfies Record<string, AdminText>
