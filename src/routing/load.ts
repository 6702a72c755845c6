import 'server-only'
import { payloadClient } from '@/cms/payload'
import { loadSites } from '@/sites/resolve'
import { cachedShell } from '@/sites/shell-cache'
import { readRoutingTable, type RoutingTable } from './table'

/** The routing table of every site, cached with the shell (pages, stories and sites changes clear it). */
export function loadRoutingTable(): Promise<RoutingTable> {
  return cachedShell('routing', 0, 'all', async () => readRoutingTable(await payloadClient(), await loadSites()))
}
