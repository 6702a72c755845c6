/**
 * A full, compacting garbage collection on demand, for the moment after a bulk load (the search indices at start-up).
 * At 200,000 cars the load leaves the old space 554 MB large with 70 MB live in it: V8's full collections free the
 * garbage but keep the pages it was spread over (its compaction heuristics pick few pages), so the process held
 * 1.1 GB at rest. Compacting every page once gives them back (old space 71 MB, RSS 625 MB, docs/benchmarks.md
 * "200,000 cars"). Node exposes `gc` only with --expose-gc; setting the flag at run time exposes it in a new context,
 * which is where it is taken from. The compaction flag is read at each collection, so it is on for this one only.
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
  if (!collect) return false
  v8.setFlagsFromString('--compact-on-every-full-gc')
  try {
    collect()
  } finally {
    v8.setFlagsFromString('--no-compact-on-every-full-gc')
  }
  return true
}
