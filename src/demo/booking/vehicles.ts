/**
 * The demo vehicle registry: the documented plates (README "Demo plates") and a few
 * hundred generated Swedish ones (ABC123 or ABC12D; letters without I, Q, V, Å, Ä, Ö as the
 * Swedish series leave them out).
 */
import { createRng } from '@/demo/random'

export type DemoVehicle = {
  registrationNumber: string
  brand: string
  model: string
  buildYear: number
  hasServiceAgreement: boolean
}

/** The plates the README lists, each showing one path of the flow. */
export const DOCUMENTED_VEHICLES: DemoVehicle[] = [
  { registrationNumber: 'ABC123', brand: 'Volvo', model: 'XC60', buildYear: 2021, hasServiceAgreement: true },
  { registrationNumber: 'XYZ789', brand: 'Kia', model: 'Ceed', buildYear: 2019, hasServiceAgreement: false },
  { registrationNumber: 'FER001', brand: 'Ferrari', model: '296 GTB', buildYear: 2023, hasServiceAgreement: false },
  { registrationNumber: 'POL222', brand: 'Polestar', model: '2', buildYear: 2022, hasServiceAgreement: true },
  { registrationNumber: 'BMW330', brand: 'BMW', model: '330e', buildYear: 2020, hasServiceAgreement: false },
  { registrationNumber: 'FRD100', brand: 'Ford', model: 'Focus', buildYear: 2017, hasServiceAgreement: false },
]

const MODELS: Record<string, string[]> = {
  Volvo: ['XC40', 'XC60', 'XC90', 'V60', 'V90', 'S60', 'EX30', 'EX40'],
  Polestar: ['2', '3'],
  Volkswagen: ['Golf', 'Passat', 'Tiguan', 'Polo', 'ID.3', 'ID.4'],
  Audi: ['A3', 'A4', 'A6', 'Q3', 'Q5', 'Q4 e-tron'],
  Skoda: ['Octavia', 'Superb', 'Kodiaq', 'Karoq', 'Enyaq'],
  Kia: ['Ceed', 'Niro', 'Niro EV', 'Sportage', 'EV6', 'Picanto'],
  Toyota: ['Corolla', 'RAV4', 'Yaris', 'C-HR', 'bZ4X'],
  Renault: ['Clio', 'Captur', 'Megane E-Tech', 'Kadjar'],
  Dacia: ['Sandero', 'Duster', 'Jogger'],
  Hyundai: ['i30', 'Tucson', 'Kona', 'Ioniq 5'],
  Ford: ['Focus', 'Kuga', 'Fiesta'],
  Peugeot: ['208', '308', '3008'],
  'Mercedes-Benz': ['A-Klass', 'C-Klass', 'GLC'],
  BMW: ['320d', 'X1', 'X3', 'i4'],
}
/** Brand mix roughly like a Swedish car park: Volvo first. */
const BRAND_WEIGHTS: [string, number][] = [
  ['Volvo', 30],
  ['Volkswagen', 14],
  ['Toyota', 10],
  ['Kia', 9],
  ['Audi', 6],
  ['Skoda', 6],
  ['Renault', 4],
  ['Hyundai', 4],
  ['Polestar', 3],
  ['Dacia', 3],
  ['Ford', 3],
  ['Peugeot', 2],
  ['Mercedes-Benz', 3],
  ['BMW', 3],
]
const LETTERS = 'ABCDEFGHJKLMNOPRSTUWXYZ'

/** `count` generated vehicles plus the documented ones; deterministic. */
export function demoVehicles(count = 300): DemoVehicle[] {
  const rng = createRng(16_016)
  const taken = new Set(DOCUMENTED_VEHICLES.map((v) => v.registrationNumber))
  const totalWeight = BRAND_WEIGHTS.reduce((sum, [, w]) => sum + w, 0)
  const brand = () => {
    let r = rng.next() * totalWeight
    for (const [name, weight] of BRAND_WEIGHTS) if ((r -= weight) < 0) return name
    return 'Volvo'
  }
  const out = [...DOCUMENTED_VEHICLES]
  while (out.length < count + DOCUMENTED_VEHICLES.length) {
    const letters = Array.from({ length: 3 }, () => rng.pick([...LETTERS])).join('')
    const last = rng.chance(0.3) ? rng.pick([...LETTERS]) : String(rng.int(0, 9))
    const plate = `${letters}${rng.int(0, 9)}${rng.int(0, 9)}${last}`
    if (taken.has(plate)) continue
    taken.add(plate)
    const make = brand()
    out.push({
      registrationNumber: plate,
      brand: make,
      model: rng.pick(MODELS[make]),
      buildYear: rng.int(2008, 2025),
      hasServiceAgreement: rng.chance(0.25),
    })
  }
  return out
}
