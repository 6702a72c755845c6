/**
 * The service booking's benchmark: on a fresh embedded database with the demo catalogue
 * (30 workshop departments) and a busy department, the time to answer four weeks of slots at one
 * department (timeSlotDays: car, catalogue, one reservation read, the slot rules) and the time to
 * the first workshop of the stream (workshopStream: car, ranking, the first department's
 * availability). These are the domain calls the routes make; the routes add the site lookup and the
 * rate limiter (both in memory).
 */
import { getPayload, type Payload } from 'payload'
import { startEmbeddedDatabase } from '../../scripts/embedded-db.mjs'

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b)
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), runs: values.length }
}
export type Stats = ReturnType<typeof stats>

export type BookingBench = {
  departments: number
  reservations: number
  catalogueLoad: Stats
  slots: Stats
  firstEventDistance: Stats
  firstEventFirstAvailable: Stats
  allFive: Stats
}

export async function benchBooking(runs = 200): Promise<BookingBench> {
  const db = await startEmbeddedDatabase()
  process.env.DATABASE_URL = db.url
  process.env.PAYLOAD_SECRET ||= 'bench-only'
  const { default: config } = await import('@payload-config')
  const payload: Payload = await getPayload({ config })
  try {
    const { runMigrations } = await import('@/cms/migrate')
    await runMigrations(payload)
    const { seedBooking } = await import('@/demo/seed/booking')
    await seedBooking(payload, { vehicles: 20 })
    const { loadCatalogue } = await import('@/features/service-booking/server/catalogue')
    const { bookingApiStrings } = await import('@/features/service-booking/server/strings')
    const { defaultMessages } = await import('@/i18n/catalogue')
    const { timeSlotDays } = await import('@/features/service-booking/server/timeslots')
    const { workshopStream } = await import('@/features/service-booking/server/workshops')
    const { inTransaction } = await import('@/platform/transactions')
    const { reserveSlot } = await import('@/features/service-booking/capacity/reservations')
    const { departmentResource } = await import('@/features/service-booking/server/model')

    const catalogue = await loadCatalogue(payload)
    const scope = { payload, catalogue, messages: defaultMessages(bookingApiStrings, 'sv-SE') }
    const now = new Date()
    const today = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Stockholm' }).format(now)
    const department = catalogue.departments[0]

    // A busy department: every other free hour of the next four weeks booked on one lane.
    const days = await timeSlotDays(scope, {
      registrationNumber: 'ABC123',
      departmentId: department.departmentId,
      date: today,
      codes: ['SRV-OIL'],
      now,
    })
    let reservations = 0
    for (const day of days) {
      for (const time of day.availableSlots.filter((_, i) => i % 4 === 0)) {
        await inTransaction(payload, ({ req }) =>
          reserveSlot(payload, req, {
            resource: departmentResource(department),
            calendar: department.calendar,
            choice: { date: day.date, time },
            lengthMinutes: 60,
            ref: `bench:${day.date}:${time}`,
            now,
          }),
        )
        reservations += 1
      }
    }

    const time = async (work: () => Promise<unknown>) => {
      const start = performance.now()
      await work()
      return performance.now() - start
    }
    const catalogueLoad: number[] = []
    for (let i = 0; i < 20; i++) catalogueLoad.push(await time(() => loadCatalogue(payload)))

    const slots: number[] = []
    for (let i = 0; i < runs; i++) {
      slots.push(
        await time(() =>
          timeSlotDays(scope, {
            registrationNumber: 'ABC123',
            departmentId: department.departmentId,
            date: today,
            codes: ['SRV-OIL', 'ADD-WASH'],
            now,
          }),
        ),
      )
    }

    const stockholm = { lat: 59.3293, lng: 18.0686 }
    const firstEvent = async (sort: 'distance' | 'firstAvailable', all = false) => {
      const start = performance.now()
      const signal = new AbortController()
      let first = 0
      for await (const message of workshopStream(
        scope,
        { registrationNumber: 'ABC123', codes: ['SRV-OIL'], position: stockholm, sort, now },
        signal.signal,
      )) {
        if (!('departmentId' in message)) throw new Error(`the stream answered ${JSON.stringify(message)}`)
        first ||= performance.now() - start
        if (!all) signal.abort()
      }
      return all ? performance.now() - start : first
    }
    const distance: number[] = []
    const byFirst: number[] = []
    const allFive: number[] = []
    for (let i = 0; i < runs; i++) {
      distance.push(await firstEvent('distance'))
      byFirst.push(await firstEvent('firstAvailable'))
      if (i % 4 === 0) allFive.push(await firstEvent('distance', true))
    }
    return {
      departments: catalogue.departments.length,
      reservations,
      catalogueLoad: stats(catalogueLoad),
      slots: stats(slots),
      firstEventDistance: stats(distance),
      firstEventFirstAvailable: stats(byFirst),
      allFive: stats(allFive),
    }
  } finally {
    await payload.destroy().catch(() => {})
    await db.stop()
  }
}
