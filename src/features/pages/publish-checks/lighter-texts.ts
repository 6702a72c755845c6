/** The texts of the "Make a lighter copy" button (./LighterCopyButton.tsx), in the admin's languages. */
export const LIGHTER_TEXTS = {
  button: {
    en: 'Make a lighter copy',
    sv: 'Gör en lättare kopia',
    nb: 'Lag en lettere kopi',
    sk: 'Vytvoriť ľahšiu kópiu',
  },
  working: {
    en: 'Making a lighter copy…',
    sv: 'Gör en lättare kopia…',
    nb: 'Lager en lettere kopi…',
    sk: 'Vytvára sa ľahšia kópia…',
  },
  done: {
    en: 'The image now weighs {kb} KB; reload the page if the checks still list it.',
    sv: 'Bilden väger nu {kb} kB; ladda om sidan om kontrollerna fortfarande visar den.',
    nb: 'Bildet veier nå {kb} kB; last inn siden på nytt hvis kontrollene fortsatt viser det.',
    sk: 'Obrázok má teraz {kb} kB; ak ho kontroly stále uvádzajú, znovu načítajte stránku.',
  },
  failed: {
    en: 'The lighter copy could not be made; the image is unchanged.',
    sv: 'Den lättare kopian kunde inte göras; bilden är oförändrad.',
    nb: 'Den lettere kopien kunne ikke lages; bildet er uendret.',
    sk: 'Ľahšiu kópiu sa nepodarilo vytvoriť; obrázok sa nezmenil.',
  },
}
