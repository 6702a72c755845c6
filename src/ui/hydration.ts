'use client'
import { useEffect, useSyncExternalStore, type RefObject } from 'react'

const subscribeNever = () => () => {}

/** False in the server's HTML and while hydrating, true once React runs the component in the browser. */
export const useHydrated = () =>
  useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )

/**
 * A controlled field's state starts empty, but a visitor may have typed into the server's HTML before
 * hydration: take that text over once, so that it is neither lost nor contradicted by a disabled button.
 */
export function useTypedBeforeHydration(field: RefObject<HTMLInputElement | null>, adopt: (value: string) => void) {
  useEffect(() => {
    const typed = field.current?.value ?? ''
    if (typed) adopt(typed)
    // Once, at hydration: later changes come through the field's onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
}
