/** The maps catalogue's Swedish texts: the reference, whose keys and placeholders every locale has. */
export const svSE = {
  zoomIn: 'Zooma in',
  zoomOut: 'Zooma ut',
  ctrlScroll: 'Håll ned Ctrl och scrolla för att zooma kartan',
  cmdScroll: 'Håll ned ⌘ och scrolla för att zooma kartan',
  twoFingers: 'Använd två fingrar för att flytta kartan',
  attribution: 'Visa eller dölj källor',
  marker: 'Kartnål',
} as const
