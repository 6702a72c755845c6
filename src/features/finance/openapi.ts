/** The finance routes in the API description (docs/api.md "Finance APIs"), with the schemas their handlers validate with. */
import { badRequest, internalError, notFound, tooLarge, tooMany } from '@/platform/openapi/answers'
import type { ApiOperation } from '@/platform/openapi/operation'
import { CfdRequestSchema, DefaultRequestSchema, LegalQuerySchema } from './codeweaver/schemas'
import { LoanRequestSchema, UkQuoteRequestSchema } from './request-schemas'

const tag = 'Finance'
const failed = internalError('The calculation could not be made now (logged on the server).')

const vehicle = {
  Vin: 'WBA5R1C50KAE12345',
  Price: 24995,
  Mileage: 18000,
  RegistrationDate: '2024-03-01',
  RegistrationNumber: 'AB24 CDE',
}

const ukQuote = {
  regularPayment: 447.07,
  deposit: 2500,
  amountOfCredit: 21995,
  totalChargeForCredit: 4857.52,
  totalAmountPayable: 29852.52,
  aprPercent: 9.9,
  nominalRatePercent: 9.48,
  finalPayment: 10748,
  numberOfRegularPayments: 36,
}

export const financeOperations: ApiOperation[] = [
  {
    method: 'post',
    path: '/api/finance/loan',
    tag,
    summary: 'A Swedish car loan’s monthly cost and effective rate',
    description:
      'Rules the schema cannot show: `months` in steps of 12; `downPayment` below `price`; the residual ' +
      '(`price × residualPercent / 100`) and `startFee` within the amount financed.',
    body: LoanRequestSchema,
    example: {
      body: {
        price: 349900,
        downPayment: 70000,
        months: 36,
        residualPercent: 40,
        interestRatePercent: 5.95,
        startFee: 695,
        invoiceFee: 49,
      },
    },
    responses: {
      200: {
        description: 'The loan.',
        example: {
          monthlyCost: 4948,
          monthlyCostExact: 4948.044629887687,
          effectiveInterestRatePercent: 6.53,
          loanAmount: 279900,
          residualValue: 139960,
          totalCost: 40648.61,
          totalAmountPayable: 320548.61,
        },
      },
      400: badRequest(),
      413: tooLarge(64),
      429: tooMany(),
      500: failed,
    },
  },
  {
    method: 'post',
    path: '/api/finance/uk-quote',
    tag,
    summary: 'A PCP or HP quotation',
    description:
      'Rules the schema cannot show: `term` 12–60 (HP) or 12–48 (PCP); exactly one of `aprPercent` and ' +
      '`nominalRatePercent`; `deposit` with `ToRegularPayment`, `regularPayment` with `ToCashDeposit`; a PCP ' +
      'needs `finalPayment`, an HP has none; money in pounds and pence.',
    body: UkQuoteRequestSchema,
    example: {
      body: {
        product: 'PCP',
        calculation: 'ToRegularPayment',
        cashPrice: 24995,
        deposit: 2500,
        dealerContribution: 500,
        term: 36,
        aprPercent: 9.9,
        finalPayment: 10748,
        optionToPurchaseFee: 10,
      },
    },
    responses: {
      200: { description: 'The quotation.', example: ukQuote },
      400: badRequest(),
      413: tooLarge(64),
      429: tooMany(),
      500: failed,
    },
  },
  {
    method: 'post',
    path: '/api/codeweaver/default',
    tag,
    summary: 'The dealer’s finance products for a vehicle',
    description: '`OrganisationKey` is the dealer’s `site_id` (a UK dealer’s); an unknown one is a 400 naming it.',
    body: DefaultRequestSchema,
    example: { body: { Vehicle: vehicle, OrganisationKey: '6001' } },
    responses: {
      200: {
        description: 'Each product with its ranges and the quotation at its defaults.',
        example: {
          Products: [
            {
              Name: 'Personal Contract Purchase',
              FamilyKey: 'PCP',
              Type: 'PCP',
              Apr: 9.9,
              Term: { Min: 24, Max: 48, Step: 12, Default: 36 },
              Deposit: { Min: 2499.5, Max: 12497.5, Step: 100, Default: 2499.5 },
              Payment: { Min: 212.4, Max: 447.07 },
              AnnualMileage: { Min: 5000, Max: 30000, Step: 1000, Default: 10000 },
              DefaultQuote: ukQuote,
            },
          ],
        },
      },
      400: badRequest(),
      413: tooLarge(64),
      429: tooMany(),
      500: failed,
    },
  },
  {
    method: 'post',
    path: '/api/codeweaver/cfd',
    tag,
    summary: 'Quotations for vehicles and product families, stored by reference',
    description:
      'At most 20 quotations (vehicles × distinct families) per request; `Term` on the product’s term grid, ' +
      '`AnnualMileage` on its mileage grid, the deposit within its range. All are computed before any is stored.',
    body: CfdRequestSchema,
    example: {
      body: {
        OrganisationKey: '6001',
        VehicleRequests: [
          {
            Id: 'car-1',
            Vehicle: vehicle,
            Parameters: {
              Term: 36,
              CashDeposit: 2500,
              AnnualMileage: 9000,
              FinanceProductFamilyKeys: ['PCP', 'HP'],
              CalculationType: 'ToRegularPayment',
            },
          },
        ],
      },
    },
    responses: {
      200: {
        description:
          'The quotations, each with its reference (`Quote.QuoteReference`) for `GET /api/codeweaver/legal`.',
        example: {
          Vehicles: [
            {
              Id: 'car-1',
              Vin: 'WBA5R1C50KAE12345',
              FinanceQuotations: [
                {
                  FamilyKey: 'PCP',
                  ProductName: 'Personal Contract Purchase',
                  ProductType: 'PCP',
                  Quote: { QuoteReference: 'CW7K2M9Q4R8T', Term: 36, RegularPayment: 447.07, Apr: 9.9 },
                  Blocks: [{ Key: 'Apr', Label: 'Representative APR', Value: '9.9%' }],
                  Notifications: [],
                },
              ],
            },
          ],
        },
      },
      400: badRequest(),
      413: tooLarge(64),
      429: tooMany('Past the `quote-ip` (60 per 10 minutes) limit'),
      500: failed,
    },
  },
  {
    method: 'get',
    path: '/api/codeweaver/legal',
    tag,
    summary: 'The terms and conditions of a stored quotation',
    query: LegalQuerySchema,
    example: { query: { quoteRef: 'CW7K2M9Q4R8T' } },
    responses: {
      200: {
        description: 'The terms stored with the quotation.',
        example: { QuoteReference: 'CW7K2M9Q4R8T', TermsAndConditions: 'Representative example: …' },
      },
      400: badRequest(),
      404: notFound('No quotation has this reference (or it has expired).'),
      429: tooMany(),
      500: failed,
    },
  },
]
