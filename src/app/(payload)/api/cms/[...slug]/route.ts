import config from '@payload-config'
import { REST_DELETE, REST_GET, REST_OPTIONS, REST_PATCH, REST_POST, REST_PUT } from '@payloadcms/next/routes'
import { payloadClient } from '@/cms/payload'
import { guarded } from '@/platform/http'
import { restAnswer, restGate } from '@/platform/rest-gate'

type Context = { params: Promise<{ slug: string[] }> }
type Handler = (request: Request, context: Context) => Promise<Response>

/** Payload's REST handler behind the gate (src/platform/rest-gate.ts) and the refusal budget. */
const gated = (handler: Handler): Handler =>
  guarded(async (request: Request, context: Context) => {
    const gate = await restGate(request, (await context.params).slug, await payloadClient())
    return gate instanceof Response ? gate : restAnswer(await handler(gate, context))
  })

export const GET = gated(REST_GET(config))
export const POST = gated(REST_POST(config))
export const DELETE = gated(REST_DELETE(config))
export const PATCH = gated(REST_PATCH(config))
export const PUT = gated(REST_PUT(config))
export const OPTIONS = gated(REST_OPTIONS(config))
