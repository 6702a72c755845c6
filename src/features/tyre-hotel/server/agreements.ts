import type { Payload } from 'payload'
import type { TirehotelAgreement, TirehotelStation } from '@/payload-types'

export type AgreementWithStation = TirehotelAgreement & { station: TirehotelStation }

/** The agreement that lists this plate (a plate belongs to one agreement: collections.ts), with its station. */
export async function agreementByPlate(payload: Payload, plate: string): Promise<AgreementWithStation | null> {
  const { docs } = await payload.find({
    collection: 'tirehotel-agreements',
    where: { 'vehicles.regNo': { equals: plate } },
    depth: 1,
    limit: 1,
    pagination: false,
  })
  const agreement = docs[0]
  return agreement && typeof agreement.station === 'object' ? (agreement as AgreementWithStation) : null
}

export async function agreementById(payload: Payload, id: number): Promise<AgreementWithStation | null> {
  const agreement = await payload.findByID({ collection: 'tirehotel-agreements', id, depth: 1, disableErrors: true })
  return agreement && typeof agreement.station === 'object' ? (agreement as AgreementWithStation) : null
}
