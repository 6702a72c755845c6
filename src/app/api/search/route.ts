import { NextResponse } from 'next/server'
import { SearchQueryError } from '@/search/contract'
import { search } from '@/search/search'

export const dynamic = 'force-dynamic'

/** POST /api/search: the search service's query contract (spec 1 §7, docs/api.md). */
export async function POST(request: Request) {
  let body: unknown
  try {
    body = await request.json()
  } catch {
    return NextResponse.json({ error: 'The request body must be a JSON search query.' }, { status: 400 })
  }
  try {
    return NextResponse.json(await search(body), { headers: { 'cache-control': 'no-store' } })
  } catch (error) {
    if (error instanceof SearchQueryError) return NextResponse.json({ error: error.message }, { status: 400 })
    console.error('search route failed', error)
    return NextResponse.json({ error: 'Search is unavailable right now.' }, { status: 503 })
  }
}
