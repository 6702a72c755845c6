/**
 * The UK site's finance-provider calls (spec 1 §7) served from the CMS: the dealer's products
 * (collection finance-products), quotations computed by the engine and stored (finance-quotes) so
 * that their terms can be read back by reference.
 */
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import { dealerSiteByKey } from '@/features/dealers/queries'
import type { DealerSite, FinanceProduct } from '@/payload-types'
import { InputError, NotFoundError } from '@/platform/errors'
import { roundMoney } from '../money'
import { financeProductsOf, quoteByReference } from '../queries'
import { quoteValidDays } from './expiry'
import { productOffer, quoteProduct } from './products'
import { newQuoteReference } from './quote-reference'
import type { CfdRequest, DefaultRequest } from './schemas'
import { gbp as money, termsAndConditions } from './terms'

/** Where the visitor applies for a quote at the finance provider (spec 1 §7 external links). */
const APPLY_URL = process.env.FINANCE_APPLY_URL || 'https://apply.finance-provider.example/quote'
const QUOTE_VALID_DAYS = quoteValidDays()

async function dealerByKey(payload: Payload, key: string): Promise<DealerSite> {
  const dealer = await dealerSiteByKey(payload, key)
  if (!dealer) throw new InputError('OrganisationKey', 'no dealer has this organisation key')
  return dealer
}

/** POST /api/codeweaver/default: the dealer's products with their ranges for this vehicle. */
export async function defaultProducts(payload: Payload, body: DefaultRequest, today = new Date()) {
  const dealer = await dealerByKey(payload, body.OrganisationKey)
  const products = await financeProductsOf(payload, dealer.id)
  const offers = products.map((p) => productOffer(p, body.Vehicle, today)).filter((o) => o !== null)
  return { Products: offers }
}

/** POST /api/codeweaver/cfd: quotes for every vehicle and family, computed first, then stored in one transaction. */
export async function financeQuotations(payload: Payload, body: CfdRequest, today = new Date()) {
  const dealer = await dealerByKey(payload, body.OrganisationKey)
  const products = await financeProductsOf(payload, dealer.id)
  const planned = body.VehicleRequests.map((request, v) => {
    const at = (field: string) => `VehicleRequests[${v}].${field}`
    const quotations = request.Parameters.FinanceProductFamilyKeys.map((key, k) => {
      const product = products.find((p) => p.familyKey === key)
      if (!product)
        throw new InputError(
          at(`Parameters.FinanceProductFamilyKeys[${k}]`),
          `${dealer.site_official_name} offers no such product`,
        )
      try {
        return {
          product,
          ...quoteProduct(product, request.Vehicle, request.Parameters, today),
          reference: newQuoteReference(),
        }
      } catch (error) {
        if (error instanceof InputError) throw new InputError(at(error.field), error.message)
        throw error
      }
    })
    return { request, quotations }
  })

  const req = await createLocalReq({}, payload)
  await initTransaction(req)
  try {
    const Vehicles = []
    for (const { request, quotations } of planned) {
      const FinanceQuotations = []
      for (const { product, input, quote, reference } of quotations) {
        const annualMileage =
          product.type === 'PCP' ? (request.Parameters.AnnualMileage ?? product.annualMileage?.default ?? null) : null
        const dealerContribution = input.dealerContribution ?? 0
        await payload.create({
          collection: 'finance-quotes',
          req,
          overrideAccess: true,
          depth: 0,
          data: {
            quoteReference: reference,
            dealer: dealer.id,
            product: product.id,
            productType: product.type,
            vehicle: {
              vin: request.Vehicle.Vin.toUpperCase(),
              registrationNumber: request.Vehicle.RegistrationNumber ?? null,
              registrationDate: request.Vehicle.RegistrationDate,
              mileage: request.Vehicle.Mileage,
              cashPrice: request.Vehicle.Price,
            },
            annualMileage,
            figures: {
              ...quote,
              dealerContribution,
              documentationFee: input.documentationFee ?? 0,
              optionToPurchaseFee: input.optionToPurchaseFee ?? 0,
            },
            termsAndConditions: termsAndConditions({
              quoteReference: reference,
              product: product.type,
              productName: product.name,
              lender: dealer.site_official_name,
              cashPrice: request.Vehicle.Price,
              dealerContribution,
              documentationFee: input.documentationFee ?? 0,
              optionToPurchaseFee: input.optionToPurchaseFee ?? 0,
              annualMileage,
              quote,
              issuedAt: today,
              validDays: QUOTE_VALID_DAYS,
            }),
          },
        })
        const Notifications = dealerContribution
          ? [
              {
                Type: 'Info',
                Code: 'DealerContribution',
                UserMessage: `Includes a dealer deposit contribution of ${money(dealerContribution)}.`,
              },
            ]
          : []
        FinanceQuotations.push({
          FamilyKey: product.familyKey,
          ProductName: product.name,
          ProductType: product.type,
          Quote: {
            QuoteReference: reference,
            Term: request.Parameters.Term,
            NumberOfRegularPayments: quote.numberOfRegularPayments,
            CashPrice: request.Vehicle.Price,
            Deposit: quote.deposit,
            DealerContribution: dealerContribution,
            TotalDeposit: roundMoney(quote.deposit + dealerContribution),
            RegularPayment: quote.regularPayment,
            TotalRegularPayment: quote.regularPayment,
            FinalPayment: quote.finalPayment,
            AmountOfCredit: quote.amountOfCredit,
            TotalChargeForCredit: quote.totalChargeForCredit,
            TotalAmountPayable: quote.totalAmountPayable,
            Apr: quote.aprPercent,
            NominalRate: quote.nominalRatePercent,
            DocumentationFee: input.documentationFee ?? 0,
            OptionToPurchaseFee: input.optionToPurchaseFee ?? 0,
            AnnualMileage: annualMileage,
            QuoteActions: { Apply: `${APPLY_URL}?quoteRef=${reference}` },
          },
          Blocks: quoteBlocks(product.type, request.Vehicle.Price, dealerContribution, quote),
          Notifications,
        })
      }
      Vehicles.push({ Id: request.Id ?? null, Vin: request.Vehicle.Vin.toUpperCase(), FinanceQuotations })
    }
    await commitTransaction(req)
    return { Vehicles }
  } catch (error) {
    await killTransaction(req)
    throw error
  }
}

/** The representative example as label/value rows, in the order the FCA's rules list them. */
function quoteBlocks(
  type: FinanceProduct['type'],
  cashPrice: number,
  dealerContribution: number,
  q: ReturnType<typeof quoteProduct>['quote'],
) {
  const rows: [string, string, string][] = [
    ['CashPrice', 'Cash price', money(cashPrice)],
    ['Deposit', 'Customer deposit', money(q.deposit)],
    ...(dealerContribution
      ? [['DealerContribution', 'Dealer deposit contribution', money(dealerContribution)] as [string, string, string]]
      : []),
    ['AmountOfCredit', 'Amount of credit', money(q.amountOfCredit)],
    ['RegularPayments', `${q.numberOfRegularPayments} monthly payments of`, money(q.regularPayment)],
    ...(type === 'PCP'
      ? [['FinalPayment', 'Optional final payment', money(q.finalPayment)] as [string, string, string]]
      : []),
    ['TotalChargeForCredit', 'Total charge for credit', money(q.totalChargeForCredit)],
    ['TotalAmountPayable', 'Total amount payable', money(q.totalAmountPayable)],
    ['FixedRate', 'Fixed rate of interest (per year)', `${q.nominalRatePercent.toFixed(2)}%`],
    ['Apr', 'Representative APR', `${q.aprPercent.toFixed(1)}%`],
  ]
  return rows.map(([Key, Label, Value]) => ({ Key, Label, Value }))
}

/** GET /api/codeweaver/legal?quoteRef=: the stored terms of that quotation. */
export async function quoteTerms(payload: Payload, quoteRef: string) {
  const quote = await quoteByReference(payload, quoteRef)
  if (!quote) throw new NotFoundError('no quotation has this reference')
  return { QuoteReference: quote.quoteReference, TermsAndConditions: quote.termsAndConditions }
}
