/**
 * Catalogue part 2: BMW, MINI, Mercedes-Benz (cars and vans), smart and Tesla.
 */
import { bev, defineModel, ice, ON_SALE, phev, trims, type CarModel, type ModelInput } from './catalog-types'
import type { CarLang } from '@/sites/format'

type Input = Omit<ModelInput, 'brand'>

const BMW_TRIMS = trims([
  ['Sport Line', 0, 0],
  ['M Sport', 1, 3500],
  ['M Sport Pro', 2, 6000, [2021, ON_SALE]],
])

const MINI_TRIMS = trims([
  ['Essential', 0, 0, [2015, 2023]],
  ['Experience', 1, 2000, [2015, 2023]],
  ['JCW Sport', 2, 4000, [2015, 2023]],
  ['Classic', 0, 0, [2024, ON_SALE]],
  ['Favoured', 1, 3000, [2024, ON_SALE]],
  ['JCW Trim', 2, 5000, [2024, ON_SALE]],
])

const MB_TRIMS = trims([
  ['Avantgarde', 0, 0, [2015, 2018]],
  ['Progressive', 0, 0, [2019, ON_SALE]],
  ['AMG Line', 1, 3500],
  ['AMG Line Premium', 2, 7000, [2021, ON_SALE]],
])

const MB_VAN_TRIMS = trims([
  ['BASE', 0, 0],
  ['PRO', 1, 2500],
  ['SELECT', 2, 5000],
])

/** smart and Tesla sell versions, not trims; the version is the drivetrain/line name alone. */
const NO_TRIMS = trims([['', 0, 0]])

const bmw = (m: Input) => defineModel({ brand: 'BMW', ...m }, BMW_TRIMS)
const mini = (m: Input) => defineModel({ brand: 'MINI', ...m }, MINI_TRIMS)
const mb = (m: Input) => defineModel({ brand: 'Mercedes-Benz', ...m }, MB_TRIMS)
/** Mercedes-Benz Vans: sold by dealers that list the 'Mercedes-Benz Vans' brand. */
const mbv = (m: Input) =>
  defineModel({ brand: 'Mercedes-Benz', seller: 'Mercedes-Benz Vans', ...m }, m.lcv ? MB_VAN_TRIMS : MB_TRIMS)
const smart = (m: Input) => defineModel({ brand: 'smart', ...m }, NO_TRIMS)
const tesla = (m: Input) => defineModel({ brand: 'Tesla', ...m }, NO_TRIMS)

/** 'C-Class' is 'C-Klass' in Swedish, 'C-sarja' in Finnish, 'Trieda C' in Slovak. */
const mbClass = (letter: string): Partial<Record<CarLang, string>> => ({
  sv: `${letter}-Klass`,
  nb: `${letter}-Klasse`,
  fi: `${letter}-sarja`,
  sk: `Trieda ${letter}`,
  en: `${letter}-Class`,
})

/** '3 Series' is '3-serie' in Swedish and Norwegian, '3-sarja' in Finnish, 'Rad 3' in Slovak. */
const bmwSeries = (n: number, suffix = ''): Partial<Record<CarLang, string>> => ({
  sv: `${n}-serie${suffix}`,
  nb: `${n}-serie${suffix}`,
  fi: `${n}-sarja${suffix}`,
  sk: `Rad ${n}${suffix}`,
  en: `${n} Series${suffix}`,
})

const BMW: CarModel[] = [
  bmw({
    name: '1 Series', names: bmwSeries(1), body: 'hatchback', years: [2015, ON_SALE], price: 34000,
    dims: [4361, 1800, 1459], curb: 1400, cargo: 380, trailer: 1400, tank: 50,
    engines: [
      ice('120i', 'petrol', 177, 'rwd', 'automatic', 7.1, 6.3, { years: [2015, 2018] }),
      ice('118d', 'diesel', 150, 'fwd', 'automatic', 8.4, 4.7, { years: [2015, 2023] }),
      ice('118i', 'petrol', 136, 'fwd', 'automatic', 8.5, 6.0, { years: [2019, 2023] }),
      ice('120', 'petrol', 170, 'fwd', 'automatic', 7.8, 6.1, { years: [2024, ON_SALE], add: 2000 }),
      ice('M135 xDrive', 'petrol', 300, 'awd', 'automatic', 4.9, 8.1, { add: 16000, w: 0.3 }),
    ],
  }),
  bmw({
    name: '2 Series Active Tourer', names: bmwSeries(2, ' Active Tourer'), body: 'mpv', years: [2015, ON_SALE],
    price: 38000, dims: [4386, 1824, 1576], curb: 1500, cargo: 470, tank: 45, w: 0.7,
    engines: [
      ice('218i', 'petrol', 136, 'fwd', 'automatic', 9.0, 6.1),
      ice('218d', 'diesel', 150, 'fwd', 'automatic', 8.9, 4.8, { years: [2015, 2022], add: 1500 }),
      phev('225e xDrive', 245, 'awd', 6.8, 0.8, 14.9, 85, { years: [2022, ON_SALE], add: 7000, kg: 200, tank: 45 }),
    ],
  }),
  bmw({
    name: '3 Series Touring', names: bmwSeries(3, ' Touring'), body: 'estate', years: [2015, ON_SALE], price: 52000,
    dims: [4713, 1827, 1440], curb: 1650, cargo: 500, trailer: 1800, tank: 59, w: 1.5,
    engines: [
      ice('320d', 'diesel', 190, 'rwd', 'automatic', 7.1, 4.6, { years: [2015, 2019] }),
      ice('320i', 'petrol', 184, 'rwd', 'automatic', 7.5, 6.7, { add: -2000 }),
      ice('320d xDrive', 'diesel', 190, 'awd', 'automatic', 7.5, 5.1),
      phev('330e xDrive', 292, 'awd', 5.9, 1.0, 19.5, 92, { years: [2020, ON_SALE], add: 6000, kg: 250, tank: 40 }),
      ice('M340i xDrive', 'petrol', 374, 'awd', 'automatic', 4.5, 8.3, { years: [2019, ON_SALE], add: 20000, w: 0.3 }),
    ],
  }),
  bmw({
    name: '4 Series Convertible', names: bmwSeries(4, ' Convertible'), body: 'convertible', years: [2015, ON_SALE],
    price: 62000, dims: [4768, 1852, 1384], curb: 1800, cargo: 385, seats: 4, doors: 2, trailer: 1600, tank: 59,
    ncap: null, w: 0.4,
    engines: [
      ice('420i', 'petrol', 184, 'rwd', 'automatic', 8.2, 6.8),
      ice('M440i xDrive', 'petrol', 374, 'awd', 'automatic', 4.9, 8.5, { add: 18000, w: 0.3 }),
    ],
  }),
  bmw({
    name: '5 Series Touring', names: bmwSeries(5, ' Touring'), body: 'estate', years: [2015, ON_SALE], price: 68000,
    dims: [5060, 1900, 1515], curb: 1900, cargo: 570, trailer: 2000, tank: 60,
    engines: [
      ice('520d xDrive', 'diesel', 197, 'awd', 'automatic', 7.4, 5.5),
      phev('530e', 292, 'rwd', 6.0, 1.9, 12.0, 57, { years: [2017, 2023], add: 4000, kg: 250, tank: 46 }),
      phev('530e xDrive', 299, 'awd', 6.3, 0.9, 19.4, 88, { years: [2024, ON_SALE], add: 8000, kg: 300 }),
    ],
  }),
  bmw({
    name: 'i4', body: 'sedan', years: [2021, ON_SALE], price: 60000, dims: [4785, 1852, 1448], curb: 2100, cargo: 470,
    trailer: 1600, w: 1.2,
    engines: [
      bev('eDrive35', 286, 'rwd', 6.0, 70, 483, 16.7, 11, 180),
      bev('eDrive40', 340, 'rwd', 5.7, 84, 590, 16.0, 11, 205, { add: 5000 }),
      bev('M50 xDrive', 544, 'awd', 3.9, 84, 521, 19.0, 11, 205, { add: 15000, w: 0.4 }),
    ],
  }),
  bmw({
    name: 'i5', body: 'sedan', years: [2023, ON_SALE], price: 75000, dims: [5060, 1900, 1505], curb: 2205, cargo: 490,
    trailer: 2000, w: 0.8,
    engines: [
      bev('eDrive40', 340, 'rwd', 6.0, 84, 582, 16.3, 11, 205),
      bev('xDrive40', 394, 'awd', 5.5, 84, 549, 17.5, 11, 205, { add: 4000 }),
      bev('M60 xDrive', 601, 'awd', 3.8, 84, 516, 20.6, 22, 205, { add: 25000, w: 0.3 }),
    ],
  }),
  bmw({
    name: 'X1', body: 'suv', years: [2015, ON_SALE], price: 44000, dims: [4500, 1845, 1642], curb: 1550, cargo: 540,
    trailer: 1800, tank: 54, w: 1.5,
    engines: [
      ice('sDrive18i', 'petrol', 136, 'fwd', 'automatic', 9.2, 6.4, { years: [2015, 2022] }),
      ice('sDrive20i', 'petrol', 170, 'fwd', 'automatic', 8.6, 6.4, { years: [2023, ON_SALE], add: 2000 }),
      ice('xDrive20d', 'diesel', 163, 'awd', 'automatic', 8.6, 5.2, { add: 4000 }),
      phev('xDrive25e', 220, 'awd', 6.9, 1.9, 10.0, 51, { years: [2020, 2022], add: 6000, kg: 200, tank: 36 }),
      phev('xDrive30e', 326, 'awd', 5.6, 0.8, 14.2, 90, { years: [2023, ON_SALE], add: 8000, kg: 200, tank: 45 }),
    ],
  }),
  bmw({
    name: 'iX1', body: 'suv', years: [2023, ON_SALE], price: 50000, dims: [4500, 1845, 1642], curb: 2000, cargo: 490,
    trailer: 1200,
    engines: [
      bev('eDrive20', 204, 'fwd', 8.6, 67, 475, 15.2, 11, 130),
      bev('xDrive30', 313, 'awd', 5.6, 67, 440, 16.8, 11, 130, { add: 5000 }),
    ],
  }),
  bmw({
    name: 'X3', body: 'suv', years: [2015, ON_SALE], price: 60000, dims: [4755, 1920, 1660], curb: 1850, cargo: 570,
    trailer: 2400, tank: 65, w: 1.5,
    engines: [
      ice('xDrive20d', 'diesel', 197, 'awd', 'automatic', 7.7, 5.9),
      ice('20 xDrive', 'petrol', 208, 'awd', 'automatic', 7.8, 7.3, { years: [2024, ON_SALE], add: -1000 }),
      phev('xDrive30e', 299, 'awd', 6.2, 0.7, 19.7, 85, { years: [2020, ON_SALE], add: 6000, kg: 250, tank: 50 }),
    ],
  }),
  bmw({
    name: 'iX3', body: 'suv', years: [2021, ON_SALE], price: 68000, dims: [4734, 1891, 1668], curb: 2260, cargo: 520,
    trailer: 2000,
    engines: [
      bev('Impressive', 286, 'rwd', 6.8, 80, 460, 18.9, 11, 150, { years: [2021, 2025] }),
      bev('50 xDrive', 469, 'awd', 4.9, 109, 805, 15.1, 22, 400, { years: [2026, ON_SALE], add: 6000 }),
    ],
  }),
  bmw({
    name: 'X5', body: 'suv', years: [2015, ON_SALE], price: 95000, dims: [4935, 2004, 1765], curb: 2200, cargo: 650,
    trailer: 2700, tank: 80, w: 0.8,
    engines: [
      ice('xDrive30d', 'diesel', 298, 'awd', 'automatic', 6.1, 7.4),
      ice('xDrive40d', 'diesel', 352, 'awd', 'automatic', 5.4, 7.3, { years: [2023, ON_SALE], add: 6000 }),
      phev('xDrive45e', 394, 'awd', 5.6, 1.7, 24.0, 87, { years: [2019, 2022], add: 6000, kg: 300, tank: 69 }),
      phev('xDrive50e', 489, 'awd', 4.8, 1.0, 25.7, 106, { years: [2023, ON_SALE], add: 8000, kg: 300, tank: 69 }),
    ],
  }),
  bmw({
    name: 'iX', body: 'suv', years: [2021, ON_SALE], price: 90000, dims: [4953, 1967, 1695], curb: 2450, cargo: 500,
    trailer: 2500, w: 0.8,
    engines: [
      bev('xDrive40', 326, 'awd', 6.1, 76.6, 425, 19.8, 11, 150, { years: [2021, 2024] }),
      bev('xDrive45', 408, 'awd', 5.1, 100, 602, 17.5, 11, 175, { years: [2025, ON_SALE] }),
      bev('xDrive50', 523, 'awd', 4.6, 111.5, 630, 19.8, 11, 195, { add: 12000 }),
    ],
  }),
]

const MINI: CarModel[] = [
  mini({
    name: 'Cooper', body: 'hatchback', years: [2015, ON_SALE], price: 28000, dims: [3876, 1744, 1432], curb: 1250,
    cargo: 210, seats: 4, doors: 3, trailer: null, tank: 44, w: 2,
    engines: [
      ice('1.5 136', 'petrol', 136, 'fwd', 'automatic', 8.0, 5.5, { years: [2015, 2023] }),
      ice('C', 'petrol', 156, 'fwd', 'automatic', 7.7, 6.0, { years: [2024, ON_SALE] }),
      ice('S', 'petrol', 204, 'fwd', 'automatic', 6.6, 6.3, { add: 4000 }),
      bev('SE', 184, 'fwd', 7.3, 32.6, 234, 16.9, 11, 50, { years: [2020, 2023], add: 6000, kg: 150 }),
      bev('E', 184, 'fwd', 7.3, 40.7, 305, 14.3, 11, 75, { years: [2024, ON_SALE], add: 4000, kg: 300 }),
      bev('SE', 218, 'fwd', 6.7, 54.2, 402, 14.1, 11, 95, { years: [2024, ON_SALE], add: 8000, kg: 350 }),
    ],
  }),
  mini({
    name: 'Cooper Convertible', body: 'convertible', years: [2016, ON_SALE], price: 34000, dims: [3879, 1727, 1415],
    curb: 1350, cargo: 215, seats: 4, doors: 2, trailer: null, tank: 44, ncap: null, w: 0.6,
    engines: [
      ice('1.5 136', 'petrol', 136, 'fwd', 'automatic', 8.8, 6.0, { years: [2016, 2024] }),
      ice('C', 'petrol', 163, 'fwd', 'automatic', 8.0, 6.2, { years: [2025, ON_SALE] }),
      ice('S', 'petrol', 204, 'fwd', 'automatic', 7.1, 6.5, { add: 4000 }),
    ],
  }),
  mini({
    name: 'Countryman', body: 'suv', years: [2017, ON_SALE], price: 38000, dims: [4444, 1843, 1661], curb: 1600,
    cargo: 460, trailer: 1800, tank: 54, w: 1.5,
    engines: [
      ice('1.5 136', 'petrol', 136, 'fwd', 'automatic', 9.6, 6.4, { years: [2017, 2023] }),
      phev('SE ALL4', 224, 'awd', 6.8, 2.0, 10.0, 50, { years: [2020, 2023], add: 6000, kg: 200, tank: 36 }),
      ice('C', 'petrol', 170, 'fwd', 'automatic', 8.3, 6.6, { years: [2024, ON_SALE] }),
      ice('S ALL4', 'petrol', 218, 'awd', 'automatic', 7.1, 7.3, { years: [2024, ON_SALE], add: 6000 }),
      bev('E', 204, 'fwd', 8.6, 66.5, 462, 16.9, 11, 130, { years: [2024, ON_SALE], add: 6000, kg: 400 }),
      bev('SE ALL4', 313, 'awd', 5.6, 66.5, 433, 17.6, 11, 130, { years: [2024, ON_SALE], add: 10000, kg: 450 }),
    ],
  }),
  mini({
    name: 'Aceman', body: 'suv', years: [2024, ON_SALE], price: 36000, dims: [4079, 1754, 1514], curb: 1790, cargo: 300,
    trailer: null,
    engines: [
      bev('E', 184, 'fwd', 7.9, 42.5, 310, 14.8, 11, 75),
      bev('SE', 218, 'fwd', 7.1, 54.2, 406, 14.7, 11, 95, { add: 4000 }),
    ],
  }),
]

const MERCEDES: CarModel[] = [
  mb({
    name: 'A-Class', names: mbClass('A'), body: 'hatchback', years: [2015, ON_SALE], price: 37000,
    dims: [4419, 1796, 1440], curb: 1400, cargo: 355, trailer: 1400, tank: 43, w: 1.2,
    engines: [
      ice('A 180', 'petrol', 136, 'fwd', 'automatic', 9.2, 6.0),
      ice('A 180 d', 'diesel', 116, 'fwd', 'automatic', 10.5, 4.6, { years: [2015, 2022] }),
      ice('A 200', 'petrol', 163, 'fwd', 'automatic', 8.2, 6.1, { add: 2500 }),
      phev('A 250 e', 218, 'fwd', 6.6, 0.9, 15.6, 76, { years: [2020, ON_SALE], add: 7000, kg: 250, tank: 35, dc: 22 }),
      ice('AMG A 35 4MATIC', 'petrol', 306, 'awd', 'automatic', 4.7, 8.3, { add: 20000, w: 0.2 }),
    ],
  }),
  mb({
    name: 'C-Class Estate', names: { sv: 'C-Klass Kombi', nb: 'C-Klasse stasjonsvogn', fi: 'C-sarja Farmari', sk: 'Trieda C Kombi', en: 'C-Class Estate' },
    body: 'estate', years: [2015, ON_SALE], price: 55000, dims: [4751, 1820, 1455], curb: 1700, cargo: 490,
    trailer: 1800, tank: 66, w: 1.5,
    engines: [
      ice('C 200', 'petrol', 204, 'rwd', 'automatic', 7.5, 6.8),
      ice('C 220 d', 'diesel', 200, 'rwd', 'automatic', 7.4, 5.0, { add: 2500 }),
      ice('C 220 d 4MATIC', 'diesel', 200, 'awd', 'automatic', 7.4, 5.4, { years: [2021, ON_SALE], add: 5000 }),
      phev('C 350 e', 279, 'rwd', 6.2, 2.4, 6.2, 31, { years: [2015, 2018], add: 5000, kg: 200, tank: 50 }),
      phev('C 300 e', 320, 'rwd', 5.6, 1.6, 13.5, 54, { years: [2020, 2021], add: 6000, kg: 250, tank: 50 }),
      phev('C 300 e', 313, 'rwd', 6.2, 0.6, 25.4, 110, { years: [2022, ON_SALE], add: 8000, kg: 350, tank: 50, ac: 11, dc: 55 }),
    ],
  }),
  mb({
    name: 'E-Class Estate', names: { sv: 'E-Klass Kombi', nb: 'E-Klasse stasjonsvogn', fi: 'E-sarja Farmari', sk: 'Trieda E Kombi', en: 'E-Class Estate' },
    body: 'estate', years: [2016, ON_SALE], price: 68000, dims: [4949, 1880, 1469], curb: 1900, cargo: 615,
    trailer: 2100, tank: 66,
    engines: [
      ice('E 220 d', 'diesel', 197, 'rwd', 'automatic', 7.8, 5.3),
      ice('E 220 d 4MATIC', 'diesel', 197, 'awd', 'automatic', 7.8, 5.7, { add: 3000 }),
      phev('E 300 de 4MATIC', 306, 'awd', 6.0, 1.6, 13.5, 48, { years: [2020, 2023], add: 7000, kg: 300, tank: 50 }),
      phev('E 300 e 4MATIC', 313, 'awd', 6.5, 0.9, 25.4, 99, { years: [2024, ON_SALE], add: 8000, kg: 350, tank: 50, ac: 11, dc: 55 }),
    ],
  }),
  mb({
    name: 'CLA Coupé', body: 'coupe', years: [2015, ON_SALE], price: 42000, dims: [4688, 1830, 1439], curb: 1450,
    cargo: 460, doors: 4, trailer: 1600, tank: 43,
    engines: [
      ice('CLA 180', 'petrol', 136, 'fwd', 'automatic', 9.1, 6.0, { years: [2015, 2024] }),
      ice('CLA 200', 'petrol', 163, 'fwd', 'automatic', 8.2, 6.2, { years: [2015, 2024], add: 2500 }),
      ice('CLA 200 Hybrid', 'hybrid', 184, 'fwd', 'automatic', 8.5, 5.3, { years: [2026, ON_SALE], add: 3000 }),
      bev('CLA 250+', 272, 'rwd', 6.7, 85, 792, 12.2, 11, 320, { years: [2025, ON_SALE], add: 13000, kg: 550 }),
      bev('CLA 350 4MATIC', 354, 'awd', 4.9, 85, 771, 13.0, 11, 320, { years: [2025, ON_SALE], add: 17000, kg: 600 }),
    ],
  }),
  mb({
    name: 'GLA', body: 'suv', years: [2015, ON_SALE], price: 44000, dims: [4410, 1834, 1611], curb: 1500, cargo: 435,
    trailer: 1800, tank: 43,
    engines: [
      ice('GLA 200', 'petrol', 163, 'fwd', 'automatic', 8.7, 6.5),
      ice('GLA 220 d 4MATIC', 'diesel', 190, 'awd', 'automatic', 7.5, 5.3, { years: [2020, 2024], add: 4000 }),
      phev('GLA 250 e', 218, 'fwd', 7.1, 1.0, 15.6, 69, { years: [2020, ON_SALE], add: 7000, kg: 250, tank: 35, dc: 22 }),
    ],
  }),
  mb({
    name: 'GLC', body: 'suv', years: [2015, ON_SALE], price: 62000, dims: [4716, 1890, 1640], curb: 1900, cargo: 620,
    trailer: 2500, tank: 62, w: 1.5,
    engines: [
      ice('GLC 220 d 4MATIC', 'diesel', 197, 'awd', 'automatic', 8.0, 5.6),
      ice('GLC 300 4MATIC', 'petrol', 258, 'awd', 'automatic', 6.2, 8.1, { add: 4000 }),
      phev('GLC 300 de 4MATIC', 306, 'awd', 6.2, 1.4, 13.5, 46, { years: [2020, 2022], add: 6000, kg: 300, tank: 50 }),
      phev('GLC 300 e 4MATIC', 313, 'awd', 6.7, 0.6, 25.4, 116, { years: [2023, ON_SALE], add: 7000, kg: 350, tank: 50, ac: 11, dc: 60 }),
    ],
  }),
  mb({
    name: 'EQA', body: 'suv', years: [2021, ON_SALE], price: 52000, dims: [4463, 1834, 1620], curb: 2040, cargo: 340,
    trailer: 750,
    engines: [
      bev('EQA 250+', 190, 'fwd', 8.6, 70.5, 528, 15.7, 11, 100),
      bev('EQA 300 4MATIC', 228, 'awd', 7.7, 66.5, 421, 17.7, 11, 100, { add: 4000 }),
      bev('EQA 350 4MATIC', 292, 'awd', 6.0, 66.5, 409, 17.7, 11, 100, { add: 6000 }),
    ],
  }),
  mb({
    name: 'EQB', body: 'suv', years: [2021, ON_SALE], price: 56000, dims: [4684, 1834, 1701], curb: 2175, cargo: 495,
    seats: 7, trailer: 750, w: 0.7,
    engines: [
      bev('EQB 250+', 190, 'fwd', 8.9, 70.5, 515, 16.4, 11, 100),
      bev('EQB 300 4MATIC', 228, 'awd', 8.0, 66.5, 423, 18.0, 11, 100, { add: 4000 }),
    ],
  }),
  mb({
    name: 'EQC', body: 'suv', years: [2019, 2023], price: 75000, dims: [4761, 1884, 1624], curb: 2495, cargo: 500,
    trailer: 1800, w: 0.5,
    engines: [bev('EQC 400 4MATIC', 408, 'awd', 5.1, 80, 437, 21.4, 7.4, 110)],
  }),
  mb({
    name: 'EQE', body: 'sedan', years: [2022, ON_SALE], price: 75000, dims: [4946, 1961, 1512], curb: 2355, cargo: 430,
    trailer: 750, w: 0.7,
    engines: [
      bev('EQE 300', 245, 'rwd', 7.3, 89, 639, 15.7, 11, 170),
      bev('EQE 350+', 292, 'rwd', 6.4, 96, 654, 15.9, 11, 170, { add: 6000 }),
      bev('EQE 350 4MATIC', 292, 'awd', 6.3, 89, 567, 18.0, 11, 170, { add: 8000 }),
    ],
  }),
  mbv({
    name: 'V-Class', names: mbClass('V'), body: 'mpv', years: [2015, ON_SALE], price: 70000, dims: [5140, 1928, 1880],
    curb: 2300, cargo: 1030, seats: 7, trailer: 2500, tank: 70, w: 0.8,
    engines: [
      ice('V 220 d', 'diesel', 163, 'rwd', 'automatic', 11.2, 7.4),
      ice('V 300 d 4MATIC', 'diesel', 237, 'awd', 'automatic', 8.4, 8.2, { add: 10000 }),
    ],
  }),
  mbv({
    name: 'Citan', body: 'van', lcv: true, years: [2021, ON_SALE], price: 26000, dims: [4498, 1859, 1832], curb: 1500,
    cargo: 2900, seats: 2, tank: 54, gross: 2200,
    engines: [
      ice('110 CDI', 'diesel', 95, 'fwd', 'manual', 14.3, 5.4),
      ice('112 CDI', 'diesel', 116, 'fwd', 'automatic', 12.5, 5.6, { add: 2500 }),
    ],
  }),
  mbv({
    name: 'Vito', body: 'van', lcv: true, years: [2015, ON_SALE], price: 42000, dims: [5140, 1928, 1910], curb: 2000,
    cargo: 6000, seats: 3, doors: 4, trailer: 2500, tank: 57, gross: 3200, w: 1.3,
    engines: [
      ice('114 CDI', 'diesel', 136, 'rwd', 'automatic', 13.9, 7.9),
      ice('116 CDI', 'diesel', 163, 'rwd', 'automatic', 11.6, 8.0, { add: 3000 }),
      ice('119 CDI 4x4', 'diesel', 190, 'awd', 'automatic', 10.5, 8.8, { add: 8000, w: 0.4 }),
    ],
  }),
  mbv({
    name: 'eVito', body: 'van', lcv: true, years: [2020, ON_SALE], price: 55000, dims: [5140, 1928, 1910], curb: 2300,
    cargo: 6000, seats: 3, doors: 4, trailer: null, gross: 3200, w: 0.5,
    engines: [bev('112', 116, 'fwd', 12.0, 90, 314, 28.0, 11, 80)],
  }),
  mbv({
    name: 'Sprinter', body: 'van', lcv: true, years: [2015, ON_SALE], price: 52000, dims: [5932, 2020, 2360],
    curb: 2300, cargo: 9000, seats: 3, doors: 4, trailer: 3000, tank: 71, gross: 3500, w: 1.2,
    engines: [
      ice('315 CDI', 'diesel', 150, 'rwd', 'automatic', 14.0, 9.4),
      ice('317 CDI', 'diesel', 170, 'rwd', 'automatic', 13.0, 9.6, { add: 2500 }),
      ice('319 CDI 4x4', 'diesel', 190, 'awd', 'automatic', 12.5, 10.8, { add: 9000, w: 0.3 }),
    ],
  }),
  mbv({
    name: 'eSprinter', body: 'van', lcv: true, years: [2023, ON_SALE], price: 75000, dims: [5932, 2020, 2360],
    curb: 2800, cargo: 11000, seats: 3, doors: 4, trailer: 1000, gross: 3500, w: 0.4,
    engines: [
      bev('100 kW', 136, 'rwd', 14.0, 113, 440, 30.0, 11, 115),
      bev('150 kW', 204, 'rwd', 11.5, 113, 420, 31.0, 11, 115, { add: 4000 }),
    ],
  }),
]

const SMART: CarModel[] = [
  smart({
    name: 'fortwo', body: 'hatchback', years: [2015, 2024], price: 22000, dims: [2695, 1663, 1555], curb: 1000,
    cargo: 260, seats: 2, doors: 3, trailer: null, tank: 35, ncap: 4, w: 0.8,
    trims: trims([
      ['', 0, 0],
      ['passion', 1, 1500],
      ['prime', 2, 3000],
    ]),
    engines: [
      ice('1.0 71', 'petrol', 71, 'rwd', 'manual', 14.4, 4.7, { years: [2015, 2019] }),
      bev('EQ', 82, 'rwd', 11.6, 17.6, 133, 16.5, 4.6, null, { years: [2017, 2024], kg: 100 }),
    ],
  }),
  smart({
    name: 'forfour', body: 'hatchback', years: [2015, 2021], price: 20000, dims: [3495, 1665, 1554], curb: 1050,
    cargo: 185, seats: 4, trailer: null, tank: 35, ncap: 4, w: 0.5,
    engines: [
      ice('1.0 71', 'petrol', 71, 'rwd', 'manual', 15.9, 4.9, { years: [2015, 2019] }),
      bev('EQ', 82, 'rwd', 12.7, 17.6, 130, 17.0, 4.6, null, { years: [2018, 2021], kg: 100 }),
    ],
  }),
  smart({
    name: '#1', body: 'suv', years: [2023, ON_SALE], price: 40000, dims: [4270, 1822, 1636], curb: 1800, cargo: 313,
    trailer: 1600, w: 1.5,
    engines: [
      bev('Pro', 272, 'rwd', 6.7, 49, 310, 17.0, 7.4, 130, { add: -4000 }),
      bev('Pro+', 272, 'rwd', 6.7, 66, 420, 17.0, 22, 150),
      bev('Premium', 272, 'rwd', 6.7, 66, 440, 16.8, 22, 150, { add: 3000 }),
      bev('BRABUS', 428, 'awd', 3.9, 66, 400, 18.7, 22, 150, { add: 7000, kg: 100, w: 0.5 }),
    ],
  }),
  smart({
    name: '#3', body: 'suv', years: [2024, ON_SALE], price: 42000, dims: [4400, 1844, 1556], curb: 1810, cargo: 370,
    trailer: 1600,
    engines: [
      bev('Pro+', 272, 'rwd', 5.8, 66, 435, 16.3, 22, 150),
      bev('Premium', 272, 'rwd', 5.8, 66, 455, 16.3, 22, 150, { add: 3000 }),
      bev('BRABUS', 428, 'awd', 3.7, 66, 415, 17.6, 22, 150, { add: 7000, kg: 100, w: 0.5 }),
    ],
  }),
  smart({
    name: '#5', body: 'suv', years: [2025, ON_SALE], price: 50000, dims: [4705, 1920, 1705], curb: 2300, cargo: 630,
    trailer: 2000, w: 0.7,
    engines: [
      bev('Pro+', 363, 'rwd', 6.5, 100, 590, 18.9, 22, 400),
      bev('Premium', 363, 'rwd', 6.5, 100, 590, 18.9, 22, 400, { add: 4000 }),
      bev('BRABUS', 646, 'awd', 3.8, 100, 540, 20.8, 22, 400, { add: 9000, w: 0.5 }),
    ],
  }),
]

const TESLA: CarModel[] = [
  tesla({
    name: 'Model 3', body: 'sedan', years: [2019, ON_SALE], price: 42000, dims: [4720, 1850, 1441], curb: 1760,
    cargo: 682, trailer: 1000, w: 2,
    engines: [
      bev('Standard Range Plus', 325, 'rwd', 5.6, 55, 448, 14.5, 11, 170, { years: [2019, 2023] }),
      bev('RWD', 283, 'rwd', 6.1, 60, 554, 13.2, 11, 170, { years: [2024, ON_SALE] }),
      bev('Long Range AWD', 498, 'awd', 4.4, 78, 629, 13.8, 11, 250, { add: 8000, kg: 100 }),
      bev('Performance', 625, 'awd', 3.1, 78, 528, 15.5, 11, 250, { add: 14000, kg: 120, w: 0.4 }),
    ],
  }),
  tesla({
    name: 'Model Y', body: 'suv', years: [2021, ON_SALE], price: 45000, dims: [4797, 1920, 1624], curb: 1980,
    cargo: 854, trailer: 1600, w: 3,
    engines: [
      bev('RWD', 299, 'rwd', 6.9, 60, 500, 14.0, 11, 175),
      bev('Long Range AWD', 514, 'awd', 4.8, 78, 568, 15.5, 11, 250, { add: 6000, kg: 100 }),
      bev('Performance', 534, 'awd', 3.7, 78, 514, 16.9, 11, 250, { years: [2021, 2024], add: 11000, kg: 100, w: 0.4 }),
    ],
  }),
  tesla({
    name: 'Model S', body: 'sedan', years: [2015, 2025], price: 95000, dims: [5021, 1964, 1431], curb: 2070, cargo: 793,
    trailer: 1600, w: 0.6,
    engines: [
      bev('90D', 422, 'awd', 4.4, 90, 509, 20.0, 16.5, 120, { years: [2015, 2018] }),
      bev('Long Range', 422, 'awd', 3.8, 100, 610, 18.5, 16.5, 200, { years: [2019, 2020] }),
      bev('Long Range', 670, 'awd', 3.2, 100, 634, 18.1, 11, 250, { years: [2021, 2025] }),
    ],
  }),
  tesla({
    name: 'Model X', body: 'suv', years: [2016, 2025], price: 105000, dims: [5057, 1999, 1680], curb: 2350, cargo: 910,
    seats: 7, trailer: 2250, w: 0.5,
    engines: [
      bev('100D', 422, 'awd', 4.9, 100, 565, 21.0, 16.5, 200, { years: [2016, 2020] }),
      bev('Long Range', 670, 'awd', 3.9, 100, 576, 20.6, 11, 250, { years: [2021, 2025] }),
    ],
  }),
]

export const MODELS_PREMIUM: readonly CarModel[] = [...BMW, ...MINI, ...MERCEDES, ...SMART, ...TESLA]
