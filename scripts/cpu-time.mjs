// CPU time used by a process and its descendants, read from /proc (Linux). A compiler that prints nothing for
// minutes on a slow or busy machine is still working when its CPU time grows; a hung one is not. Elsewhere
// (no /proc) the answer is null and only output counts as progress.
import fs from 'node:fs'

/** Parses one /proc/<pid>/stat line into its parent and CPU ticks; null if it is not one. */
export function parseStat(line) {
  // The command name is in parentheses and may itself hold spaces or parentheses: fields follow the last ')'.
  const end = line.lastIndexOf(')')
  if (end < 0) return null
  const fields = line.slice(end + 2).split(' ')
  // After the name: state(3) ppid(4) … utime(14) stime(15), so index = field number - 3.
  const ppid = Number(fields[1])
  const ticks = Number(fields[11]) + Number(fields[12])
  return Number.isFinite(ppid) && Number.isFinite(ticks) ? { ppid, ticks } : null
}

/** The summed CPU ticks of `root` and every process below it, given each process's stat line; 0 if root is gone. */
export function treeTicks(root, stats) {
  const children = new Map()
  const ticks = new Map()
  for (const [pid, line] of stats) {
    const stat = parseStat(line)
    if (!stat) continue
    ticks.set(pid, stat.ticks)
    children.set(stat.ppid, [...(children.get(stat.ppid) ?? []), pid])
  }
  let total = 0
  const pending = [root]
  while (pending.length) {
    const pid = pending.pop()
    total += ticks.get(pid) ?? 0
    pending.push(...(children.get(pid) ?? []))
  }
  return total
}

/** CPU ticks of a process tree now, or null where /proc cannot be read. */
export function cpuTicksOfTree(root) {
  let entries
  try {
    entries = fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))
  } catch {
    return null
  }
  const stats = []
  for (const name of entries) {
    try {
      stats.push([Number(name), fs.readFileSync(`/proc/${name}/stat`, 'utf8')])
    } catch {}
  }
  return treeTicks(root, stats)
}
