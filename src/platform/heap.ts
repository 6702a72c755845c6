/**
 * A full garbage collection on demand, for the moment after a bulk load (the search indices at start-up:
 * at 200,000 cars the load leaves about 150 MB of garbage that V8 would otherwise keep mapped until heap
 * pressure asks for it). Node exposes `gc` only with --expose-gc; setting the flag at run
 * time exposes it in a new context, which is where it is taken from.
 */
import v8 from 'node:v8'
import vm from 'node:vm'

let collect: (() => void) | null | undefined

export function collectGarbage(): boolean {
  if (collect === undefined) {
    try {
      v8.setFlagsFromString('--expose-gc')
      collect = vm.runInNewContext('gc') as () => void
    } catch {
      collect = null
    }
  }
  collect?.()
  return collect !== null
}
