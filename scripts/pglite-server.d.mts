import type { PGlite } from '@electric-sql/pglite'
export function servePglite(db: PGlite, options?: { host?: string; port?: number; idleTransactionMs?: number }): Promise<{ port: number; close: () => Promise<void> }>
