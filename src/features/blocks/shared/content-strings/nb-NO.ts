import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

/** The contentBlocks catalogue's Norwegian texts. */
export const nbNO = {
  scrollDown: 'Rull ned',
  play: 'Spill av',
  pause: 'Pause',
  mute: 'Slå av lyden',
  unmute: 'Slå på lyden',
  carousel: 'Lysbildefremvisning',
  slide: 'Bilde {n} av {total}',
  previous: 'Forrige bilde',
  next: 'Neste bilde',
  goTo: 'Vis bilde {n}',
  teaserPrevious: 'Forrige bil',
  teaserNext: 'Neste bil',
  teaserGoTo: 'Vis bil {n}',
  teaserSlide: 'Bil {n} av {total}',
  teaserCarouselRole: 'karusell',
  teaserSlideRole: 'bil',
  stopAutoplay: 'Stopp fremvisningen',
  startAutoplay: 'Start fremvisningen',
  youtubePlay: 'Spill av videoen',
  youtubeConsent:
    'Videoen vises fra YouTube, som setter informasjonskapsler. Godta markedsføringskapsler for å se den.',
  cookieSettings: 'Innstillinger for informasjonskapsler',
  youtubeTitle: 'Video fra YouTube',
  campaign: 'Kampanje',
  showAllCars: 'Vis alle biler',
} satisfies LocaleTexts<typeof svSE>
