/** Scheduled publishing's background work, started with the instance's (src/instrumentation.ts, src/platform/runtime.ts). */
import 'server-only'
import type { DomainHandlers } from '@/platform/runtime'
import { scheduleHandlers } from './run'

export const scheduleDeliveries: DomainHandlers = (payload) => scheduleHandlers(payload)
