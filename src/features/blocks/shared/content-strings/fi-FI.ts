import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

/** The contentBlocks catalogue's Finnish texts. */
export const fiFI = {
  scrollDown: 'Vieritä alas',
  play: 'Toista',
  pause: 'Tauko',
  mute: 'Mykistä',
  unmute: 'Poista mykistys',
  carousel: 'Kuvakaruselli',
  slide: 'Kuva {n}/{total}',
  previous: 'Edellinen kuva',
  next: 'Seuraava kuva',
  goTo: 'Näytä kuva {n}',
  teaserPrevious: 'Edellinen auto',
  teaserNext: 'Seuraava auto',
  teaserGoTo: 'Näytä auto {n}',
  teaserSlide: 'Auto {n}/{total}',
  teaserCarouselRole: 'karuselli',
  teaserSlideRole: 'auto',
  stopAutoplay: 'Pysäytä karuselli',
  startAutoplay: 'Käynnistä karuselli',
  youtubePlay: 'Toista video',
  youtubeConsent: 'Video näytetään YouTubesta, joka asettaa evästeitä. Hyväksy markkinointievästeet nähdäksesi sen.',
  cookieSettings: 'Evästeasetukset',
  youtubeTitle: 'YouTube-video',
  campaign: 'Kampanja',
  showAllCars: 'Näytä kaikki autot',
} satisfies LocaleTexts<typeof svSE>
