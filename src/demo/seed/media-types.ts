/**
 * What seeding code asks the media library for. Each call returns the id of a `media` document,
 * generating and uploading the image only the first time (looked up by its deterministic filename),
 * so that seeding twice changes nothing.
 */
export type CarBody = 'suv' | 'sedan' | 'estate' | 'hatchback' | 'coupe' | 'convertible' | 'van' | 'pickup'
export type CarView = 'side' | 'front' | 'rear' | 'interior'

export type MediaLibrary = {
  /** Wide marketing scene (1920x800) with an accent colour. */
  hero(opts: { seed: number; accent: string; alt: string }): Promise<number>
  /** Editorial image (1280x720) for stories and cards. */
  story(opts: { seed: number; title: string; alt: string }): Promise<number>
  /** Original emblem + wordmark for a car brand (not a real trademark), transparent, 80 px high. */
  brandLogo(name: string): Promise<number>
  /** The site's own logo wordmark in a colour. */
  /** `background`: the header's colour when it is not white (a dark header gets a light logo). */
  siteLogo(opts: { name: string; color: string; background?: string }): Promise<number>
  /** Product render of a car (1280x853). */
  car(opts: { body: CarBody; color: string; view: CarView; alt: string }): Promise<number>
  /** A dealership facade with the name on the sign (1280x720). */
  dealer(opts: { name: string; seed: number }): Promise<number>
}
