/**
 * Whether this process has been asked to stop (the production server's SIGTERM, src/platform/server/main.ts): it
 * finishes what it accepted, and its readiness (/healthz/ready) answers 503 meanwhile, so a balancer or an
 * orchestrator sends it nothing new. On globalThis: the server's bundle and the routes' are apart.
 */
const holder = globalThis as unknown as { __draining?: boolean }

export const isDraining = (): boolean => holder.__draining === true

export function startDraining(): void {
  holder.__draining = true
}
