import type { LocaleTexts } from '@/i18n/catalogue'
import type { svSE } from './sv-SE'

/** The contentBlocks catalogue's English texts. */
export const enGB = {
  scrollDown: 'Scroll down',
  play: 'Play',
  pause: 'Pause',
  mute: 'Mute',
  unmute: 'Unmute',
  carousel: 'Slideshow',
  slide: 'Slide {n} of {total}',
  previous: 'Previous slide',
  next: 'Next slide',
  goTo: 'Show slide {n}',
  teaserPrevious: 'Previous car',
  teaserNext: 'Next car',
  teaserGoTo: 'Show car {n}',
  teaserSlide: 'Car {n} of {total}',
  teaserCarouselRole: 'carousel',
  teaserSlideRole: 'car',
  stopAutoplay: 'Stop the slideshow',
  startAutoplay: 'Start the slideshow',
  youtubePlay: 'Play the video',
  youtubeConsent: 'The video is shown from YouTube, which sets cookies. Accept marketing cookies to watch it.',
  cookieSettings: 'Cookie settings',
  youtubeTitle: 'Video from YouTube',
  campaign: 'Offer',
  showAllCars: 'Show all cars',
} satisfies LocaleTexts<typeof svSE>
