import { createHash } from 'node:crypto'
import pkg from '../../../../package.json' with { type: 'json' }
import { openApiDocument } from '@/platform/openapi/document'
import { API_OPERATIONS, API_TAGS } from './operations'

export const dynamic = 'force-dynamic'

const DESCRIPTION =
  'The public HTTP APIs of the dealer group’s sites, generated from the zod schemas the route handlers validate ' +
  'with (docs/api.md has the prose). Site-bound operations answer for the site of the request’s `Host` ' +
  '(e.g. `se.localhost:3000`). Every error answer is JSON with `error`; a 400 also lists `issues` naming each field.'

type Built = { body: string; etag: string }
let built: Built | null = null

/** Made once per process on first request: the operations and their schemas change only with a new build. */
function document(): Built {
  if (!built) {
    const body = JSON.stringify(
      openApiDocument(
        {
          title: 'Dealer group web platform',
          version: pkg.version,
          description: DESCRIPTION,
          tags: API_TAGS,
          today: new Date().toISOString().slice(0, 10),
        },
        API_OPERATIONS,
      ),
    )
    built = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` }
  }
  return built
}

/** GET /api/openapi.json: the OpenAPI 3.1 document of every public API (docs/api.md "The API described for machines"). */
export function GET(request: Request) {
  const { body, etag } = document()
  const headers = { 'cache-control': 'public, max-age=3600', etag }
  const known = (request.headers.get('if-none-match') ?? '').split(',').map((tag) => tag.trim())
  if (known.includes(etag)) return new Response(null, { status: 304, headers })
  return new Response(body, { headers: { ...headers, 'content-type': 'application/json' } })
}
