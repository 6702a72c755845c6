import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The process-wide Payload instance (getPayload caches it; this keeps call sites short). */
export function payloadClient(): Promise<Payload> {
  return getPayload({ config })
}
