/** "Copy to another site" in the page's sidebar, in every admin language (src/cms/admin-languages.ts). */
import type { AdminText } from '@/cms/admin-languages'

export const COPY_TEXTS = {
  heading: {
    en: 'Copy to another site',
    sv: 'Kopiera till en annan webbplats',
    nb: 'Kopier til et annet nettsted',
    sk: 'Kopírovať na iný web',
  },
  site: { en: 'Target site', sv: 'Målwebbplats', nb: 'Målnettsted', sk: 'Cieľový web' },
  defaultIntoDefault: {
    en: "Also copy this page's default language into the target site's default language",
    sv: 'Kopiera också sidans standardspråk till målwebbplatsens standardspråk',
    nb: 'Kopier også sidens standardspråk til målnettstedets standardspråk',
    sk: 'Skopírovať aj predvolený jazyk stránky do predvoleného jazyka cieľového webu',
  },
  button: { en: 'Copy as a draft', sv: 'Kopiera som utkast', nb: 'Kopier som utkast', sk: 'Kopírovať ako koncept' },
  copying: { en: 'Copying…', sv: 'Kopierar…', nb: 'Kopierer…', sk: 'Kopíruje sa…' },
  done: {
    en: 'Copied. Open the new draft',
    sv: 'Kopierad. Öppna det nya utkastet',
    nb: 'Kopiert. Åpne det nye utkastet',
    sk: 'Skopírované. Otvoriť nový koncept',
  },
  unresolved: {
    en: 'Left out, as the target site has no page or document for them (add them in the draft):',
    sv: 'Utelämnat, eftersom målwebbplatsen saknar sida eller dokument för dem (lägg till dem i utkastet):',
    nb: 'Utelatt, fordi målnettstedet mangler side eller dokument for dem (legg dem til i utkastet):',
    sk: 'Vynechané, lebo cieľový web pre ne nemá stránku ani dokument (doplňte ich v koncepte):',
  },
  sharedMedia: {
    en: 'Files shown from the source site: only its editors may replace or delete them.',
    sv: 'Filer som visas från källwebbplatsen: bara dess redaktörer kan byta ut eller ta bort dem.',
    nb: 'Filer som vises fra kildenettstedet: bare dets redaktører kan erstatte eller slette dem.',
    sk: 'Súbory zobrazené zo zdrojového webu: nahradiť alebo odstrániť ich môžu len jeho redaktori.',
  },
  failed: {
    en: 'The page could not be copied.',
    sv: 'Sidan kunde inte kopieras.',
    nb: 'Siden kunne ikke kopieres.',
    sk: 'Stránku sa nepodarilo skopírovať.',
  },
  saveFirst: {
    en: 'Save the page first to copy it.',
    sv: 'Spara sidan först för att kopiera den.',
    nb: 'Lagre siden først for å kopiere den.',
    sk: 'Najprv stránku uložte, potom ju môžete skopírovať.',
  },
} as const satisfies Record<string, AdminText>
