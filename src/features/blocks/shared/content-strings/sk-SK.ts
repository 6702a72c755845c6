import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

/** The contentBlocks catalogue's Slovak texts. */
export const skSK = {
  scrollDown: 'Posunúť nadol',
  play: 'Prehrať',
  pause: 'Pozastaviť',
  mute: 'Vypnúť zvuk',
  unmute: 'Zapnúť zvuk',
  carousel: 'Prezentácia',
  slide: 'Snímka {n} z {total}',
  previous: 'Predchádzajúca snímka',
  next: 'Nasledujúca snímka',
  goTo: 'Zobraziť snímku {n}',
  teaserPrevious: 'Predchádzajúce auto',
  teaserNext: 'Ďalšie auto',
  teaserGoTo: 'Zobraziť auto {n}',
  teaserSlide: 'Auto {n} z {total}',
  teaserCarouselRole: 'karusel',
  teaserSlideRole: 'auto',
  stopAutoplay: 'Zastaviť prezentáciu',
  startAutoplay: 'Spustiť prezentáciu',
  youtubePlay: 'Prehrať video',
  youtubeConsent:
    'Video sa zobrazuje z YouTube, ktorý ukladá súbory cookie. Ak ho chcete vidieť, povoľte marketingové cookies.',
  cookieSettings: 'Nastavenia cookies',
  youtubeTitle: 'Video z YouTube',
  campaign: 'Akcia',
  showAllCars: 'Zobraziť všetky autá',
} satisfies LocaleTexts<typeof svSE>
