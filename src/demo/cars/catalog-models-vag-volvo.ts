/**
 * Catalogue part 1: Volvo, Polestar and the Volkswagen group (VW, Audi, Skoda, Cupra). Figures
 * are typical published values (WLTP, kerb weight without driver, braked trailer weight);
 * older engines carry the years they were sold so used cars get period-correct versions.
 */
import { bev, defineModel, ice, ON_SALE, phev, trims, type CarModel, type Trim, type Years } from './catalog-types'

const NOW: Years = [2022, ON_SALE]

// ---------------------------------------------------------------------------------------------
// Volvo and Polestar

const VOLVO_TRIMS = trims([
  ['Momentum', 0, 0, [2015, 2021]],
  ['Inscription', 1, 3500, [2015, 2021]],
  ['R-Design', 1, 3500, [2015, 2021]],
  ['Core', 0, 0, NOW],
  ['Plus Bright', 1, 4000, NOW],
  ['Plus Dark', 1, 4000, NOW],
  ['Ultra Bright', 2, 8000, NOW],
  ['Ultra Dark', 2, 8000, NOW],
])

const POLESTAR_TRIMS = trims([
  ['', 0, 0],
  ['Plus', 1, 4000],
  ['Plus Pilot', 2, 7000],
])

const volvo = (m: Omit<Parameters<typeof defineModel>[0], 'brand'>) => defineModel({ brand: 'Volvo', ...m }, VOLVO_TRIMS)
const polestar = (m: Omit<Parameters<typeof defineModel>[0], 'brand'>) =>
  defineModel({ brand: 'Polestar', ...m }, POLESTAR_TRIMS)

const VOLVO: CarModel[] = [
  volvo({
    name: 'EX30', body: 'suv', years: [2024, ON_SALE], price: 37000, dims: [4233, 1837, 1549], curb: 1850, cargo: 318,
    trailer: 1600, w: 1.5,
    engines: [
      bev('Single Motor', 272, 'rwd', 5.3, 51, 344, 16.7, 11, 134),
      bev('Single Motor Extended Range', 272, 'rwd', 5.3, 69, 476, 16.9, 11, 153, { add: 4500, kg: 90 }),
      bev('Twin Motor Performance', 428, 'awd', 3.6, 69, 450, 17.5, 11, 153, { add: 9000, kg: 110, w: 0.5 }),
    ],
  }),
  volvo({
    name: 'XC40', body: 'suv', years: [2018, ON_SALE], price: 41000, dims: [4440, 1863, 1652], curb: 1650, cargo: 443,
    trailer: 1800, tank: 54, w: 2,
    engines: [
      ice('T2', 'petrol', 129, 'fwd', 'manual', 10.9, 6.8, { years: [2019, 2021], add: -3000 }),
      ice('T3', 'petrol', 163, 'fwd', 'automatic', 9.6, 7.0, { years: [2018, 2021] }),
      ice('D4 AWD', 'diesel', 190, 'awd', 'automatic', 7.9, 5.8, { years: [2018, 2020], add: 5000 }),
      ice('B3', 'petrol', 163, 'fwd', 'automatic', 8.9, 7.2, { years: [2021, ON_SALE] }),
      ice('B4', 'petrol', 197, 'fwd', 'automatic', 8.4, 7.3, { years: [2021, ON_SALE], add: 3000 }),
      phev('T4 Recharge', 211, 'fwd', 8.5, 2.0, 10.7, 44, { years: [2020, 2023], add: 5000, kg: 150, tank: 48 }),
      phev('T5 Recharge', 262, 'fwd', 7.3, 1.9, 14.7, 45, { years: [2020, 2023], add: 7000, kg: 160, tank: 48 }),
      bev('P8 AWD Recharge', 408, 'awd', 4.9, 78, 418, 23.8, 11, 150, { years: [2021, 2022], add: 16000, kg: 500 }),
    ],
  }),
  volvo({
    name: 'EX40', body: 'suv', years: [2023, ON_SALE], price: 52000, dims: [4440, 1873, 1647], curb: 2100, cargo: 419,
    trailer: 1800,
    engines: [
      bev('Single Motor', 238, 'rwd', 7.3, 69, 475, 17.3, 11, 130),
      bev('Single Motor Extended Range', 252, 'rwd', 7.4, 82, 572, 16.5, 11, 200, { add: 3500, kg: 90 }),
      bev('Twin Motor Performance', 408, 'awd', 4.8, 82, 535, 18.3, 11, 200, { add: 7000, kg: 110 }),
    ],
  }),
  volvo({
    name: 'XC60', body: 'suv', years: [2015, ON_SALE], price: 56000, dims: [4708, 1902, 1658], curb: 1900, cargo: 483,
    trailer: 2400, tank: 71, w: 2.5,
    engines: [
      ice('D4 AWD', 'diesel', 190, 'awd', 'automatic', 8.4, 5.8, { years: [2015, 2020] }),
      ice('T5 AWD', 'petrol', 254, 'awd', 'automatic', 6.8, 8.0, { years: [2017, 2020], add: 2000 }),
      ice('B4 AWD', 'diesel', 197, 'awd', 'automatic', 8.3, 5.9, { years: [2020, 2023], add: 1500, w: 1.5 }),
      ice('B4', 'petrol', 197, 'fwd', 'automatic', 8.2, 7.9, { years: [2021, ON_SALE] }),
      ice('B5 AWD', 'petrol', 250, 'awd', 'automatic', 6.9, 8.6, { years: [2021, 2024], add: 4000 }),
      phev('T6 AWD Recharge', 350, 'awd', 5.7, 1.1, 18.8, 81, { years: [2022, ON_SALE], add: 9000, kg: 200, w: 2.5 }),
      phev('T8 AWD Recharge', 455, 'awd', 4.8, 1.0, 18.8, 80, { years: [2018, ON_SALE], add: 14000, kg: 210 }),
    ],
  }),
  volvo({
    name: 'XC90', body: 'suv', years: [2015, ON_SALE], price: 82000, dims: [4953, 1958, 1776], curb: 2050, cargo: 680,
    seats: 7, trailer: 2700, tank: 71, w: 1.3,
    engines: [
      ice('D5 AWD', 'diesel', 235, 'awd', 'automatic', 7.8, 6.6, { years: [2015, 2019] }),
      ice('B5 AWD Diesel', 'diesel', 235, 'awd', 'automatic', 7.6, 6.9, { years: [2020, 2023] }),
      ice('B5 AWD', 'petrol', 250, 'awd', 'automatic', 7.7, 9.0, { years: [2020, ON_SALE] }),
      phev('T8 AWD Recharge', 455, 'awd', 5.4, 1.2, 18.8, 71, { add: 12000, kg: 250, w: 2 }),
    ],
  }),
  volvo({
    name: 'EX90', body: 'suv', years: [2024, ON_SALE], price: 100000, dims: [5037, 1964, 1747], curb: 2818, cargo: 655,
    seats: 7, trailer: 2200, w: 0.5,
    engines: [
      bev('Twin Motor', 408, 'awd', 5.9, 111, 600, 21.4, 11, 250),
      bev('Twin Motor Performance', 517, 'awd', 4.9, 111, 580, 22.0, 11, 250, { add: 5000 }),
    ],
  }),
  volvo({
    name: 'V60', body: 'estate', years: [2015, ON_SALE], price: 48000, dims: [4761, 1850, 1432], curb: 1700, cargo: 529,
    trailer: 1800, tank: 60, w: 1.8,
    engines: [
      ice('D3', 'diesel', 150, 'fwd', 'automatic', 9.9, 4.9, { years: [2015, 2020] }),
      ice('D4', 'diesel', 190, 'fwd', 'automatic', 7.9, 5.1, { years: [2015, 2020], add: 2000 }),
      ice('T5', 'petrol', 250, 'fwd', 'automatic', 6.5, 7.3, { years: [2018, 2020], add: 3000 }),
      ice('B3', 'petrol', 163, 'fwd', 'automatic', 8.9, 6.9, { years: [2021, ON_SALE] }),
      ice('B4', 'petrol', 197, 'fwd', 'automatic', 7.8, 7.2, { years: [2021, ON_SALE], add: 2500 }),
      phev('T6 AWD Recharge', 350, 'awd', 5.4, 1.0, 18.8, 88, { years: [2019, ON_SALE], add: 9000, kg: 250, w: 2 }),
    ],
  }),
  volvo({
    name: 'V60 Cross Country', body: 'estate', years: [2019, ON_SALE], price: 56000, dims: [4784, 1850, 1499], curb: 1800,
    cargo: 529, trailer: 2000, tank: 60, w: 0.8,
    engines: [
      ice('D4 AWD', 'diesel', 190, 'awd', 'automatic', 8.2, 5.9, { years: [2019, 2020] }),
      ice('B4 AWD', 'diesel', 197, 'awd', 'automatic', 8.1, 6.0, { years: [2020, 2023] }),
      ice('B5 AWD', 'petrol', 250, 'awd', 'automatic', 7.1, 8.4, { years: [2021, ON_SALE], add: 2000 }),
    ],
  }),
  volvo({
    name: 'V90', body: 'estate', years: [2016, 2025], price: 62000, dims: [4936, 1879, 1475], curb: 1800, cargo: 560,
    trailer: 2200, tank: 60, w: 0.8,
    engines: [
      ice('D4', 'diesel', 190, 'fwd', 'automatic', 8.5, 5.0, { years: [2016, 2020] }),
      ice('D5 AWD', 'diesel', 235, 'awd', 'automatic', 7.2, 5.5, { years: [2016, 2020], add: 4000 }),
      ice('B4 Diesel', 'diesel', 197, 'fwd', 'automatic', 8.2, 5.2, { years: [2020, 2023] }),
      ice('B5', 'petrol', 250, 'fwd', 'automatic', 7.0, 7.8, { years: [2021, 2025], add: 3000 }),
      phev('T8 AWD Twin Engine', 390, 'awd', 4.8, 2.1, 11.6, 50, { years: [2016, 2019], add: 12000, kg: 250 }),
      phev('T6 AWD Recharge', 350, 'awd', 5.5, 1.1, 18.8, 86, { years: [2020, 2025], add: 9000, kg: 250 }),
    ],
  }),
  volvo({
    name: 'S60', body: 'sedan', years: [2015, 2024], price: 46000, dims: [4761, 1850, 1431], curb: 1700, cargo: 442,
    tank: 60, w: 0.5,
    engines: [
      ice('T4', 'petrol', 190, 'fwd', 'automatic', 7.7, 6.9, { years: [2015, 2020] }),
      ice('B4', 'petrol', 197, 'fwd', 'automatic', 7.4, 7.1, { years: [2021, 2024] }),
      phev('T8 AWD Recharge', 455, 'awd', 4.6, 1.2, 18.8, 89, { years: [2019, 2024], add: 12000, kg: 250 }),
    ],
  }),
  volvo({
    name: 'V40', body: 'hatchback', years: [2015, 2019], price: 28000, dims: [4369, 1802, 1445], curb: 1450, cargo: 335,
    tank: 62, w: 0.8,
    engines: [
      ice('T3', 'petrol', 152, 'fwd', 'automatic', 8.4, 5.8),
      ice('D2', 'diesel', 120, 'fwd', 'manual', 10.5, 3.7),
      ice('D3', 'diesel', 150, 'fwd', 'automatic', 9.1, 4.1, { add: 1500 }),
    ],
  }),
  polestar({
    name: '2', body: 'sedan', years: [2020, ON_SALE], price: 50000, dims: [4606, 1859, 1479], curb: 2000, cargo: 405,
    w: 1.5,
    engines: [
      bev('Long range Single motor', 231, 'fwd', 7.4, 78, 540, 17.2, 11, 155, { years: [2021, 2022] }),
      bev('Standard range Single motor', 272, 'rwd', 6.4, 69, 518, 15.8, 11, 135, { years: [2023, ON_SALE] }),
      bev('Long range Single motor', 299, 'rwd', 6.2, 82, 659, 14.9, 11, 205, { years: [2023, ON_SALE], add: 4000 }),
      bev('Long range Dual motor', 421, 'awd', 4.5, 82, 596, 16.6, 11, 205, { add: 6000, kg: 100 }),
    ],
  }),
  polestar({
    name: '3', body: 'suv', years: [2024, ON_SALE], price: 85000, dims: [4900, 2120, 1614], curb: 2584, cargo: 484,
    trailer: 2200,
    engines: [
      bev('Long range Single motor', 299, 'rwd', 7.8, 111, 706, 19.7, 11, 250, { years: [2025, ON_SALE], add: -6000 }),
      bev('Long range Dual motor', 489, 'awd', 5.0, 111, 631, 22.4, 11, 250),
      bev('Long range Dual motor Performance', 517, 'awd', 4.7, 111, 563, 23.8, 11, 250, { add: 6000, w: 0.5 }),
    ],
  }),
  polestar({
    name: '4', body: 'suv', years: [2024, ON_SALE], price: 62000, dims: [4839, 2139, 1534], curb: 2230, cargo: 526,
    trailer: 2000,
    engines: [
      bev('Long range Single motor', 272, 'rwd', 7.1, 100, 620, 17.7, 22, 200),
      bev('Long range Dual motor', 544, 'awd', 3.8, 100, 590, 19.3, 22, 200, { add: 7000 }),
    ],
  }),
]

// ---------------------------------------------------------------------------------------------
// Volkswagen group

/** Commercial vans are sold by equipment level rather than design lines. */
export const VAN_TRIMS: Trim[] = trims([
  ['', 0, 0],
  ['Business', 1, 2500],
])

const VW_TRIMS = trims([
  ['Comfortline', 0, 0, [2015, 2019]],
  ['Highline', 1, 2500, [2015, 2019]],
  ['Life', 0, 0, [2020, ON_SALE]],
  ['Style', 1, 3000, [2020, ON_SALE]],
  ['R-Line', 2, 4500, [2018, ON_SALE]],
])

const AUDI_TRIMS = trims([
  ['Proline', 0, 0, [2015, 2019]],
  ['Sport', 1, 2000, [2015, 2019]],
  ['Advanced', 0, 0, [2020, ON_SALE]],
  ['S line', 1, 4000],
  ['S line Black Edition', 2, 6500, [2020, ON_SALE]],
])

const SKODA_TRIMS = trims([
  ['Ambition', 0, 0],
  ['Style', 1, 3000],
  ['Sportline', 1, 3500, [2017, ON_SALE]],
  ['L&K', 2, 7000],
])

const CUPRA_TRIMS = trims([
  ['V1', 0, 0],
  ['V2', 1, 2500],
  ['V3', 2, 5000],
])

type Input = Omit<Parameters<typeof defineModel>[0], 'brand'>
const vw = (m: Input) => defineModel({ brand: 'Volkswagen', ...m }, m.lcv ? VAN_TRIMS : VW_TRIMS)
const audi = (m: Input) => defineModel({ brand: 'Audi', ...m }, AUDI_TRIMS)
const skoda = (m: Input) => defineModel({ brand: 'Skoda', ...m }, SKODA_TRIMS)
const cupra = (m: Input) => defineModel({ brand: 'Cupra', ...m }, CUPRA_TRIMS)

const EHYBRID = { kg: 250, tank: 45, ac: 11, dc: 50 } as const

const VOLKSWAGEN: CarModel[] = [
  vw({
    name: 'Polo', body: 'hatchback', years: [2015, ON_SALE], price: 22000, dims: [4074, 1751, 1451], curb: 1150,
    cargo: 351, trailer: 1100, tank: 40,
    engines: [
      ice('1.0 TSI 95', 'petrol', 95, 'fwd', 'manual', 10.8, 5.5),
      ice('1.0 TSI 95 DSG', 'petrol', 95, 'fwd', 'automatic', 10.8, 5.6, { add: 1800 }),
      ice('1.0 TSI 110 DSG', 'petrol', 110, 'fwd', 'automatic', 10.0, 5.6, { years: [2021, ON_SALE], add: 2500 }),
    ],
  }),
  vw({
    name: 'Golf', body: 'hatchback', years: [2015, ON_SALE], price: 31000, dims: [4284, 1789, 1456], curb: 1300,
    cargo: 381, tank: 50, w: 2,
    engines: [
      ice('1.0 TSI 110', 'petrol', 110, 'fwd', 'manual', 10.2, 5.4, { years: [2015, 2023] }),
      ice('1.5 eTSI 116 DSG', 'petrol', 116, 'fwd', 'automatic', 10.3, 5.5, { years: [2024, ON_SALE] }),
      ice('1.5 eTSI 150 DSG', 'petrol', 150, 'fwd', 'automatic', 8.5, 5.7, { years: [2020, ON_SALE], add: 2500 }),
      ice('2.0 TDI 150 DSG', 'diesel', 150, 'fwd', 'automatic', 8.8, 4.6, { add: 3500 }),
      phev('eHybrid 204', 204, 'fwd', 7.4, 0.3, 19.7, 143, { years: [2024, ON_SALE], add: 7000, ...EHYBRID, kg: 230 }),
      phev('GTE', 272, 'fwd', 6.6, 0.4, 25.7, 131, { years: [2024, ON_SALE], add: 12000, ...EHYBRID }),
      ice('GTI', 'petrol', 265, 'fwd', 'automatic', 5.9, 7.1, { add: 14000, w: 0.4 }),
    ],
  }),
  vw({
    name: 'Golf Sportscombi', body: 'estate', years: [2015, ON_SALE], price: 33000, dims: [4633, 1789, 1498],
    curb: 1350, cargo: 611, trailer: 1600, tank: 50, w: 1.2,
    engines: [
      ice('1.4 TSI 125', 'petrol', 125, 'fwd', 'manual', 9.5, 5.6, { years: [2015, 2019] }),
      ice('1.5 eTSI 150 DSG', 'petrol', 150, 'fwd', 'automatic', 8.7, 5.8, { years: [2020, ON_SALE] }),
      ice('2.0 TDI 150 DSG', 'diesel', 150, 'fwd', 'automatic', 8.9, 4.7, { add: 1500 }),
    ],
  }),
  vw({
    name: 'Passat Sportscombi', body: 'estate', years: [2015, ON_SALE], price: 46000, dims: [4917, 1849, 1506],
    curb: 1550, cargo: 690, trailer: 2000, tank: 66, w: 1.5,
    engines: [
      ice('2.0 TDI 150 DSG', 'diesel', 150, 'fwd', 'automatic', 8.9, 4.9),
      ice('2.0 TDI 190 4Motion DSG', 'diesel', 190, 'awd', 'automatic', 7.7, 5.6, { years: [2015, 2023], add: 5000 }),
      ice('2.0 TDI 193 4Motion DSG', 'diesel', 193, 'awd', 'automatic', 7.4, 5.9, { years: [2024, ON_SALE], add: 5000 }),
      ice('1.5 eTSI 150 DSG', 'petrol', 150, 'fwd', 'automatic', 9.2, 6.0, { years: [2024, ON_SALE] }),
      phev('GTE', 218, 'fwd', 7.6, 1.6, 13.0, 57, { years: [2015, 2022], add: 6000, kg: 200, tank: 50 }),
      phev('eHybrid 204', 204, 'fwd', 8.6, 0.4, 25.7, 132, { years: [2024, ON_SALE], add: 6000, ...EHYBRID }),
      phev('eHybrid 272', 272, 'fwd', 7.3, 0.4, 25.7, 128, { years: [2024, ON_SALE], add: 9000, ...EHYBRID }),
    ],
  }),
  vw({
    name: 'T-Roc', body: 'suv', years: [2018, ON_SALE], price: 30000, dims: [4234, 1819, 1573], curb: 1320, cargo: 445,
    tank: 50,
    engines: [
      ice('1.0 TSI 115', 'petrol', 115, 'fwd', 'manual', 10.1, 6.0),
      ice('1.5 TSI 150 DSG', 'petrol', 150, 'fwd', 'automatic', 8.5, 6.3, { add: 3500 }),
      ice('2.0 TDI 150 4Motion DSG', 'diesel', 150, 'awd', 'automatic', 8.7, 5.5, { years: [2018, 2023], add: 6000 }),
    ],
  }),
  vw({
    name: 'Tiguan', body: 'suv', years: [2016, ON_SALE], price: 42000, dims: [4539, 1859, 1639], curb: 1600, cargo: 652,
    trailer: 2000, tank: 58, w: 2,
    engines: [
      ice('1.5 TSI 150 DSG', 'petrol', 150, 'fwd', 'automatic', 9.2, 6.6, { years: [2018, 2023] }),
      ice('1.5 eTSI 150 DSG', 'petrol', 150, 'fwd', 'automatic', 9.1, 6.4, { years: [2024, ON_SALE] }),
      ice('2.0 TDI 150 4Motion DSG', 'diesel', 150, 'awd', 'automatic', 9.3, 5.8, { add: 4500 }),
      ice('2.0 TDI 193 4Motion DSG', 'diesel', 193, 'awd', 'automatic', 7.6, 6.0, { years: [2024, ON_SALE], add: 7000 }),
      phev('eHybrid', 245, 'fwd', 7.5, 1.6, 13.0, 50, { years: [2021, 2023], add: 6000, kg: 200, tank: 45 }),
      phev('eHybrid 272', 272, 'fwd', 7.4, 0.4, 25.7, 121, { years: [2024, ON_SALE], add: 9000, ...EHYBRID, kg: 230 }),
    ],
  }),
  vw({
    name: 'ID.3', body: 'hatchback', years: [2020, ON_SALE], price: 38000, dims: [4264, 1809, 1562], curb: 1800,
    cargo: 385, trailer: 1000,
    engines: [
      bev('Pure 52 kWh', 170, 'rwd', 8.3, 55, 388, 15.6, 11, 100, { add: -4000 }),
      bev('Pro 58 kWh', 204, 'rwd', 7.3, 62, 426, 15.9, 11, 120),
      bev('Pro S 77 kWh', 231, 'rwd', 7.9, 82, 559, 15.9, 11, 170, { add: 6000, kg: 100 }),
      bev('GTX 79 kWh', 326, 'rwd', 5.7, 84, 600, 15.9, 11, 185, { years: [2024, ON_SALE], add: 10000, w: 0.4 }),
    ],
  }),
  vw({
    name: 'ID.4', body: 'suv', years: [2021, ON_SALE], price: 45000, dims: [4584, 1852, 1640], curb: 2120, cargo: 543,
    trailer: 1200, w: 1.5,
    engines: [
      bev('Pure 52 kWh', 170, 'rwd', 9.0, 55, 360, 16.4, 11, 110, { add: -6000 }),
      bev('Pro 77 kWh', 286, 'rwd', 6.7, 82, 546, 16.7, 11, 135),
      bev('Pro 4Motion 77 kWh', 286, 'awd', 6.7, 82, 520, 17.8, 11, 175, { add: 4000, kg: 100 }),
      bev('GTX 4Motion 79 kWh', 340, 'awd', 5.4, 82, 516, 17.8, 11, 175, { add: 8000, kg: 100 }),
    ],
  }),
  vw({
    name: 'ID.7 Tourer', body: 'estate', years: [2024, ON_SALE], price: 52000, dims: [4961, 1862, 1551], curb: 2160,
    cargo: 605, trailer: 1200,
    engines: [
      bev('Pro 77 kWh', 286, 'rwd', 6.7, 82, 607, 14.8, 11, 175),
      bev('Pro S 86 kWh', 286, 'rwd', 6.7, 91, 685, 15.2, 11, 200, { add: 5000, kg: 60 }),
      bev('GTX 86 kWh', 340, 'awd', 5.5, 91, 600, 16.4, 11, 200, { add: 9000 }),
    ],
  }),
  vw({
    name: 'ID. Buzz', body: 'mpv', years: [2022, ON_SALE], price: 62000, dims: [4712, 1985, 1938], curb: 2450,
    cargo: 1121, trailer: 1000, w: 0.6,
    engines: [
      bev('Pro 77 kWh', 204, 'rwd', 10.2, 82, 423, 21.7, 11, 170, { years: [2022, 2024] }),
      bev('Pro 79 kWh', 286, 'rwd', 7.9, 86, 472, 20.7, 11, 185, { years: [2025, ON_SALE] }),
    ],
  }),
  vw({
    name: 'Transporter', body: 'van', lcv: true, years: [2015, ON_SALE], price: 42000, dims: [4904, 1904, 1990],
    curb: 1900, cargo: 5800, seats: 3, doors: 4, trailer: 2500, tank: 70, gross: 3000, w: 0.6,
    engines: [
      ice('2.0 TDI 110', 'diesel', 110, 'fwd', 'manual', 16.2, 7.5),
      ice('2.0 TDI 150 DSG', 'diesel', 150, 'fwd', 'automatic', 12.1, 7.8, { add: 5000 }),
      ice('2.0 TDI 150 4Motion DSG', 'diesel', 150, 'awd', 'automatic', 12.8, 8.4, { add: 8000, w: 0.4 }),
    ],
  }),
  vw({
    name: 'Caddy Cargo', body: 'van', lcv: true, years: [2016, ON_SALE], price: 28000, dims: [4500, 1855, 1823],
    curb: 1500, cargo: 3100, seats: 2, tank: 50, gross: 2250, w: 0.5,
    engines: [
      ice('2.0 TDI 102', 'diesel', 102, 'fwd', 'manual', 13.0, 5.4),
      ice('2.0 TDI 122 DSG', 'diesel', 122, 'fwd', 'automatic', 11.0, 5.6, { add: 3500 }),
    ],
  }),
  vw({
    name: 'ID. Buzz Cargo', body: 'van', lcv: true, years: [2022, ON_SALE], price: 52000, dims: [4712, 1985, 1938],
    curb: 2300, cargo: 3900, seats: 3, doors: 4, trailer: 1000, gross: 3000, w: 0.3,
    engines: [bev('Pro 77 kWh', 204, 'rwd', 10.2, 82, 425, 21.5, 11, 170)],
  }),
]

const AUDI: CarModel[] = [
  audi({
    name: 'A3 Sportback', body: 'hatchback', years: [2015, ON_SALE], price: 36000, dims: [4343, 1816, 1449],
    curb: 1350, cargo: 380, tank: 50, w: 1.3,
    engines: [
      ice('30 TFSI', 'petrol', 110, 'fwd', 'manual', 10.6, 5.6),
      ice('35 TFSI S tronic', 'petrol', 150, 'fwd', 'automatic', 8.4, 5.7, { add: 3000 }),
      ice('30 TDI S tronic', 'diesel', 116, 'fwd', 'automatic', 10.2, 4.3, { years: [2015, 2022], add: 2000 }),
      phev('40 TFSI e S tronic', 204, 'fwd', 7.6, 0.3, 25.7, 143, { years: [2020, ON_SALE], add: 7000, ...EHYBRID, tank: 40 }),
    ],
  }),
  audi({
    name: 'A4 Avant', body: 'estate', years: [2015, 2024], price: 47000, dims: [4762, 1847, 1435], curb: 1550,
    cargo: 495, trailer: 1800, tank: 54,
    engines: [
      ice('2.0 TDI S tronic', 'diesel', 150, 'fwd', 'automatic', 8.9, 4.6, { years: [2015, 2018] }),
      ice('35 TFSI S tronic', 'petrol', 150, 'fwd', 'automatic', 8.9, 6.3, { years: [2019, 2024] }),
      ice('40 TDI quattro S tronic', 'diesel', 204, 'awd', 'automatic', 7.1, 5.4, { add: 6000 }),
    ],
  }),
  audi({
    name: 'A5 Avant', body: 'estate', years: [2025, ON_SALE], price: 50000, dims: [4835, 1860, 1440], curb: 1650,
    cargo: 476, trailer: 1900, tank: 55,
    engines: [
      ice('TFSI 204 S tronic', 'petrol', 204, 'fwd', 'automatic', 7.6, 6.8),
      ice('TDI 204 quattro S tronic', 'diesel', 204, 'awd', 'automatic', 7.0, 5.2, { add: 4500 }),
      phev('TFSI e 299 quattro', 299, 'awd', 5.2, 0.6, 25.9, 107, { add: 9000, ...EHYBRID, kg: 300 }),
    ],
  }),
  audi({
    name: 'A6 Avant', body: 'estate', years: [2015, 2025], price: 62000, dims: [4939, 1886, 1467], curb: 1800,
    cargo: 565, trailer: 2100, tank: 63,
    engines: [
      ice('40 TDI quattro S tronic', 'diesel', 204, 'awd', 'automatic', 7.6, 5.6),
      ice('45 TFSI quattro S tronic', 'petrol', 265, 'awd', 'automatic', 5.9, 7.8, { add: 4000 }),
      phev('55 TFSI e quattro', 367, 'awd', 5.6, 2.0, 17.9, 60, { years: [2020, 2025], add: 12000, kg: 250, tank: 52 }),
    ],
  }),
  audi({
    name: 'A6 Avant e-tron', body: 'estate', years: [2025, ON_SALE], price: 78000, dims: [4928, 1923, 1527],
    curb: 2250, cargo: 502, trailer: 2100, w: 0.6,
    engines: [
      bev('performance', 367, 'rwd', 5.4, 100, 720, 14.7, 11, 270),
      bev('quattro', 428, 'awd', 4.5, 100, 680, 15.6, 11, 270, { add: 6000 }),
    ],
  }),
  audi({
    name: 'Q3', body: 'suv', years: [2015, ON_SALE], price: 42000, dims: [4484, 1849, 1585], curb: 1500, cargo: 530,
    trailer: 2000, tank: 60, w: 1.3,
    engines: [
      ice('35 TFSI S tronic', 'petrol', 150, 'fwd', 'automatic', 9.2, 6.9),
      ice('35 TDI quattro S tronic', 'diesel', 150, 'awd', 'automatic', 9.1, 5.7, { add: 3500 }),
      phev('45 TFSI e S tronic', 245, 'fwd', 6.8, 1.6, 13.0, 51, { years: [2021, 2024], add: 7000, kg: 200, tank: 45 }),
      phev('45 TFSI e S tronic', 272, 'fwd', 6.8, 0.5, 25.7, 119, { years: [2025, ON_SALE], add: 7000, ...EHYBRID }),
    ],
  }),
  audi({
    name: 'Q4 e-tron', body: 'suv', years: [2021, ON_SALE], price: 52000, dims: [4588, 1865, 1632], curb: 2100,
    cargo: 520, trailer: 1400, w: 1.5,
    engines: [
      bev('35 e-tron', 170, 'rwd', 9.0, 55, 357, 17.0, 11, 100, { years: [2021, 2023] }),
      bev('40 e-tron', 204, 'rwd', 8.5, 82, 520, 17.4, 11, 135, { years: [2021, 2023] }),
      bev('45 e-tron', 286, 'rwd', 6.7, 82, 562, 16.4, 11, 175, { years: [2024, ON_SALE], add: 3000 }),
      bev('55 e-tron quattro', 340, 'awd', 5.4, 82, 514, 18.0, 11, 175, { years: [2024, ON_SALE], add: 7000, kg: 100 }),
    ],
  }),
  audi({
    name: 'Q5', body: 'suv', years: [2015, ON_SALE], price: 58000, dims: [4682, 1893, 1660], curb: 1800, cargo: 520,
    trailer: 2400, tank: 70, w: 1.3,
    engines: [
      ice('40 TDI quattro S tronic', 'diesel', 204, 'awd', 'automatic', 7.6, 6.2),
      ice('45 TFSI quattro S tronic', 'petrol', 265, 'awd', 'automatic', 6.1, 8.4, { add: 4000 }),
      phev('50 TFSI e quattro', 299, 'awd', 6.1, 2.0, 14.1, 52, { years: [2020, 2024], add: 8000, kg: 250, tank: 54 }),
      phev('TFSI e 367 quattro', 367, 'awd', 5.0, 0.6, 25.9, 100, { years: [2025, ON_SALE], add: 12000, ...EHYBRID, kg: 280 }),
    ],
  }),
  audi({
    name: 'Q6 e-tron', body: 'suv', years: [2024, ON_SALE], price: 75000, dims: [4771, 1939, 1648], curb: 2350,
    cargo: 526, trailer: 2400,
    engines: [
      bev('performance', 306, 'rwd', 6.6, 100, 641, 17.0, 11, 270),
      bev('quattro', 387, 'awd', 5.9, 100, 625, 17.5, 11, 270, { add: 6000 }),
    ],
  }),
  audi({
    name: 'Q8 e-tron', body: 'suv', years: [2019, 2025], price: 85000, dims: [4915, 1937, 1633], curb: 2600, cargo: 569,
    trailer: 1800, w: 0.7,
    engines: [
      bev('50 quattro', 340, 'awd', 6.0, 95, 491, 21.0, 11, 150),
      bev('55 quattro', 408, 'awd', 5.6, 114, 582, 20.6, 11, 170, { add: 8000 }),
    ],
  }),
]

const SKODA: CarModel[] = [
  skoda({
    name: 'Fabia', body: 'hatchback', years: [2015, ON_SALE], price: 21000, dims: [4108, 1780, 1459], curb: 1150,
    cargo: 380, trailer: 1200, tank: 40,
    engines: [
      ice('1.0 TSI 95', 'petrol', 95, 'fwd', 'manual', 10.6, 5.2),
      ice('1.0 TSI 110 DSG', 'petrol', 110, 'fwd', 'automatic', 9.7, 5.3, { add: 2500 }),
    ],
  }),
  skoda({
    name: 'Scala', body: 'hatchback', years: [2019, ON_SALE], price: 25000, dims: [4362, 1793, 1493], curb: 1200,
    cargo: 467, tank: 50, w: 0.7,
    engines: [
      ice('1.0 TSI 115', 'petrol', 115, 'fwd', 'manual', 9.8, 5.4),
      ice('1.5 TSI 150 DSG', 'petrol', 150, 'fwd', 'automatic', 8.2, 5.7, { add: 3500 }),
    ],
  }),
  skoda({
    name: 'Kamiq', body: 'suv', years: [2019, ON_SALE], price: 26000, dims: [4241, 1793, 1562], curb: 1250, cargo: 400,
    tank: 50,
    engines: [
      ice('1.0 TSI 115', 'petrol', 115, 'fwd', 'manual', 10.0, 5.6),
      ice('1.5 TSI 150 DSG', 'petrol', 150, 'fwd', 'automatic', 8.4, 6.0, { add: 3500 }),
    ],
  }),
  skoda({
    name: 'Octavia Kombi', body: 'estate', years: [2015, ON_SALE], price: 33000, dims: [4698, 1829, 1468], curb: 1400,
    cargo: 640, trailer: 1800, tank: 45, w: 2.5,
    engines: [
      ice('1.4 TSI 150 DSG', 'petrol', 150, 'fwd', 'automatic', 8.3, 5.6, { years: [2015, 2019] }),
      ice('1.5 TSI 150 DSG', 'petrol', 150, 'fwd', 'automatic', 8.5, 5.8, { years: [2020, ON_SALE] }),
      ice('2.0 TDI 150 DSG', 'diesel', 150, 'fwd', 'automatic', 8.9, 4.6, { add: 2500 }),
      ice('2.0 TDI 150 4x4 DSG', 'diesel', 150, 'awd', 'automatic', 8.1, 5.1, { years: [2015, 2023], add: 4500 }),
      ice('2.0 TDI 193 4x4 DSG', 'diesel', 193, 'awd', 'automatic', 7.1, 5.4, { years: [2024, ON_SALE], add: 6000 }),
      phev('iV', 204, 'fwd', 7.8, 1.3, 13.0, 60, { years: [2020, 2023], add: 7000, kg: 200, tank: 40 }),
      ice('RS 2.0 TSI DSG', 'petrol', 265, 'fwd', 'automatic', 6.5, 7.3, { add: 12000, w: 0.3 }),
    ],
  }),
  skoda({
    name: 'Superb Kombi', body: 'estate', years: [2015, ON_SALE], price: 45000, dims: [4902, 1849, 1482], curb: 1550,
    cargo: 690, trailer: 2000, tank: 66, w: 1.5,
    engines: [
      ice('1.5 TSI 150 DSG', 'petrol', 150, 'fwd', 'automatic', 9.2, 6.2),
      ice('2.0 TDI 150 DSG', 'diesel', 150, 'fwd', 'automatic', 9.0, 4.9, { add: 2500 }),
      ice('2.0 TDI 190 4x4 DSG', 'diesel', 190, 'awd', 'automatic', 7.7, 5.5, { years: [2015, 2023], add: 6000 }),
      ice('2.0 TDI 193 4x4 DSG', 'diesel', 193, 'awd', 'automatic', 7.3, 5.9, { years: [2024, ON_SALE], add: 6500 }),
      phev('iV', 218, 'fwd', 7.8, 1.5, 13.0, 55, { years: [2020, 2023], add: 7000, kg: 200, tank: 50 }),
      phev('iV 204', 204, 'fwd', 8.1, 0.4, 25.7, 134, { years: [2024, ON_SALE], add: 7000, ...EHYBRID }),
    ],
  }),
  skoda({
    name: 'Karoq', body: 'suv', years: [2018, ON_SALE], price: 34000, dims: [4390, 1841, 1603], curb: 1400, cargo: 521,
    trailer: 1800, tank: 50,
    engines: [
      ice('1.5 TSI 150 DSG', 'petrol', 150, 'fwd', 'automatic', 8.7, 6.4),
      ice('2.0 TDI 150 4x4 DSG', 'diesel', 150, 'awd', 'automatic', 8.8, 5.9, { add: 5000 }),
    ],
  }),
  skoda({
    name: 'Kodiaq', body: 'suv', years: [2017, ON_SALE], price: 42000, dims: [4758, 1864, 1659], curb: 1650, cargo: 910,
    seats: 7, trailer: 2300, tank: 58, w: 1.5,
    engines: [
      ice('1.5 TSI 150 DSG', 'petrol', 150, 'fwd', 'automatic', 9.2, 6.9),
      ice('2.0 TDI 150 4x4 DSG', 'diesel', 150, 'awd', 'automatic', 9.5, 6.3, { add: 4000 }),
      ice('2.0 TDI 193 4x4 DSG', 'diesel', 193, 'awd', 'automatic', 7.8, 6.4, { years: [2024, ON_SALE], add: 7000 }),
      phev('iV 204', 204, 'fwd', 8.4, 0.4, 25.7, 121, { years: [2024, ON_SALE], add: 7000, ...EHYBRID }),
    ],
  }),
  skoda({
    name: 'Enyaq', body: 'suv', years: [2021, ON_SALE], price: 45000, dims: [4658, 1879, 1622], curb: 2100, cargo: 585,
    trailer: 1200, w: 2,
    engines: [
      bev('60', 204, 'rwd', 8.0, 62, 412, 16.1, 11, 120, { years: [2021, 2023] }),
      bev('80', 204, 'rwd', 8.5, 82, 533, 16.4, 11, 135, { years: [2021, 2023], add: 5000 }),
      bev('85', 286, 'rwd', 6.7, 82, 577, 15.8, 11, 135, { years: [2024, ON_SALE], add: 6000 }),
      bev('85x', 286, 'awd', 6.8, 82, 548, 16.6, 11, 175, { years: [2024, ON_SALE], add: 8000, kg: 100 }),
      bev('RS', 340, 'awd', 5.4, 82, 548, 17.0, 11, 185, { add: 12000, kg: 100, w: 0.3 }),
    ],
  }),
  skoda({
    name: 'Elroq', body: 'suv', years: [2025, ON_SALE], price: 36000, dims: [4488, 1884, 1625], curb: 1900, cargo: 470,
    trailer: 1200, w: 1.2,
    engines: [
      bev('50', 170, 'rwd', 9.0, 55, 375, 15.8, 11, 145),
      bev('60', 204, 'rwd', 8.0, 63, 403, 15.9, 11, 165, { add: 3000 }),
      bev('85', 286, 'rwd', 6.6, 82, 580, 15.2, 11, 175, { add: 8000 }),
    ],
  }),
]

const CUPRA: CarModel[] = [
  cupra({
    name: 'Born', body: 'hatchback', years: [2021, ON_SALE], price: 38000, dims: [4322, 1809, 1537], curb: 1800,
    cargo: 385, trailer: 1000,
    engines: [
      bev('58 kWh 204', 204, 'rwd', 7.3, 62, 424, 15.8, 11, 120),
      bev('77 kWh 231', 231, 'rwd', 7.0, 82, 548, 16.0, 11, 170, { add: 5000 }),
      bev('VZ 79 kWh', 326, 'rwd', 5.7, 84, 570, 16.2, 11, 185, { years: [2025, ON_SALE], add: 9000 }),
    ],
  }),
  cupra({
    name: 'Formentor', body: 'suv', years: [2020, ON_SALE], price: 36000, dims: [4450, 1839, 1511], curb: 1450,
    cargo: 450, trailer: 1600, tank: 55, w: 1.5,
    engines: [
      ice('1.5 TSI 150 DSG', 'petrol', 150, 'fwd', 'automatic', 8.9, 6.3),
      phev('e-Hybrid 245', 245, 'fwd', 7.0, 1.5, 12.8, 57, { years: [2021, 2023], add: 7000, kg: 200, tank: 40 }),
      phev('VZ e-Hybrid 272', 272, 'fwd', 7.0, 0.5, 25.8, 121, { years: [2024, ON_SALE], add: 9000, ...EHYBRID, tank: 40 }),
      ice('VZ 2.0 TSI 4Drive DSG', 'petrol', 333, 'awd', 'automatic', 4.9, 8.6, { add: 14000, w: 0.3 }),
    ],
  }),
  cupra({
    name: 'Leon Sportstourer', body: 'estate', years: [2020, ON_SALE], price: 33000, dims: [4642, 1799, 1457],
    curb: 1400, cargo: 620, tank: 50,
    engines: [
      ice('1.5 eTSI 150 DSG', 'petrol', 150, 'fwd', 'automatic', 8.8, 5.8),
      phev('e-Hybrid 272', 272, 'fwd', 6.9, 0.4, 25.8, 132, { years: [2024, ON_SALE], add: 9000, ...EHYBRID, tank: 40 }),
    ],
  }),
  cupra({
    name: 'Tavascan', body: 'suv', years: [2024, ON_SALE], price: 50000, dims: [4644, 1861, 1597], curb: 2200,
    cargo: 540, trailer: 1200,
    engines: [
      bev('Endurance', 286, 'rwd', 6.8, 82, 569, 16.0, 11, 135),
      bev('VZ', 340, 'awd', 5.5, 82, 522, 17.2, 11, 135, { add: 5000 }),
    ],
  }),
  cupra({
    name: 'Terramar', body: 'suv', years: [2024, ON_SALE], price: 42000, dims: [4519, 1869, 1584], curb: 1600,
    cargo: 540, tank: 55,
    engines: [
      ice('1.5 eTSI 150 DSG', 'petrol', 150, 'fwd', 'automatic', 9.3, 6.3),
      phev('e-Hybrid 272', 272, 'fwd', 7.1, 0.4, 25.8, 120, { add: 8000, ...EHYBRID }),
    ],
  }),
]

export const MODELS_VAG_VOLVO: readonly CarModel[] = [...VOLVO, ...VOLKSWAGEN, ...AUDI, ...SKODA, ...CUPRA]
