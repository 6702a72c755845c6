/**
 * The tyre hotel's demo customers (README "Tyre hotel demo"). Fictional people; the mobile
 * numbers are from the range Sweden's PTS keeps for fiction (070-174 06 05 – 070-174 06 99), so no
 * real phone is ever texted. The codes appear in the server log and in admin › Platform › SMS outbox.
 * - TYR123: one tyre with threadStatusId 1 (replacement recommended, spec 2 §8) and one with 2;
 * - TYR456: all tyres fine;
 * - TYR789: for the "already validated in this browser session" case (spec 2 §2.5), with a number of
 *   its own so its codes never mix with the others'.
 */
type Weekday = 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat' | 'sun'
export type DemoStation = {
  locationName: string
  departmentName: string
  erpId: string
  phone: string
  email: string
  street: string
  zip: string
  city: string
  wheelChangeMinutes: number
  offersTimes: boolean
  capacity: {
    unitsPerDay: number
    stepMinutes: '15' | '30' | '60'
    leadMinutes: number
    fullDayDropOffBefore: string
    publicHolidays: 'SE'
    weeklyHours: { weekday: Weekday; open: string; close: string; units?: number }[]
  }
}

const weekdays = (open: string, close: string) =>
  (['mon', 'tue', 'wed', 'thu', 'fri'] as const).map((weekday) => ({ weekday, open, close }))

/**
 * Kungens Kurva offers times (30-minute wheel changes, 3 lanes, Saturdays too); Mölndal books days
 * without a time — the car is left before 08:00 and the station calls back (spec 2 §4.3).
 */
export const DEMO_STATIONS: DemoStation[] = [
  {
    locationName: 'Däckhotell Kungens Kurva',
    departmentName: 'Däck & hjulskifte',
    erpId: 'TH-KK01',
    phone: '08-46 50 06 05',
    email: 'dackhotell.kungenskurva@example.se',
    street: 'Kungens Kurva Ringväg 12',
    zip: '141 75',
    city: 'Kungens Kurva',
    wheelChangeMinutes: 30,
    offersTimes: true,
    capacity: {
      unitsPerDay: 3,
      stepMinutes: '30',
      leadMinutes: 120,
      fullDayDropOffBefore: '08:00',
      publicHolidays: 'SE',
      weeklyHours: [...weekdays('07:30', '17:00'), { weekday: 'sat', open: '09:00', close: '14:00', units: 2 }],
    },
  },
  {
    locationName: 'Däckhotell Mölndal',
    departmentName: 'Däck & hjulskifte',
    erpId: 'TH-ML02',
    phone: '031-390 06 05',
    email: 'dackhotell.molndal@example.se',
    street: 'Flöjelbergsgatan 8',
    zip: '431 37',
    city: 'Mölndal',
    wheelChangeMinutes: 45,
    offersTimes: false,
    capacity: {
      unitsPerDay: 4,
      stepMinutes: '30',
      leadMinutes: 120,
      fullDayDropOffBefore: '08:00',
      publicHolidays: 'SE',
      weeklyHours: weekdays('07:00', '16:00'),
    },
  },
]

type Tire = {
  equipmentPosition: 'LF' | 'RF' | 'LR' | 'RR'
  name: string
  depth: number
  status: '0' | '1' | '2'
  message?: string
}
export type DemoAgreement = {
  plate: string
  customer: { firstName: string; lastName: string; email: string }
  mobile: string
  station: string
  vehicle: { name: string; brand: string; brandCode: string; model: string; productId: string; packageLevel: string }
  size: { rimDiameter: number; sectionWidth: number; aspectRatio: number; threadPattern: string }
  tires: Tire[]
}

const fine = (name: string, depth: number): Tire[] =>
  (['LF', 'RF', 'LR', 'RR'] as const).map((equipmentPosition, i) => ({
    equipmentPosition,
    name,
    depth: Math.round((depth - i * 0.3) * 10) / 10,
    status: '0',
  }))

export const DEMO_AGREEMENTS: DemoAgreement[] = [
  {
    plate: 'TYR123',
    customer: { firstName: 'Anna', lastName: 'Svensson', email: 'anna.svensson@example.se' },
    mobile: '+46701740605',
    station: 'TH-KK01',
    vehicle: {
      name: 'Volvo XC60 B4',
      brand: 'Volvo',
      brandCode: 'VOLVO',
      model: 'XC60',
      productId: 'TH-PLUS-17',
      packageLevel: 'Plus',
    },
    size: { rimDiameter: 18, sectionWidth: 235, aspectRatio: 60, threadPattern: 'Nokian Hakkapeliitta R5' },
    tires: [
      { equipmentPosition: 'LF', name: 'Nokian Hakkapeliitta R5', depth: 6.8, status: '0' },
      { equipmentPosition: 'RF', name: 'Nokian Hakkapeliitta R5', depth: 6.5, status: '0' },
      {
        equipmentPosition: 'LR',
        name: 'Nokian Hakkapeliitta R5',
        depth: 3.1,
        status: '1',
        message: 'Mönsterdjupet är lågt: vi rekommenderar byte av däcket.',
      },
      {
        equipmentPosition: 'RR',
        name: 'Nokian Hakkapeliitta R5',
        depth: 4.6,
        status: '2',
        message: 'Kontrolleras vid nästa hjulskifte.',
      },
    ],
  },
  {
    plate: 'TYR456',
    customer: { firstName: 'Erik', lastName: 'Johansson', email: 'erik.johansson@example.se' },
    mobile: '+46701740606',
    station: 'TH-KK01',
    vehicle: {
      name: 'Volkswagen ID.4 Pro',
      brand: 'Volkswagen',
      brandCode: 'VW',
      model: 'ID.4',
      productId: 'TH-BAS-19',
      packageLevel: 'Bas',
    },
    size: { rimDiameter: 19, sectionWidth: 235, aspectRatio: 55, threadPattern: 'Michelin X-Ice Snow' },
    tires: fine('Michelin X-Ice Snow', 7.9),
  },
  {
    plate: 'TYR789',
    customer: { firstName: 'Maria', lastName: 'Lindqvist', email: 'maria.lindqvist@example.se' },
    mobile: '+46701740607',
    station: 'TH-ML02',
    vehicle: {
      name: 'Kia EV6 GT-Line',
      brand: 'Kia',
      brandCode: 'KIA',
      model: 'EV6',
      productId: 'TH-PREMIUM-20',
      packageLevel: 'Premium',
    },
    size: { rimDiameter: 20, sectionWidth: 255, aspectRatio: 45, threadPattern: 'Continental VikingContact 8' },
    tires: fine('Continental VikingContact 8', 8.2),
  },
]
