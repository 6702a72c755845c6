/**
 * Tyre-hotel customers of the browser tests' own, and the codes texted to them: tests that run beside the flow's
 * tests with the demo plates make a customer of their own through the CMS (a new code or booking of a plate would
 * end the other test's), and read its one-time code where the demo "sends" it, the SMS outbox of the e2e server's
 * embedded database (no public answer carries a code).
 */
import fs from 'node:fs'
import path from 'node:path'
import pg from 'pg'
import { expect, type APIRequestContext } from '@playwright/test'
import type { Vehicle as TyreHotelVehicle } from '@/features/tyre-hotel/contract'
import { E2E_DATA_DIR, editorToken, PORT } from './helpers'

type Person = { firstName: string; lastName: string; email: string }
/** The vehicle as the agreement stores it; the station and tyres come from the agreement. */
type Vehicle = Omit<TyreHotelVehicle, 'location' | 'tires'>

/** The last code texted to `phone`, or '' while none is. */
export async function textedCode(phone: string): Promise<string> {
  const { url } = JSON.parse(fs.readFileSync(path.join(E2E_DATA_DIR, 'embedded-db.json'), 'utf8')) as { url: string }
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    const { rows } = await client.query<{ text: string }>(
      `select data->>'text' as text from outbox where topic = 'sms.send' and data->>'to' = $1 order by id desc limit 1`,
      [phone],
    )
    return /\b(\d{4})\b/.exec(rows[0]?.text ?? '')?.[1] ?? ''
  } finally {
    await client.end()
  }
}

/** A storage agreement at Kungens Kurva for `vehicle`, made once through the CMS as the group admin. */
export async function ownAgreement(
  request: APIRequestContext,
  { mobile, customer, vehicle }: { mobile: string; customer: Person; vehicle: Vehicle },
): Promise<void> {
  const cms = (path: string, init: { method?: 'GET' | 'POST'; data?: unknown; params?: Record<string, string> } = {}) =>
    request.fetch(`http://127.0.0.1:${PORT}/api/cms/${path}`, {
      method: init.method ?? 'GET',
      data: init.data,
      params: init.params,
      headers: { host: `se.localhost:${PORT}`, authorization: `JWT ${editorToken()}` },
    })
  const existing = await cms('tirehotel-agreements', {
    params: { 'where[vehicles.regNo][equals]': vehicle.regNo, limit: '1', depth: '0' },
  })
  if (((await existing.json()) as { totalDocs: number }).totalDocs > 0) return
  const stations = (await (
    await cms('tirehotel-stations', { params: { 'where[erpId][equals]': 'TH-KK01', limit: '1', depth: '0' } })
  ).json()) as { docs: { id: number }[] }
  const created = await cms('tirehotel-agreements', {
    method: 'POST',
    data: { customer, mobile, station: stations.docs[0].id, vehicles: [vehicle] },
  })
  expect(created.status()).toBe(201)
}
