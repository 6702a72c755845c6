'use client'
import dynamic from 'next/dynamic'

// Split from the car list's code as its filters are (src/features/cars/list/lazy.tsx): the dialog's code loads on
// the list's pages only, after the deferred start. Rendered on the server, so the button is in the first paint.
export const SaveSearch = dynamic(() => import('./SaveSearch').then((m) => m.SaveSearch))
