import type { Payload } from 'payload'
import { DEMO_AGREEMENTS, DEMO_STATIONS } from '@/demo/tyre-hotel/data'

/** The tyre hotel's demo stations and agreements (src/demo/tyre-hotel/data.ts); existing ones (by erpId, by plate) are left as they are. */
export async function seedTyreHotel(payload: Payload): Promise<{ stations: number; agreements: number }> {
  const stationIds = new Map<string, number>()
  let stations = 0
  for (const station of DEMO_STATIONS) {
    const { docs } = await payload.find({
      collection: 'tirehotel-stations',
      where: { erpId: { equals: station.erpId } },
      limit: 1,
      depth: 0,
      select: {},
    })
    const id = docs[0]?.id ?? (await payload.create({ collection: 'tirehotel-stations', data: station, depth: 0 })).id
    if (!docs[0]) stations++
    stationIds.set(station.erpId, id)
  }
  let agreements = 0
  for (const demo of DEMO_AGREEMENTS) {
    const { totalDocs } = await payload.count({
      collection: 'tirehotel-agreements',
      where: { 'vehicles.regNo': { equals: demo.plate } },
    })
    if (totalDocs) continue
    await payload.create({
      collection: 'tirehotel-agreements',
      depth: 0,
      data: {
        customer: demo.customer,
        mobile: demo.mobile,
        station: stationIds.get(demo.station)!,
        vehicles: [
          {
            regNo: demo.plate,
            ...demo.vehicle,
            tires: demo.tires.map((t) => ({
              equipmentPosition: t.equipmentPosition,
              wheel: {
                name: t.name,
                ...demo.size,
                threadDepth: t.depth,
                threadStatusId: t.status,
                threadStatusMessage: t.message ?? null,
              },
            })),
          },
        ],
      },
    })
    agreements++
  }
  return { stations, agreements }
}
