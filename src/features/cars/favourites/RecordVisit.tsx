'use client'
import { useEffect } from 'react'
import { visit, type SavedCar } from './rules'
import { recentStore } from './store'

/** Puts the car whose page this is first among the recently viewed (issue 37 §3), once the page runs. Renders nothing. */
export function RecordVisit({ car }: { car: SavedCar }) {
  const { id, slug, title, image } = car
  useEffect(() => {
    recentStore.update((list) => visit(list, { id, slug, title, image }))
  }, [id, slug, title, image])
  return null
}
