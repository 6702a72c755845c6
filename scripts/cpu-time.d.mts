export function parseStat(line: string): { ppid: number; ticks: number } | null
export function treeTicks(root: number, stats: Iterable<[number, string]>): number
export function cpuTicksOfTree(root: number): number | null
