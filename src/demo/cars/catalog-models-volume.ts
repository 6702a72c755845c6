/**
 * Catalogue part 3: Kia, Hyundai, Toyota, Renault, Dacia, Peugeot, Ford and Nissan.
 */
import { VAN_TRIMS } from './catalog-models-vag-volvo'
import { bev, defineModel, ice, ON_SALE, phev, trims, type CarModel, type ModelInput } from './catalog-types'

type Input = Omit<ModelInput, 'brand'>

const KIA_TRIMS = trims([
  ['Comfort', 0, 0, [2015, 2019]],
  ['Action', 0, 0, [2020, ON_SALE]],
  ['Advance', 1, 3000],
  ['GT-Line', 2, 5500],
])
const HYUNDAI_TRIMS = trims([
  ['Essential', 0, 0],
  ['Advanced', 1, 3000],
  ['Premium', 2, 5500],
])
const TOYOTA_TRIMS = trims([
  ['Active', 0, 0],
  ['Style', 1, 3000],
  ['Executive', 2, 6000],
])
const RENAULT_TRIMS = trims([
  ['Zen', 0, 0, [2015, 2021]],
  ['Intens', 1, 2000, [2015, 2022]],
  ['Evolution', 0, 0, [2022, ON_SALE]],
  ['Techno', 1, 2500, [2022, ON_SALE]],
  ['Esprit Alpine', 2, 5000, [2023, ON_SALE]],
])
const DACIA_TRIMS = trims([
  ['Essential', 0, 0],
  ['Expression', 1, 1800],
  ['Prestige', 2, 3000, [2015, 2023]],
  ['Journey', 2, 3500, [2024, ON_SALE]],
])
const PEUGEOT_TRIMS = trims([
  ['Active', 0, 0],
  ['Allure', 1, 2500],
  ['GT', 2, 4500],
])
const FORD_TRIMS = trims([
  ['Titanium', 0, 0],
  ['ST-Line', 1, 2500],
  ['ST-Line X', 2, 4500],
])
const FORD_EV_TRIMS = trims([
  ['', 0, 0],
  ['Premium', 2, 5000],
])
const NISSAN_TRIMS = trims([
  ['Acenta', 0, 0],
  ['N-Connecta', 1, 2500],
  ['Tekna', 2, 5000],
])

const brandOf =
  (brand: ModelInput['brand'], carTrims: ReturnType<typeof trims>) =>
  (m: Input): CarModel =>
    defineModel({ brand, ...m }, m.lcv ? VAN_TRIMS : carTrims)

const kia = brandOf('Kia', KIA_TRIMS)
const hyundai = brandOf('Hyundai', HYUNDAI_TRIMS)
const toyota = brandOf('Toyota', TOYOTA_TRIMS)
const renault = brandOf('Renault', RENAULT_TRIMS)
const dacia = brandOf('Dacia', DACIA_TRIMS)
const peugeot = brandOf('Peugeot', PEUGEOT_TRIMS)
const ford = brandOf('Ford', FORD_TRIMS)
const nissan = brandOf('Nissan', NISSAN_TRIMS)

const KIA: CarModel[] = [
  kia({
    name: 'Picanto', body: 'hatchback', years: [2015, ON_SALE], price: 15000, dims: [3595, 1595, 1485], curb: 950,
    cargo: 255, trailer: null, tank: 35, ncap: 3, w: 0.8,
    engines: [
      ice('1.0 MPi', 'petrol', 67, 'fwd', 'manual', 14.5, 5.0),
      ice('1.2 MPi AMT', 'petrol', 79, 'fwd', 'automatic', 13.8, 5.4, { add: 1500 }),
    ],
  }),
  kia({
    name: 'Rio', body: 'hatchback', years: [2015, 2023], price: 18000, dims: [4065, 1725, 1450], curb: 1150, cargo: 325,
    trailer: 1100, tank: 45, ncap: 4, w: 0.7,
    engines: [
      ice('1.0 T-GDI 100', 'petrol', 100, 'fwd', 'manual', 10.2, 5.3),
      ice('1.0 T-GDI 120 DCT', 'petrol', 120, 'fwd', 'automatic', 10.0, 5.6, { add: 2000 }),
    ],
  }),
  kia({
    name: 'Ceed SW', body: 'estate', years: [2015, ON_SALE], price: 27000, dims: [4600, 1800, 1465], curb: 1350,
    cargo: 625, trailer: 1410, tank: 50, w: 1.3,
    engines: [
      ice('1.6 CRDi 136', 'diesel', 136, 'fwd', 'automatic', 10.6, 4.8, { years: [2015, 2021] }),
      ice('1.4 T-GDI 140 DCT', 'petrol', 140, 'fwd', 'automatic', 9.3, 6.3, { years: [2018, 2020] }),
      ice('1.5 T-GDI 140 DCT', 'petrol', 140, 'fwd', 'automatic', 9.4, 6.3, { years: [2021, ON_SALE] }),
      phev('1.6 GDI PHEV', 141, 'fwd', 10.8, 1.3, 8.9, 60, { years: [2020, 2024], add: 6000, kg: 150, tank: 37, ac: 3.3 }),
    ],
  }),
  kia({
    name: 'XCeed', body: 'hatchback', years: [2019, ON_SALE], price: 29000, dims: [4395, 1826, 1495], curb: 1350,
    cargo: 426, tank: 50,
    engines: [
      ice('1.5 T-GDI 160 DCT', 'petrol', 160, 'fwd', 'automatic', 8.5, 6.4),
      phev('1.6 GDI PHEV', 141, 'fwd', 11.0, 1.4, 8.9, 48, { years: [2020, 2023], add: 6000, kg: 150, tank: 37, ac: 3.3 }),
    ],
  }),
  kia({
    name: 'Niro', body: 'suv', years: [2016, ON_SALE], price: 33000, dims: [4420, 1825, 1545], curb: 1450, cargo: 451,
    trailer: 1300, tank: 42, w: 1.5,
    engines: [
      ice('HEV', 'hybrid', 141, 'fwd', 'automatic', 10.8, 4.4),
      phev('PHEV', 183, 'fwd', 9.4, 0.8, 11.1, 65, { years: [2017, ON_SALE], add: 5000, kg: 150, tank: 37 }),
      bev('EV', 204, 'fwd', 7.8, 64.8, 460, 16.2, 11, 85, { years: [2019, ON_SALE], add: 9000, kg: 250 }),
    ],
  }),
  kia({
    name: 'Sportage', body: 'suv', years: [2015, ON_SALE], price: 38000, dims: [4515, 1865, 1645], curb: 1650,
    cargo: 591, trailer: 1650, tank: 52, w: 2,
    engines: [
      ice('1.6 T-GDI 150', 'petrol', 150, 'fwd', 'manual', 9.9, 7.0),
      ice('1.6 CRDi AWD DCT', 'diesel', 136, 'awd', 'automatic', 11.4, 5.8, { years: [2015, 2021], add: 3000 }),
      ice('1.6 T-GDI HEV AWD', 'hybrid', 230, 'awd', 'automatic', 8.3, 5.8, { years: [2022, ON_SALE], add: 4000 }),
      phev('1.6 T-GDI PHEV AWD', 265, 'awd', 8.2, 1.1, 13.8, 70, { years: [2022, ON_SALE], add: 7000, kg: 200, tank: 42 }),
    ],
  }),
  kia({
    name: 'Sorento', body: 'suv', years: [2015, ON_SALE], price: 52000, dims: [4810, 1900, 1700], curb: 1900, cargo: 821,
    seats: 7, trailer: 2500, tank: 67, w: 0.7,
    engines: [
      ice('2.2 CRDi AWD', 'diesel', 200, 'awd', 'automatic', 9.7, 6.8, { years: [2015, 2023], add: 2000 }),
      ice('1.6 T-GDI HEV AWD', 'hybrid', 230, 'awd', 'automatic', 8.6, 6.5, { years: [2021, ON_SALE] }),
      phev('1.6 T-GDI PHEV AWD', 253, 'awd', 8.7, 1.6, 13.8, 57, { years: [2021, ON_SALE], add: 5000, kg: 200, tank: 47 }),
    ],
  }),
  kia({
    name: 'EV3', body: 'suv', years: [2024, ON_SALE], price: 36000, dims: [4300, 1850, 1560], curb: 1800, cargo: 460,
    trailer: 1000, w: 1.3,
    engines: [
      bev('Standard Range', 204, 'fwd', 7.5, 58.3, 436, 14.9, 11, 101),
      bev('Long Range', 204, 'fwd', 7.9, 81.4, 605, 14.9, 11, 128, { add: 5000, kg: 100 }),
    ],
  }),
  kia({
    name: 'EV6', body: 'suv', years: [2021, ON_SALE], price: 50000, dims: [4695, 1890, 1550], curb: 2000, cargo: 480,
    trailer: 1600, w: 1.2,
    engines: [
      bev('RWD 77 kWh', 229, 'rwd', 7.3, 77.4, 528, 16.5, 11, 240, { years: [2021, 2023] }),
      bev('AWD 77 kWh', 325, 'awd', 5.2, 77.4, 484, 18.0, 11, 240, { years: [2021, 2023], add: 5000, kg: 100 }),
      bev('RWD 84 kWh', 229, 'rwd', 7.3, 84, 582, 16.5, 11, 260, { years: [2024, ON_SALE] }),
      bev('AWD 84 kWh', 325, 'awd', 5.3, 84, 541, 18.0, 11, 260, { years: [2024, ON_SALE], add: 5000, kg: 100 }),
      bev('GT', 650, 'awd', 3.5, 84, 448, 21.5, 11, 260, { add: 18000, kg: 150, w: 0.2 }),
    ],
  }),
  kia({
    name: 'EV9', body: 'suv', years: [2023, ON_SALE], price: 75000, dims: [5010, 1980, 1780], curb: 2600, cargo: 828,
    seats: 7, trailer: 2500, w: 0.5,
    engines: [bev('AWD', 384, 'awd', 5.3, 99.8, 505, 22.8, 11, 210)],
  }),
]

const HYUNDAI: CarModel[] = [
  hyundai({
    name: 'i20', body: 'hatchback', years: [2015, ON_SALE], price: 20000, dims: [4040, 1775, 1450], curb: 1100,
    cargo: 352, trailer: 1110, tank: 40, ncap: 4,
    engines: [
      ice('1.0 T-GDi 100', 'petrol', 100, 'fwd', 'manual', 10.4, 5.3),
      ice('1.0 T-GDi 100 DCT', 'petrol', 100, 'fwd', 'automatic', 11.7, 5.5, { add: 1800 }),
    ],
  }),
  hyundai({
    name: 'i30 Wagon', body: 'estate', years: [2015, ON_SALE], price: 27000, dims: [4585, 1795, 1465], curb: 1300,
    cargo: 602, tank: 50,
    engines: [
      ice('1.6 CRDi 136', 'diesel', 136, 'fwd', 'automatic', 10.0, 4.8, { years: [2015, 2020] }),
      ice('1.4 T-GDi 140 DCT', 'petrol', 140, 'fwd', 'automatic', 9.2, 6.0, { years: [2015, 2019] }),
      ice('1.5 T-GDi 140 DCT', 'petrol', 140, 'fwd', 'automatic', 9.5, 6.1, { years: [2020, ON_SALE] }),
    ],
  }),
  hyundai({
    name: 'Kona', body: 'suv', years: [2017, ON_SALE], price: 32000, dims: [4350, 1825, 1580], curb: 1400, cargo: 466,
    trailer: 1300, tank: 38, w: 1.5,
    engines: [
      ice('1.0 T-GDi 120', 'petrol', 120, 'fwd', 'manual', 11.8, 6.0),
      ice('Hybrid', 'hybrid', 141, 'fwd', 'automatic', 11.2, 4.7, { years: [2020, ON_SALE] }),
      bev('Electric 64 kWh', 204, 'fwd', 7.6, 64, 484, 15.4, 7.2, 77, { years: [2018, 2022], add: 9000, kg: 300 }),
      bev('Electric 65 kWh', 218, 'fwd', 7.8, 65.4, 514, 14.7, 11, 102, { years: [2023, ON_SALE], add: 9000, kg: 300 }),
    ],
  }),
  hyundai({
    name: 'Tucson', body: 'suv', years: [2015, ON_SALE], price: 40000, dims: [4510, 1865, 1650], curb: 1650,
    cargo: 616, trailer: 1650, tank: 52, w: 1.8,
    engines: [
      ice('1.6 T-GDi 4WD DCT', 'petrol', 177, 'awd', 'automatic', 9.1, 7.8, { years: [2015, 2020] }),
      ice('2.0 CRDi 4WD', 'diesel', 185, 'awd', 'automatic', 9.5, 6.4, { years: [2015, 2020] }),
      ice('1.6 T-GDi HEV 4WD', 'hybrid', 230, 'awd', 'automatic', 8.3, 6.0, { years: [2021, ON_SALE] }),
      phev('1.6 T-GDi PHEV 4WD', 265, 'awd', 8.2, 1.4, 13.8, 62, { years: [2021, ON_SALE], add: 6000, kg: 200, tank: 42 }),
    ],
  }),
  hyundai({
    name: 'Santa Fe', body: 'suv', years: [2015, ON_SALE], price: 58000, dims: [4830, 1900, 1770], curb: 2000,
    cargo: 628, seats: 7, trailer: 1650, tank: 47, w: 0.6,
    engines: [
      ice('2.2 CRDi 4WD', 'diesel', 200, 'awd', 'automatic', 9.4, 6.8, { years: [2015, 2020] }),
      ice('1.6 T-GDi HEV 4WD', 'hybrid', 215, 'awd', 'automatic', 9.0, 6.6, { years: [2021, ON_SALE], add: -4000 }),
      phev('1.6 T-GDi PHEV 4WD', 253, 'awd', 9.0, 1.5, 13.8, 56, { years: [2021, ON_SALE] }),
    ],
  }),
  hyundai({
    name: 'Ioniq 5', body: 'suv', years: [2021, ON_SALE], price: 48000, dims: [4635, 1890, 1647], curb: 2000,
    cargo: 527, trailer: 1600, w: 1.5,
    engines: [
      bev('58 kWh RWD', 170, 'rwd', 8.5, 58, 384, 16.7, 11, 175, { years: [2021, 2023], add: -4000 }),
      bev('77 kWh RWD', 229, 'rwd', 7.4, 77.4, 507, 16.8, 11, 220, { years: [2021, 2023] }),
      bev('84 kWh RWD', 229, 'rwd', 7.5, 84, 570, 17.0, 11, 260, { years: [2024, ON_SALE] }),
      bev('84 kWh AWD', 325, 'awd', 5.3, 84, 525, 18.6, 11, 260, { years: [2024, ON_SALE], add: 5000, kg: 100 }),
    ],
  }),
  hyundai({
    name: 'Ioniq 6', body: 'sedan', years: [2022, ON_SALE], price: 50000, dims: [4855, 1880, 1495], curb: 1950,
    cargo: 401, trailer: 1500, w: 0.8,
    engines: [
      bev('77 kWh RWD', 229, 'rwd', 7.4, 77.4, 614, 14.3, 11, 235, { years: [2022, 2024] }),
      bev('84 kWh RWD', 229, 'rwd', 7.4, 84, 614, 14.6, 11, 260, { years: [2025, ON_SALE] }),
      bev('84 kWh AWD', 325, 'awd', 5.1, 84, 557, 16.2, 11, 260, { years: [2025, ON_SALE], add: 5000, kg: 100 }),
    ],
  }),
]

const TOYOTA: CarModel[] = [
  toyota({
    name: 'Aygo', body: 'hatchback', years: [2015, 2021], price: 13000, dims: [3465, 1615, 1460], curb: 850, cargo: 168,
    seats: 4, trailer: null, tank: 35, ncap: 3, w: 0.6,
    engines: [ice('1.0', 'petrol', 72, 'fwd', 'manual', 13.8, 4.4)],
  }),
  toyota({
    name: 'Aygo X', body: 'hatchback', years: [2022, ON_SALE], price: 18000, dims: [3700, 1740, 1510], curb: 950,
    cargo: 231, seats: 4, trailer: null, tank: 35, ncap: 4, w: 0.7,
    engines: [
      ice('1.0', 'petrol', 72, 'fwd', 'manual', 14.9, 4.9, { years: [2022, 2024] }),
      ice('1.0 CVT', 'petrol', 72, 'fwd', 'automatic', 14.8, 5.0, { years: [2022, 2024], add: 1000 }),
      ice('1.5 Hybrid', 'hybrid', 116, 'fwd', 'automatic', 9.3, 3.9, { years: [2025, ON_SALE], add: 3000 }),
    ],
  }),
  toyota({
    name: 'Yaris', body: 'hatchback', years: [2015, ON_SALE], price: 23000, dims: [3940, 1745, 1500], curb: 1100,
    cargo: 286, trailer: 450, tank: 36, w: 1.5,
    engines: [
      ice('1.5 Hybrid 100', 'hybrid', 100, 'fwd', 'automatic', 11.8, 3.6, { years: [2015, 2019] }),
      ice('1.5 Hybrid 116', 'hybrid', 116, 'fwd', 'automatic', 9.7, 3.8, { years: [2020, ON_SALE] }),
      ice('1.5 Hybrid 130', 'hybrid', 130, 'fwd', 'automatic', 9.2, 3.9, { years: [2024, ON_SALE], add: 2000 }),
    ],
  }),
  toyota({
    name: 'Yaris Cross', body: 'suv', years: [2021, ON_SALE], price: 27000, dims: [4180, 1765, 1560], curb: 1200,
    cargo: 397, trailer: 750, tank: 36, w: 1.5,
    engines: [
      ice('1.5 Hybrid 116', 'hybrid', 116, 'fwd', 'automatic', 11.2, 4.4),
      ice('1.5 Hybrid AWD-i', 'hybrid', 116, 'awd', 'automatic', 11.8, 4.8, { add: 2000 }),
      ice('1.5 Hybrid 130', 'hybrid', 130, 'fwd', 'automatic', 10.4, 4.6, { years: [2024, ON_SALE], add: 1500 }),
    ],
  }),
  toyota({
    name: 'Auris Touring Sports', body: 'estate', years: [2015, 2018], price: 25000, dims: [4595, 1760, 1485],
    curb: 1350, cargo: 530, trailer: 750, tank: 45, w: 0.8,
    engines: [
      ice('1.2 T', 'petrol', 116, 'fwd', 'manual', 10.1, 5.0),
      ice('1.8 Hybrid', 'hybrid', 136, 'fwd', 'automatic', 11.2, 3.8, { add: 2500 }),
    ],
  }),
  toyota({
    name: 'Corolla Touring Sports', body: 'estate', years: [2019, ON_SALE], price: 31000, dims: [4650, 1790, 1460],
    curb: 1400, cargo: 596, trailer: 750, tank: 43, w: 2,
    engines: [
      ice('1.8 Hybrid', 'hybrid', 140, 'fwd', 'automatic', 9.4, 4.5),
      ice('2.0 Hybrid', 'hybrid', 196, 'fwd', 'automatic', 8.1, 4.7, { add: 3000 }),
    ],
  }),
  toyota({
    name: 'C-HR', body: 'suv', years: [2016, ON_SALE], price: 34000, dims: [4362, 1832, 1564], curb: 1450, cargo: 388,
    trailer: 725, tank: 43,
    engines: [
      ice('1.8 Hybrid', 'hybrid', 140, 'fwd', 'automatic', 9.9, 4.8),
      ice('2.0 Hybrid', 'hybrid', 197, 'fwd', 'automatic', 8.1, 5.0, { years: [2024, ON_SALE], add: 3000 }),
      phev('2.0 Plug-in Hybrid', 223, 'fwd', 7.4, 0.8, 13.6, 66, { years: [2024, ON_SALE], add: 7000, kg: 150, ac: 6.6 }),
    ],
  }),
  toyota({
    name: 'RAV4', body: 'suv', years: [2015, ON_SALE], price: 44000, dims: [4600, 1855, 1685], curb: 1700, cargo: 580,
    trailer: 1650, tank: 55, w: 2,
    engines: [
      ice('2.5 Hybrid AWD', 'hybrid', 197, 'awd', 'automatic', 8.4, 5.2, { years: [2015, 2018] }),
      ice('2.5 Hybrid 2WD', 'hybrid', 218, 'fwd', 'automatic', 8.4, 5.5, { years: [2019, ON_SALE], add: -2000 }),
      ice('2.5 Hybrid AWD-i', 'hybrid', 222, 'awd', 'automatic', 8.1, 5.7, { years: [2019, ON_SALE] }),
      phev('2.5 Plug-in Hybrid AWD-i', 306, 'awd', 6.0, 1.0, 18.1, 75, { years: [2020, ON_SALE], add: 8000, kg: 200, ac: 6.6 }),
    ],
  }),
  toyota({
    name: 'bZ4X', body: 'suv', years: [2022, ON_SALE], price: 46000, dims: [4690, 1860, 1650], curb: 1950, cargo: 452,
    trailer: 750, w: 1.2,
    engines: [
      bev('FWD', 204, 'fwd', 8.4, 71.4, 513, 14.4, 6.6, 150, { years: [2022, 2024] }),
      bev('FWD', 218, 'fwd', 7.4, 73.1, 573, 14.7, 11, 150, { years: [2025, ON_SALE] }),
      bev('AWD', 343, 'awd', 5.1, 73.1, 525, 16.8, 11, 150, { years: [2025, ON_SALE], add: 4000, kg: 100 }),
    ],
  }),
  toyota({
    name: 'Proace', body: 'van', lcv: true, years: [2016, ON_SALE], price: 38000, dims: [4959, 1920, 1935],
    curb: 1800, cargo: 5300, seats: 3, doors: 4, trailer: 2500, tank: 70, gross: 3100, w: 0.6,
    engines: [
      ice('2.0 D 145', 'diesel', 145, 'fwd', 'manual', 12.9, 6.8),
      ice('2.0 D 180 Aut', 'diesel', 180, 'fwd', 'automatic', 10.7, 7.2, { add: 4000 }),
    ],
  }),
  toyota({
    name: 'Proace City', body: 'van', lcv: true, years: [2020, ON_SALE], price: 26000, dims: [4403, 1848, 1796],
    curb: 1350, cargo: 3300, seats: 2, trailer: 1350, tank: 50, gross: 2150, w: 0.5,
    engines: [
      ice('1.5 D 100', 'diesel', 100, 'fwd', 'manual', 13.0, 5.3),
      bev('Electric 50 kWh', 136, 'fwd', 11.2, 50, 330, 20.5, 11, 100, { years: [2022, ON_SALE], add: 10000, kg: 300 }),
    ],
  }),
]

const RENAULT: CarModel[] = [
  renault({
    name: 'Clio', body: 'hatchback', years: [2015, ON_SALE], price: 20000, dims: [4050, 1798, 1440], curb: 1100,
    cargo: 391, trailer: 1200, tank: 42, w: 1.3,
    engines: [
      ice('TCe 90', 'petrol', 91, 'fwd', 'manual', 12.2, 5.4),
      ice('dCi 90', 'diesel', 90, 'fwd', 'manual', 11.9, 3.8, { years: [2015, 2020] }),
      ice('E-Tech full hybrid 145', 'hybrid', 143, 'fwd', 'automatic', 9.3, 4.3, { years: [2020, ON_SALE], add: 4000 }),
    ],
  }),
  renault({
    name: 'Captur', body: 'suv', years: [2015, ON_SALE], price: 25000, dims: [4239, 1797, 1576], curb: 1250, cargo: 422,
    trailer: 1200, tank: 48, w: 1.3,
    engines: [
      ice('TCe 90', 'petrol', 91, 'fwd', 'manual', 13.3, 5.8),
      ice('E-Tech full hybrid 145', 'hybrid', 143, 'fwd', 'automatic', 10.6, 4.7, { years: [2021, ON_SALE], add: 4500 }),
      phev('E-Tech Plug-in 160', 160, 'fwd', 10.1, 1.4, 9.8, 50, { years: [2020, 2023], add: 7000, kg: 200, tank: 39, ac: 3.7 }),
    ],
  }),
  renault({
    name: 'Austral', body: 'suv', years: [2023, ON_SALE], price: 38000, dims: [4510, 1825, 1644], curb: 1550,
    cargo: 555, trailer: 1500, tank: 55,
    engines: [
      ice('mild hybrid 160 Auto', 'petrol', 160, 'fwd', 'automatic', 9.4, 6.3, { add: -3000 }),
      ice('E-Tech full hybrid 200', 'hybrid', 200, 'fwd', 'automatic', 8.4, 4.6),
    ],
  }),
  renault({
    name: 'Zoe', body: 'hatchback', years: [2015, 2024], price: 32000, dims: [4087, 1787, 1562], curb: 1500, cargo: 338,
    trailer: null, ncap: 0, w: 1,
    engines: [
      bev('R90 Z.E. 40', 92, 'fwd', 13.2, 41, 300, 17.2, 22, null, { years: [2015, 2019] }),
      bev('R135 Z.E. 50', 135, 'fwd', 9.5, 52, 395, 17.7, 22, 50, { years: [2019, 2024], add: 2000 }),
    ],
  }),
  renault({
    name: 'Megane E-Tech Electric', body: 'hatchback', years: [2022, ON_SALE], price: 40000, dims: [4200, 1768, 1505],
    curb: 1630, cargo: 440, trailer: 900,
    engines: [
      bev('EV40 standard charge', 130, 'fwd', 10.0, 40, 300, 15.5, 7.4, 85, { add: -5000 }),
      bev('EV60 optimum charge', 220, 'fwd', 7.4, 60, 470, 16.1, 22, 130),
    ],
  }),
  renault({
    name: 'Scenic E-Tech Electric', body: 'suv', years: [2024, ON_SALE], price: 42000, dims: [4470, 1864, 1571],
    curb: 1900, cargo: 545, trailer: 1500,
    engines: [
      bev('comfort range 170', 170, 'fwd', 8.6, 60, 430, 16.2, 11, 130, { add: -5000 }),
      bev('long range 220', 218, 'fwd', 7.9, 87, 625, 16.6, 11, 150),
    ],
  }),
  renault({
    name: '5 E-Tech', body: 'hatchback', years: [2024, ON_SALE], price: 30000, dims: [3922, 1774, 1498], curb: 1450,
    cargo: 326, trailer: null, ncap: 4, w: 1.2,
    engines: [
      bev('120 urban range', 120, 'fwd', 9.0, 40, 312, 14.8, 11, 80, { add: -3000 }),
      bev('150 comfort range', 150, 'fwd', 7.9, 52, 410, 14.9, 11, 100),
    ],
  }),
  renault({
    name: 'Kangoo Van', body: 'van', lcv: true, years: [2015, ON_SALE], price: 25000, dims: [4486, 1919, 1838],
    curb: 1450, cargo: 3300, seats: 2, tank: 54, gross: 2200, w: 0.5,
    engines: [
      ice('Blue dCi 95', 'diesel', 95, 'fwd', 'manual', 14.5, 5.6),
      bev('E-Tech Electric 45 kWh', 122, 'fwd', 12.0, 45, 300, 19.5, 22, 80, { years: [2022, ON_SALE], add: 10000, kg: 300 }),
    ],
  }),
  renault({
    name: 'Trafic', body: 'van', lcv: true, years: [2015, ON_SALE], price: 37000, dims: [5080, 1956, 1967],
    curb: 1850, cargo: 5800, seats: 3, doors: 4, trailer: 2000, tank: 80, gross: 3000, w: 0.5,
    engines: [
      ice('Blue dCi 150', 'diesel', 150, 'fwd', 'manual', 12.0, 7.3),
      ice('Blue dCi 170 EDC', 'diesel', 170, 'fwd', 'automatic', 11.0, 7.6, { add: 3500 }),
    ],
  }),
]

const DACIA: CarModel[] = [
  dacia({
    name: 'Sandero Stepway', body: 'hatchback', years: [2015, ON_SALE], price: 17000, dims: [4099, 1848, 1587],
    curb: 1150, cargo: 328, trailer: 1200, tank: 50, ncap: 2, w: 1.5,
    engines: [
      ice('TCe 90', 'petrol', 90, 'fwd', 'manual', 12.2, 5.5),
      ice('ECO-G 100', 'petrol', 101, 'fwd', 'manual', 11.6, 6.8, { years: [2021, ON_SALE], add: 500 }),
      ice('TCe 110', 'petrol', 110, 'fwd', 'manual', 11.0, 5.5, { years: [2025, ON_SALE], add: 800 }),
    ],
  }),
  dacia({
    name: 'Duster', body: 'suv', years: [2015, ON_SALE], price: 22000, dims: [4343, 1813, 1656], curb: 1350, cargo: 472,
    trailer: 1500, tank: 50, ncap: 3, w: 1.5,
    engines: [
      ice('1.5 dCi 110 4x4', 'diesel', 110, 'awd', 'manual', 12.5, 5.1, { years: [2015, 2017] }),
      ice('dCi 115 4x4', 'diesel', 115, 'awd', 'manual', 10.5, 5.3, { years: [2018, 2023] }),
      ice('TCe 150', 'petrol', 150, 'fwd', 'automatic', 9.7, 6.3, { years: [2019, 2023] }),
      ice('TCe 130 4x4', 'petrol', 130, 'awd', 'manual', 10.4, 6.6, { years: [2024, ON_SALE], add: 3000 }),
      ice('Hybrid 140', 'hybrid', 140, 'fwd', 'automatic', 10.1, 5.0, { years: [2024, ON_SALE], add: 4000 }),
    ],
  }),
  dacia({
    name: 'Jogger', body: 'mpv', years: [2022, ON_SALE], price: 21000, dims: [4547, 1784, 1674], curb: 1250, cargo: 708,
    seats: 7, trailer: 1200, tank: 50, ncap: 1,
    engines: [
      ice('TCe 110', 'petrol', 110, 'fwd', 'manual', 11.2, 5.8),
      ice('Hybrid 140', 'hybrid', 140, 'fwd', 'automatic', 10.1, 4.9, { years: [2023, ON_SALE], add: 3500 }),
    ],
  }),
  dacia({
    name: 'Spring', body: 'hatchback', years: [2021, ON_SALE], price: 17000, dims: [3734, 1622, 1516], curb: 980,
    cargo: 308, trailer: null, ncap: 1, w: 0.8,
    engines: [
      bev('Electric 45', 44, 'fwd', 19.1, 26.8, 230, 13.9, 7, 30, { add: -1500 }),
      bev('Electric 65', 65, 'fwd', 13.7, 26.8, 225, 14.0, 7, 30),
    ],
  }),
]

const PEUGEOT: CarModel[] = [
  peugeot({
    name: '208', body: 'hatchback', years: [2015, ON_SALE], price: 22000, dims: [4055, 1745, 1430], curb: 1150,
    cargo: 352, trailer: 1150, tank: 44, ncap: 4,
    engines: [
      ice('PureTech 100', 'petrol', 101, 'fwd', 'manual', 10.6, 5.4),
      ice('Hybrid 110 e-DCS6', 'hybrid', 110, 'fwd', 'automatic', 9.7, 4.6, { years: [2024, ON_SALE], add: 2500 }),
      bev('e-208 136', 136, 'fwd', 8.1, 50, 362, 15.8, 7.4, 100, { years: [2020, 2023], add: 9000, kg: 300 }),
      bev('e-208 156', 156, 'fwd', 8.2, 51, 410, 14.9, 7.4, 100, { years: [2024, ON_SALE], add: 9000, kg: 300 }),
    ],
  }),
  peugeot({
    name: '2008', body: 'suv', years: [2015, ON_SALE], price: 27000, dims: [4300, 1770, 1550], curb: 1250, cargo: 434,
    trailer: 1200, tank: 44, ncap: 4,
    engines: [
      ice('PureTech 130 EAT8', 'petrol', 131, 'fwd', 'automatic', 9.1, 6.0),
      ice('Hybrid 145 e-DCS6', 'hybrid', 145, 'fwd', 'automatic', 8.9, 4.9, { years: [2024, ON_SALE], add: 3000 }),
      bev('e-2008 156', 156, 'fwd', 9.1, 54, 406, 15.9, 11, 100, { years: [2023, ON_SALE], add: 9000, kg: 300 }),
    ],
  }),
  peugeot({
    name: '308 SW', body: 'estate', years: [2015, ON_SALE], price: 30000, dims: [4636, 1852, 1442], curb: 1350,
    cargo: 608, trailer: 1400, tank: 52, ncap: 4,
    engines: [
      ice('PureTech 130 EAT8', 'petrol', 131, 'fwd', 'automatic', 9.8, 5.8),
      ice('BlueHDi 130 EAT8', 'diesel', 131, 'fwd', 'automatic', 10.0, 4.7, { add: 1500 }),
      phev('Plug-in Hybrid 180 e-EAT8', 180, 'fwd', 7.9, 1.2, 12.4, 60, { years: [2022, ON_SALE], add: 7000, kg: 200, tank: 40 }),
    ],
  }),
  peugeot({
    name: '3008', body: 'suv', years: [2016, ON_SALE], price: 36000, dims: [4542, 1895, 1641], curb: 1550, cargo: 520,
    trailer: 1450, tank: 55, ncap: 4,
    engines: [
      ice('PureTech 130 EAT8', 'petrol', 131, 'fwd', 'automatic', 10.6, 6.1, { years: [2016, 2023] }),
      phev('Hybrid4 300 e-EAT8', 300, 'awd', 5.9, 1.3, 13.2, 59, { years: [2020, 2023], add: 9000, kg: 300, tank: 43 }),
      ice('Hybrid 136 e-DCS6', 'hybrid', 136, 'fwd', 'automatic', 10.2, 5.3, { years: [2024, ON_SALE] }),
      bev('E-3008 210', 210, 'fwd', 8.8, 73, 527, 17.0, 11, 160, { years: [2024, ON_SALE], add: 9000, kg: 500 }),
    ],
  }),
  peugeot({
    name: 'Partner', body: 'van', lcv: true, years: [2018, ON_SALE], price: 25000, dims: [4403, 1848, 1796], curb: 1350,
    cargo: 3300, seats: 2, trailer: 1350, tank: 50, gross: 2150, w: 0.5,
    engines: [ice('BlueHDi 100', 'diesel', 102, 'fwd', 'manual', 12.9, 5.4)],
  }),
]

const FORD: CarModel[] = [
  ford({
    name: 'Fiesta', body: 'hatchback', years: [2015, 2023], price: 18000, dims: [4040, 1735, 1476], curb: 1100,
    cargo: 311, trailer: 900, tank: 42,
    engines: [
      ice('1.0 EcoBoost 100', 'petrol', 100, 'fwd', 'manual', 10.5, 5.1),
      ice('1.0 EcoBoost 125 mHEV', 'petrol', 125, 'fwd', 'manual', 9.9, 5.2, { years: [2020, 2023], add: 1500 }),
    ],
  }),
  ford({
    name: 'Focus Wagon', body: 'estate', years: [2015, 2025], price: 28000, dims: [4668, 1825, 1481], curb: 1350,
    cargo: 608, tank: 52,
    engines: [
      ice('1.0 EcoBoost 125', 'petrol', 125, 'fwd', 'manual', 10.3, 5.7),
      ice('1.5 EcoBlue 120', 'diesel', 120, 'fwd', 'automatic', 10.5, 4.5, { years: [2015, 2023], add: 1500 }),
      ice('1.0 EcoBoost mHEV 155 Aut', 'petrol', 155, 'fwd', 'automatic', 9.0, 5.8, { years: [2021, 2025], add: 3000 }),
    ],
  }),
  ford({
    name: 'Puma', body: 'suv', years: [2020, ON_SALE], price: 28000, dims: [4186, 1805, 1555], curb: 1300, cargo: 456,
    trailer: 1200, tank: 42,
    engines: [
      ice('1.0 EcoBoost mHEV 125', 'petrol', 125, 'fwd', 'manual', 9.8, 5.4),
      ice('1.0 EcoBoost mHEV 155 Aut', 'petrol', 155, 'fwd', 'automatic', 8.9, 5.8, { add: 2500 }),
      bev('Gen-E', 168, 'fwd', 8.0, 43, 376, 13.1, 11, 100, { years: [2025, ON_SALE], add: 6000, kg: 200 }),
    ],
  }),
  ford({
    name: 'Kuga', body: 'suv', years: [2015, ON_SALE], price: 38000, dims: [4614, 1883, 1666], curb: 1650, cargo: 526,
    trailer: 1600, tank: 54, w: 1.3,
    engines: [
      ice('2.0 EcoBlue 150 AWD Aut', 'diesel', 150, 'awd', 'automatic', 9.6, 5.8, { years: [2015, 2022] }),
      phev('2.5 Plug-in Hybrid', 243, 'fwd', 7.3, 0.9, 14.4, 67, { years: [2020, ON_SALE], add: 5000, kg: 200, tank: 42 }),
      ice('2.5 Full Hybrid AWD', 'hybrid', 183, 'awd', 'automatic', 9.1, 5.9, { years: [2021, ON_SALE], add: 3000 }),
    ],
  }),
  ford({
    name: 'Mustang Mach-E', body: 'suv', years: [2021, ON_SALE], price: 50000, dims: [4713, 1881, 1624], curb: 2050,
    cargo: 402, trailer: 750, trims: FORD_EV_TRIMS,
    engines: [
      bev('Standard Range RWD', 269, 'rwd', 6.3, 76, 440, 17.2, 11, 115, { add: -5000 }),
      bev('Extended Range RWD', 294, 'rwd', 7.0, 91, 600, 17.2, 11, 150),
      bev('Extended Range AWD', 351, 'awd', 5.6, 91, 550, 18.7, 11, 150, { add: 5000, kg: 100 }),
      bev('GT', 487, 'awd', 3.7, 91, 490, 20.0, 11, 150, { add: 15000, kg: 150, w: 0.3 }),
    ],
  }),
  ford({
    name: 'Explorer', body: 'suv', years: [2024, ON_SALE], price: 45000, dims: [4468, 1871, 1630], curb: 2100,
    cargo: 470, trailer: 1000, trims: FORD_EV_TRIMS,
    engines: [
      bev('Extended Range RWD', 286, 'rwd', 6.4, 82, 602, 14.6, 11, 135),
      bev('Extended Range AWD', 340, 'awd', 5.3, 82, 566, 16.4, 11, 185, { add: 4000, kg: 100 }),
    ],
  }),
  ford({
    name: 'Transit Custom', body: 'van', lcv: true, years: [2015, ON_SALE], price: 40000, dims: [5050, 2032, 1986],
    curb: 2000, cargo: 6000, seats: 3, doors: 4, trailer: 2500, tank: 70, gross: 3200, w: 0.8,
    engines: [
      ice('2.0 EcoBlue 136', 'diesel', 136, 'fwd', 'manual', 12.5, 7.1),
      ice('2.0 EcoBlue 170 Aut', 'diesel', 170, 'fwd', 'automatic', 10.9, 7.4, { add: 4000 }),
      bev('Electric 217', 217, 'rwd', 9.5, 74, 337, 23.0, 11, 125, { years: [2024, ON_SALE], add: 12000, kg: 500 }),
    ],
  }),
]

const NISSAN: CarModel[] = [
  nissan({
    name: 'Micra', body: 'hatchback', years: [2017, 2023], price: 18000, dims: [3999, 1743, 1455], curb: 1050,
    cargo: 300, trailer: 1200, tank: 41, ncap: 4, w: 0.7,
    engines: [
      ice('IG-T 92', 'petrol', 92, 'fwd', 'manual', 12.1, 5.4),
      ice('DIG-T 117', 'petrol', 117, 'fwd', 'manual', 9.9, 5.8, { add: 1500 }),
    ],
  }),
  nissan({
    name: 'Leaf', body: 'hatchback', years: [2015, ON_SALE], price: 34000, dims: [4490, 1791, 1540], curb: 1580,
    cargo: 435, trailer: null,
    engines: [
      bev('30 kWh', 109, 'fwd', 11.5, 30, 200, 15.0, 6.6, 50, { years: [2015, 2017] }),
      bev('40 kWh', 150, 'fwd', 7.9, 40, 270, 17.1, 6.6, 50, { years: [2018, 2025] }),
      bev('e+ 62 kWh', 217, 'fwd', 7.3, 62, 385, 18.0, 6.6, 100, { years: [2019, 2025], add: 8000, kg: 200 }),
      bev('75 kWh', 218, 'fwd', 7.6, 75, 604, 14.0, 11, 150, { years: [2026, ON_SALE], add: 4000, kg: 250 }),
    ],
  }),
  nissan({
    name: 'Juke', body: 'suv', years: [2015, ON_SALE], price: 25000, dims: [4210, 1800, 1593], curb: 1250, cargo: 422,
    trailer: 1250, tank: 46,
    engines: [
      ice('DIG-T 114', 'petrol', 114, 'fwd', 'manual', 10.4, 6.0),
      ice('Hybrid 143', 'hybrid', 143, 'fwd', 'automatic', 10.1, 5.1, { years: [2022, ON_SALE], add: 4000 }),
    ],
  }),
  nissan({
    name: 'Qashqai', body: 'suv', years: [2015, ON_SALE], price: 32000, dims: [4425, 1835, 1625], curb: 1450, cargo: 504,
    trailer: 1800, tank: 55, w: 2,
    engines: [
      ice('dCi 130 4x4', 'diesel', 130, 'awd', 'manual', 10.5, 5.2, { years: [2015, 2018] }),
      ice('DIG-T 140', 'petrol', 140, 'fwd', 'manual', 9.9, 6.1, { years: [2018, 2020] }),
      ice('DIG-T 158 mHEV Xtronic', 'petrol', 158, 'fwd', 'automatic', 9.2, 6.3, { years: [2021, ON_SALE] }),
      ice('e-Power 190', 'hybrid', 190, 'fwd', 'automatic', 7.9, 5.3, { years: [2022, ON_SALE], add: 4000 }),
    ],
  }),
  nissan({
    name: 'X-Trail', body: 'suv', years: [2015, ON_SALE], price: 45000, dims: [4680, 1840, 1725], curb: 1850, cargo: 585,
    seats: 7, trailer: 1800, tank: 55, w: 0.8,
    engines: [
      ice('dCi 177 4x4 Aut', 'diesel', 177, 'awd', 'automatic', 9.4, 5.9, { years: [2015, 2021] }),
      ice('e-Power e-4ORCE', 'hybrid', 213, 'awd', 'automatic', 7.0, 6.4, { years: [2022, ON_SALE] }),
    ],
  }),
  nissan({
    name: 'Ariya', body: 'suv', years: [2022, ON_SALE], price: 47000, dims: [4595, 1850, 1660], curb: 2000, cargo: 468,
    trailer: 750,
    engines: [
      bev('63 kWh', 218, 'fwd', 7.5, 66, 403, 17.6, 7.4, 130),
      bev('87 kWh', 242, 'fwd', 7.6, 91, 533, 17.2, 7.4, 130, { add: 6000, kg: 150 }),
      bev('87 kWh e-4ORCE', 306, 'awd', 5.7, 91, 500, 19.0, 22, 130, { add: 10000, kg: 250 }),
    ],
  }),
]

export const MODELS_VOLUME: readonly CarModel[] = [
  ...KIA,
  ...HYUNDAI,
  ...TOYOTA,
  ...RENAULT,
  ...DACIA,
  ...PEUGEOT,
  ...FORD,
  ...NISSAN,
]
