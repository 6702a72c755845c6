/** spec 1 §4: dropdowns close 200 ms after the pointer leaves the menu bar, 600 ms after it leaves an open panel. */
export const CLOSE_DELAY_FROM_BAR_MS = 200
export const CLOSE_DELAY_FROM_PANEL_MS = 600
