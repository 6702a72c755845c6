export const root: string
export const NODE_FLAGS: string[]
export const SEED_COMMAND: string[]
export function embeddedDatabaseRefusal(env: Record<string, string | undefined>): string | null
export function credentialsFileName(databaseUrl: string | undefined): string
export function prepareRuntime(): Promise<{
  env: NodeJS.ProcessEnv
  dataDir: string
  stopDatabase: () => Promise<void>
}>
