import { createElement as h } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { AppRouterContext } from 'next/dist/shared/lib/app-router-context.shared-runtime'
import { describe, expect, it } from 'vitest'
import type { FacetResult } from '@/features/search/contract'
import { defaultMessages, pickMessages } from '@/i18n/catalogue'
import { CarListFilters } from './CarListFilters'
import { CarResults } from './CarResults'
import { numberTexts, panelNumbers } from './number-text'
import type { CardCar, CarListResult } from './queries'
import { parseListState } from './state'
import { carListStrings, SUGGEST_KEYS } from './strings'
import { distanceStrings } from './distance-strings'
import { compareStrings } from '@/features/cars/compare/strings'
import { favouritesStrings } from '@/features/cars/favourites/strings'
import type { Locale } from '@/cms/locales'
import { carDisplay } from '@/features/cars/display'

const messages = defaultMessages(carListStrings, 'sv-SE')
const compareMessages = defaultMessages(compareStrings, 'sv-SE')
const favouritesMessages = defaultMessages(favouritesStrings, 'sv-SE')

const car = (id: number, over: Partial<CardCar> = {}): CardCar => ({
  car_id: String(id),
  slug: `volvo-xc60-${id}`,
  car_brand: 'Volvo',
  car_model: 'XC60',
  car_version: 'B4 AWD',
  car_primary_image: { thumbnail_url: '/media/car.jpg', blur_data_url: 'data:image/png;base64,AAAA' },
  car_price: 349900,
  car_retail_price: 389900,
  car_retail_price_exkl_vat: null,
  car_has_campaign_price: true,
  car_vehicle_type_code: 'PC',
  car_loan_monthly_cost: 3495,
  car_privateleasing_monthly_cost: null,
  car_companyleasing_monthly_cost: null,
  car_year: 2022,
  car_mileage_text: '4 500 mil',
  car_fuel: 'Diesel',
  car_gearbox: 'Automat',
  car_site_city: 'Uppsala',
  car_mileage: 45_000,
  ...over,
})

const results = (result: CarListResult, page = 1) =>
  renderToStaticMarkup(
    h(CarResults, {
      result,
      page,
      nextHref: `/lista?page=${page + 1}`,
      detailBase: '/kop-bil',
      display: carDisplay('se', 'sv-SE', {}),
      messages,
      compareMessages,
      favouritesMessages,
      formatCount: (n: number) => n.toLocaleString('sv-SE'),
    }),
  )

describe('car list results (server-rendered)', () => {
  it("puts the blur placeholder behind the picture as the frame's --blur, not as an SVG filter on the image", () => {
    const html = results({ ok: true, total: 1, facets: [], cars: [car(1)] })
    expect(html).toContain('style="--blur:url(&quot;data:image/png;base64,AAAA&quot;)"')
    expect(html).not.toContain('feGaussianBlur')
  })

  it('shows the cards with link, campaign price struck through, monthly cost, facts and city', () => {
    const html = results({
      ok: true,
      total: 2,
      facets: [],
      cars: [car(1), car(2, { car_has_campaign_price: false, car_loan_monthly_cost: null })],
    })
    expect(html).toContain('href="/kop-bil/1/volvo-xc60-1"')
    // the compare toggle names the car and starts unpressed (the list is the browser's, read after hydration)
    expect(html.match(/aria-pressed="false" aria-label="Jämför Volvo XC60"/g)).toHaveLength(2)
    // so does the favourite heart, a real button over the picture (issue 37 §3)
    expect(
      html.match(/<button type="button"[^>]*aria-pressed="false" aria-label="Spara Volvo XC60 som favorit"/g),
    ).toHaveLength(2)
    expect(html.match(/<s[ >]/g)).toHaveLength(1)
    expect(html).toContain('Ordinarie pris')
    expect(html.match(/Från 3\s495 kr\/mån/g)).toHaveLength(1)
    expect(html).toContain('4 500 mil')
    expect(html).toContain('Uppsala')
    expect(html).toContain('Visar 2 av 2 bilar')
    expect(html).not.toContain('data-testid="car-list-more"')
  })

  it('under a monthly budget, states what the figure assumes: down payment and term, or the private lease, in every language', () => {
    const terms = { months: 72, residual_percentage: 0, cash_amount_min_percentage: 20 }
    const option = {
      title: 'Billån',
      description: '',
      interest_rate: 0,
      disclaimer: '',
      price: 310_500,
      invoice_fee: 0,
      start_fee: 0,
      default_monthly_cost: 3450,
      default_monthly_cost_text: '',
      default_contract_duration: terms,
      contract_durations: [{ ...terms, cash_amount_max_percentage: 50 }],
    }
    const lease = {
      title: 'Privatleasing',
      leasing_type: 'Private' as const,
      monthly_cost: 2995,
      monthly_cost_text: '',
      description: '',
      duration: 1,
      mileage: 1500,
    }
    // 310 500 less 20 % over 72 months at 0 %: 3 450 a month.
    const loan = car(1, { car_loan_option: option, car_leasing_options: [] })
    const leased = car(2, { car_loan_option: null, car_leasing_options: [lease] })
    const html = (locale: Locale, market: 'se' | 'uk', budget = true) =>
      renderToStaticMarkup(
        h(CarResults, {
          result: { ok: true, total: 2, facets: [], cars: [loan, leased] },
          page: 1,
          nextHref: '/l',
          detailBase: '/b',
          display: carDisplay(market, locale, {}),
          messages: defaultMessages(carListStrings, locale),
          compareMessages: defaultMessages(compareStrings, locale),
          favouritesMessages: defaultMessages(favouritesStrings, locale),
          formatCount: String,
          budget,
        }),
      )
    expect(html('sv-SE', 'se')).toMatch(/Från 3\s450 kr\/mån · 20\s% kontant · 72 mån/)
    expect(html('sv-SE', 'se')).toMatch(/Från 2\s995 kr\/mån · privatleasing · 1 mån/)
    expect(html('en-GB', 'uk')).toMatch(/From £3,450\/month · 20% deposit · 72 months/)
    expect(html('en-GB', 'uk')).toMatch(/From £2,995\/month · personal lease · 1 month</)
    expect(html('sk-SK', 'se')).toMatch(/akontácia 20\s% · 72 mesiacov/)
    expect(html('sk-SK', 'se')).toMatch(/súkromný leasing · 1 mesiac</)
    expect(html('fi-FI', 'se')).toMatch(/käsiraha 20\s% · 72 kk/)
    expect(html('nb-NO', 'se')).toMatch(/20\s% egenkapital · 72 mnd/)
    // Without a budget the card keeps its lowest monthly cost, no assumptions.
    expect(html('sv-SE', 'se', false)).not.toContain('kontant')
  })

  it("states a UK car's PCP offer under a budget: pence, deposit, term, annual mileage and the optional final payment", () => {
    const pcp = {
      product: 'pcp' as const,
      monthly: 293.8,
      cashPercent: 10,
      months: 36,
      deposit: 1290,
      annualMileage: 9000,
      finalPayment: 3190.6,
    }
    const lease = {
      title: 'Personal lease',
      leasing_type: 'Private' as const,
      monthly_cost: 349,
      monthly_cost_text: '',
      description: '',
      duration: 24,
      mileage: 1500,
    }
    const priced = car(1, { car_loan_option: null, car_leasing_options: [lease], car_pcp_offer: pcp })
    const oneMonth = car(2, {
      car_loan_option: null,
      car_leasing_options: [],
      car_pcp_offer: { ...pcp, months: 1, annualMileage: 1 },
    })
    const html = (locale: Locale) =>
      renderToStaticMarkup(
        h(CarResults, {
          result: { ok: true, total: 2, facets: [], cars: [priced, oneMonth] },
          page: 1,
          nextHref: '/l',
          detailBase: '/b',
          display: carDisplay('uk', locale, {}),
          messages: defaultMessages(carListStrings, locale),
          compareMessages: defaultMessages(compareStrings, locale),
          favouritesMessages: defaultMessages(favouritesStrings, locale),
          formatCount: String,
          budget: true,
        }),
      )
    // The PCP is cheaper than the lease, so the card names it.
    expect(html('en-GB')).toMatch(
      /From £293\.80\/month · PCP · £1,290 deposit · 36 months · 9,000 miles a year · optional final payment £3,190\.60</,
    )
    expect(html('en-GB')).toMatch(/· 1 month · 1 mile a year ·/)
    expect(html('sk-SK')).toMatch(/· 36 mesiacov · 9\s000 míľ ročne · voliteľná záverečná splátka/)
    expect(html('sv-SE')).toMatch(/PCP · £1\s290 kontant · 36 mån/)
  })

  it('shows an English page of a Swedish site in English: translated values, km, kr per month', () => {
    const html = renderToStaticMarkup(
      h(CarResults, {
        result: { ok: true, total: 1, facets: [], cars: [car(1, { car_fuel: 'Bensin' })] },
        page: 1,
        nextHref: '/lista?page=2',
        detailBase: '/en/buy-car',
        display: carDisplay('se', 'en-GB', { Bensin: 'Petrol', Automat: 'Automatic' }),
        messages: defaultMessages(carListStrings, 'en-GB'),
        compareMessages: defaultMessages(compareStrings, 'en-GB'),
        favouritesMessages: defaultMessages(favouritesStrings, 'en-GB'),
        formatCount: String,
      }),
    )
    expect(html).toContain('<li>Petrol</li>')
    expect(html).toContain('<li>Automatic</li>')
    expect(html).toContain('<li>45,000 km</li>')
    expect(html).toMatch(/From 3,495 kr\/month/)
    expect(html).not.toMatch(/Bensin|Automat<|mil<|mån/)
  })

  it('says one car in the singular, in every locale', () => {
    const one = (locale: Locale) =>
      renderToStaticMarkup(
        h(CarResults, {
          result: { ok: true, total: 1, facets: [], cars: [car(1)] },
          page: 1,
          nextHref: '/lista?page=2',
          detailBase: '/kop-bil',
          display: carDisplay('se', locale, {}),
          messages: defaultMessages(carListStrings, locale),
          compareMessages,
          favouritesMessages,
          formatCount: String,
        }),
      )
    expect(one('sv-SE')).toContain('Visar 1 av 1 bil<')
    expect(one('en-GB')).toContain('Showing 1 of 1 car<')
    expect(one('nb-NO')).toContain('Viser 1 av 1 bil<')
    expect(one('fi-FI')).toContain('Näytetään 1/1 auto<')
    expect(one('sk-SK')).toContain('Zobrazené 1 z 1 auta<')
  })

  it('shows-more as a link to the next page while cars remain, and 10000+ for big totals', () => {
    const cars = Array.from({ length: 48 }, (_, i) => car(i + 1))
    const html = results({ ok: true, total: 12345, facets: [], cars })
    expect(html).toMatch(/Visar 48 av 10\s000\+ bilar/)
    expect(html).toContain('href="/lista?page=2"')
    expect(results({ ok: true, total: 12345, facets: [], cars }, 20)).not.toContain('car-list-more')
  })

  it('tells a failed search (carListError) from an empty list (noSearchResults)', () => {
    expect(results({ ok: false })).toContain(messages.carListError)
    expect(results({ ok: true, total: 0, facets: [], cars: [] })).toContain(messages.noSearchResults)
  })
})

describe('car list filters (server-rendered form, works without JavaScript)', () => {
  const router = {
    push: () => {},
    replace: () => {},
    refresh: () => {},
    prefetch: () => {},
    back: () => {},
    forward: () => {},
  }
  const facets: FacetResult[] = [
    {
      name: 'car_brand>car_model',
      type: 'tree',
      values: [
        { text: 'Volvo', count: 3, children: [{ text: 'XC60', count: 2 }] },
        { text: 'Kia', count: 1, children: [] },
      ],
    },
    { name: 'car_fuel', type: 'tree', values: Array.from({ length: 10 }, (_, i) => ({ text: `F${i}`, count: i + 1 })) },
    { name: 'car_price', type: 'histogram', min: 100000, max: 500000, values: [] },
    { name: 'car_mileage', type: 'histogram', min: 1000, max: 1000, values: [] },
  ]
  const render = (qs: string, shown = facets) => {
    const state = parseListState(new URLSearchParams(qs))
    return renderToStaticMarkup(
      h(
        AppRouterContext.Provider,
        { value: router as never },
        h(CarListFilters, {
          action: '/lista',
          segments: null,
          state,
          facets: shown,
          total: 4,
          labels: {},
          messages,
          locale: 'sv-SE',
          numbers: numberTexts(panelNumbers(shown, state, 4), new Intl.NumberFormat('sv-SE').format),
          budgetUnit: 'kr/mån',
          mileageUnit: 'mil',
          distance: {
            places: [{ slug: 'goteborg', name: 'Göteborg' }],
            unit: 'km',
            messages: defaultMessages(distanceStrings, 'sv-SE'),
          },
          children: h('p', null, 'results'),
        }),
      ),
    )
  }

  it('has the monthly budget as a named field of the form, with its unit and what it compares in its name and description', () => {
    const html = render('monthly_max=4000')
    expect(html).toMatch(/<input form="car-list-filters"[^>]*name="monthly_max" value="4000"/)
    const input = html.match(/<input[^>]*name="monthly_max"[^>]*>/)![0]
    const [label, unit] = input.match(/aria-labelledby="([^"]+)"/)![1].split(' ')
    expect(html).toContain(`id="${label}" class="`)
    expect(html).toMatch(new RegExp(`id="${unit}"[^>]*>kr/mån<`))
    expect(html).toMatch(/Månadsbudget<\/legend>/)
    expect(render('')).toMatch(/name="monthly_max"[^>]*value=""/)
  })

  it('is a GET form to the list with named, checked controls and the hit count on its button', () => {
    const html = render('car_brand=Volvo%3EXC60&car_fuel=F3&car_price_min=200000&car_vehicle_type=LCV&sort=price_asc')
    expect(html).toMatch(/<form[^>]*action="\/lista" method="get"/)
    expect(html).toMatch(/<input type="checkbox" form="car-list-filters" name="car_brand" checked="" value="Volvo"\/>/)
    expect(html).toMatch(
      /<input type="checkbox" form="car-list-filters" name="car_brand" checked="" value="Volvo&gt;XC60"\/>/,
    )
    expect(html).toMatch(/<input type="checkbox" form="car-list-filters" name="car_fuel" checked="" value="F3"\/>/)
    expect(html).toMatch(/name="car_price_min"[^>]*value="200000"/)
    expect(html).toContain('<input type="hidden" form="car-list-filters" name="car_vehicle_type_code" value="LCV"')
    expect(html).toMatch(/<option value="price_asc" selected="">/)
    expect(html).toContain('Visa 4 bilar')
    expect(html).toContain(`placeholder="${(500000).toLocaleString('sv-SE')}"`)
    expect(html).toContain('results')
  })

  it('picks a town and a radius with named controls that work without JavaScript; nearest first only with a town', () => {
    const html = render('place=goteborg&distance=25&sort=distance_asc')
    expect(html).toMatch(
      /<select name="place" form="car-list-filters"[^>]*>.*<option value="goteborg" selected="">Göteborg<\/option>/,
    )
    expect(html).toMatch(/<input type="radio"(?=[^>]*name="distance")(?=[^>]*checked="")(?=[^>]*value="25")[^>]*>/)
    expect(html).toContain('Inom 25 km')
    expect(html).toMatch(/<option value="distance_asc" selected="">Närmast först/)
    expect(render('')).not.toContain('distance_asc')
    // The position is asked for only from the button, which exists once the scripts run.
    expect(html).not.toContain('distance-near-me')
  })

  it('reads and takes mileage in mil on a Swedish page, as form parameters in mil, while the URL keeps km', () => {
    const mileage: FacetResult[] = [{ name: 'car_mileage', type: 'histogram', min: 1234, max: 301_005, values: [] }]
    const html = render('car_mileage_max=50000', mileage)
    expect(html).toMatch(/<input(?=[^>]*name="car_mileage_min_mil")(?=[^>]*placeholder="123")[^>]*>/)
    expect(html).toMatch(
      /<input(?=[^>]*name="car_mileage_max_mil")(?=[^>]*value="5000")(?=[^>]*placeholder="30\s101")[^>]*>/,
    )
    // What the form sends without scripts is read back in km.
    expect(parseListState(new URLSearchParams('car_mileage_max_mil=5000')).ranges.car_mileage).toEqual({ max: 50_000 })
  })

  it('gives a facet of 10 values a search box, and hides a range whose min equals max (spec 1 §4-5)', () => {
    const html = render('')
    expect(html).toContain('data-testid="car_fuel-search"')
    expect(html).not.toContain('car_mileage_min')
    expect(html).not.toContain('value="XC60"') // models show under a ticked brand
  })
})

describe('hero search bar (server-rendered)', () => {
  const router = {
    push: () => {},
    replace: () => {},
    refresh: () => {},
    prefetch: () => {},
    back: () => {},
    forward: () => {},
  }
  it('is a GET search form to the list whose button works without JavaScript (disabled for an empty phrase only once hydrated), without a clear button', async () => {
    const { HeroSearch } = await import('./HeroSearch')
    const html = renderToStaticMarkup(
      h(
        AppRouterContext.Provider,
        { value: router as never },
        h(HeroSearch, {
          searchPath: '/kop-bil/alla-bilar-i-lager',
          placeholder: messages.searchPlaceholder,
          label: messages.searchLabel,
          button: messages.searchButton,
          clear: messages.clearSearch,
          suggest: pickMessages(messages, SUGGEST_KEYS),
        }),
      ),
    )
    expect(html).toMatch(/<form role="search"[^>]*action="\/kop-bil\/alla-bilar-i-lager" method="get"/)
    expect(html).toContain('placeholder="Sök på märke, modell eller utrustning"')
    expect(html).toMatch(/<input type="text"[^>]*name="keyphrase"/)
    expect(html).toMatch(/<button type="submit"[^>]*data-testid="hero-search-submit"/)
    expect(html).not.toMatch(/<button type="submit"[^>]*disabled/)
    expect(html).not.toContain('data-ready')
    expect(html).not.toContain('hero-search-clear')
  })

  it('is a collapsed ARIA combobox whose empty listbox is in the page, loading no suggestions', async () => {
    const { HeroSearch } = await import('./HeroSearch')
    const html = renderToStaticMarkup(
      h(
        AppRouterContext.Provider,
        { value: router as never },
        h(HeroSearch, {
          searchPath: '/bilar',
          placeholder: messages.searchPlaceholder,
          label: messages.searchLabel,
          button: messages.searchButton,
          clear: messages.clearSearch,
          suggest: pickMessages(messages, SUGGEST_KEYS),
        }),
      ),
    )
    const controls = /role="combobox"[^>]*aria-expanded="false"[^>]*aria-controls="([^"]+)"/.exec(html)?.[1]
    expect(controls).toBeTruthy()
    expect(html).toMatch(new RegExp(`<ul id="${controls}" role="listbox" aria-label="Förslag"[^>]*hidden=""`))
    expect(html).not.toContain('aria-activedescendant')
    expect(html).not.toContain('role="option"')
  })
})
