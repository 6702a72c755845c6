/**
 * The validated session's vehicles in the spec's shape (spec 2 §3 "Vehicle", "Location", "Tire"),
 * from a stored agreement. Pure: the agreement is read elsewhere.
 */
import type { TirehotelAgreement, TirehotelStation } from '@/payload-types'

export type StationView = { locationName: string; departmentName: string; erpId: string; phone: string; email: string }
export type TireView = {
  equipmentPosition: string
  wheel: {
    name: string
    rimDiameter: number
    sectionWidth: number
    threadPattern: string
    threadDepth: number
    aspectRatio: number
    threadStatusId: number
    threadStatusMessage: string
  }
}
export type VehicleView = {
  regNo: string
  name: string
  brand: string
  brandCode: string
  model: string
  productId: string
  packageLevel: string
  location: StationView
  tires: TireView[]
}

export function stationView(station: TirehotelStation): StationView {
  return {
    locationName: station.locationName,
    departmentName: station.departmentName,
    erpId: station.erpId,
    phone: station.phone,
    email: station.email,
  }
}

/** The agreement's vehicle with this plate, with its station and tyres; null when the agreement has no such plate. */
export function vehicleView(
  agreement: TirehotelAgreement & { station: TirehotelStation },
  plate: string,
): VehicleView | null {
  const vehicle = agreement.vehicles?.find((v) => v.regNo === plate)
  if (!vehicle) return null
  return {
    regNo: vehicle.regNo,
    name: vehicle.name,
    brand: vehicle.brand,
    brandCode: vehicle.brandCode,
    model: vehicle.model,
    productId: vehicle.productId,
    packageLevel: vehicle.packageLevel,
    location: stationView(agreement.station),
    tires: (vehicle.tires ?? []).map((t) => ({
      equipmentPosition: t.equipmentPosition,
      wheel: {
        name: t.wheel.name,
        rimDiameter: t.wheel.rimDiameter,
        sectionWidth: t.wheel.sectionWidth,
        threadPattern: t.wheel.threadPattern,
        threadDepth: t.wheel.threadDepth,
        aspectRatio: t.wheel.aspectRatio,
        threadStatusId: Number(t.wheel.threadStatusId),
        threadStatusMessage: t.wheel.threadStatusMessage ?? '',
      },
    })),
  }
}
