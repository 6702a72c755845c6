'use client'
import { useEffect, useState } from 'react'

/** `value` once it has stopped changing for `ms` (spec 1 §4: calculator events debounced 500 ms). */
export function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value)
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms)
    return () => clearTimeout(timer)
  }, [value, ms])
  return settled
}
