/** The carListDistance catalogue's Swedish texts: the reference, whose keys and placeholders every locale has. */
export const svSE = {
  distance: 'Avstånd',
  place: 'Ort',
  choosePlace: 'Välj ort',
  nearMe: 'Nära mig',
  locating: 'Hämtar din position …',
  locationDenied: 'Webbplatsen fick inte använda din position. Tillåt platsåtkomst i webbläsaren eller välj en ort.',
  locationUnavailable: 'Din position gick inte att hämta. Välj en ort i stället.',
  anyDistance: 'Alla avstånd',
  within: 'Inom {distance}',
  km: '{n} km',
  miles: '{n, plural, one {# engelsk mil} other {# engelska mil}}',
  yourPosition: 'din position',
  chipNear: 'Nära {place}',
  chipWithin: 'Inom {distance} från {place}',
} as const
