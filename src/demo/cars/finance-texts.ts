/**
 * Market-language texts of the finance options. Disclaimers are templates: the calculator fills
 * DISCLAIMER_PLACEHOLDERS with the visitor's choices (spec 1 §9); fees are filled in here because
 * they do not change with the visitor's choices.
 */
import { DISCLAIMER_PLACEHOLDERS as P } from '@/features/finance/option-schemas'
import type { CarLang } from '@/sites/format'

export type FinanceTexts = {
  loanTitle: string
  loanDescription(minCash: string, maxMonths: number): string
  loanDisclaimer(startFee: string, invoiceFee: string): string
  /** car_loan_description: the default loan in one line. */
  loanSummary(months: number, cash: string, residual: string, rate: string): string
  companyTitle: string
  companySales(monthly: string): string
  companyDescription(months: number, mileage: string): string
  companyDisclaimer(startFee: string, invoiceFee: string): string
  privateTitle: string
  privateSales(monthly: string): string
  privateDisclaimer(months: number, mileage: string): string
  /** '36 mån'. */
  months(n: number): string
  /** '1 500 mil/år' from a formatted distance with its unit. */
  perYear(distance: string): string
  /** Simple leasing item description: '36 mån, 1 500 mil/år, inkl. moms'. */
  itemDescription(months: number, mileage: string, inclVat: boolean): string
}

export const FINANCE_TEXTS: Record<CarLang, FinanceTexts> = {
  sv: {
    loanTitle: 'Billån',
    loanDescription: (minCash, maxMonths) =>
      `Finansiera bilen med billån. Kontantinsats från ${minCash}, löptid upp till ${maxMonths} månader.`,
    loanDisclaimer: (startFee, invoiceFee) =>
      `Räkneexempel: ${P.period} månader, kontantinsats ${P.cashPercent} % (${P.cashAmount}), restvärde ${P.residualPercent} %, ` +
      `rörlig ränta ${P.interestRate} %. Uppläggningsavgift ${startFee} och aviavgift ${invoiceFee} tillkommer. ` +
      'Kreditprövning sker. Att låna kostar pengar!',
    loanSummary: (months, cash, residual, rate) =>
      `Billån ${months} mån, ${cash} kontantinsats, ${residual} restvärde, ränta ${rate}`,
    companyTitle: 'Företagsleasing',
    companySales: (monthly) => `Företagsleasing från ${monthly} exkl. moms`,
    companyDescription: (months, mileage) => `Finansiell leasing för företag, ${months} månader och ${mileage}.`,
    companyDisclaimer: (startFee, invoiceFee) =>
      `Månadskostnad exkl. moms vid ${P.period} månaders avtal, förhöjd första hyra ${P.cashPercent} % och restvärde ` +
      `${P.residualPercent} %. Ränta ${P.interestRate} %. Uppläggningsavgift ${startFee} och aviavgift ${invoiceFee} tillkommer. ` +
      'Kreditprövning sker.',
    privateTitle: 'Privatleasing',
    privateSales: (monthly) => `Privatleasa från ${monthly}`,
    privateDisclaimer: (months, mileage) =>
      `Privatleasing ${months} månader, ${mileage}. Service enligt serviceprogram ingår. Överkörda mil debiteras vid ` +
      'avtalets slut. Priset kan justeras vid ändrad ränta. Kreditprövning sker.',
    months: (n) => `${n} mån`,
    perYear: (distance) => `${distance}/år`,
    itemDescription: (months, mileage, inclVat) => `${months} mån, ${mileage}, ${inclVat ? 'inkl.' : 'exkl.'} moms`,
  },
  nb: {
    loanTitle: 'Billån',
    loanDescription: (minCash, maxMonths) =>
      `Finansier bilen med billån. Egenkapital fra ${minCash}, nedbetaling over inntil ${maxMonths} måneder.`,
    loanDisclaimer: (startFee, invoiceFee) =>
      `Eksempel: ${P.period} måneder, egenkapital ${P.cashPercent} % (${P.cashAmount}), restverdi ${P.residualPercent} %, ` +
      `nominell rente ${P.interestRate} %. Etableringsgebyr ${startFee} og termingebyr ${invoiceFee} kommer i tillegg. ` +
      'Lånet forutsetter kredittvurdering.',
    loanSummary: (months, cash, residual, rate) =>
      `Billån ${months} mnd, ${cash} egenkapital, ${residual} restverdi, rente ${rate}`,
    companyTitle: 'Bedriftsleasing',
    companySales: (monthly) => `Bedriftsleasing fra ${monthly} eks. mva`,
    companyDescription: (months, mileage) => `Finansiell leasing for bedrifter, ${months} måneder og ${mileage}.`,
    companyDisclaimer: (startFee, invoiceFee) =>
      `Månedspris eks. mva ved ${P.period} måneders avtale, forskuddsleie ${P.cashPercent} % og restverdi ` +
      `${P.residualPercent} %. Rente ${P.interestRate} %. Etableringsgebyr ${startFee} og termingebyr ${invoiceFee} kommer i tillegg.`,
    privateTitle: 'Privatleasing',
    privateSales: (monthly) => `Privatleasing fra ${monthly}`,
    privateDisclaimer: (months, mileage) =>
      `Privatleasing ${months} måneder, ${mileage}. Overkjørte kilometer faktureres ved avtalens slutt. ` +
      'Prisen kan endres ved renteendring. Forutsetter kredittgodkjenning.',
    months: (n) => `${n} mnd`,
    perYear: (distance) => `${distance}/år`,
    itemDescription: (months, mileage, inclVat) => `${months} mnd, ${mileage}, ${inclVat ? 'inkl.' : 'eks.'} mva`,
  },
  fi: {
    loanTitle: 'Autorahoitus',
    loanDescription: (minCash, maxMonths) =>
      `Rahoita autosi osamaksulla. Käsiraha alkaen ${minCash}, laina-aika enintään ${maxMonths} kk.`,
    loanDisclaimer: (startFee, invoiceFee) =>
      `Esimerkki: laina-aika ${P.period} kk, käsiraha ${P.cashPercent} % (${P.cashAmount}), viimeinen erä ${P.residualPercent} %, ` +
      `nimelliskorko ${P.interestRate} %. Lisäksi avausmaksu ${startFee} ja käsittelymaksu ${invoiceFee}. ` +
      'Rahoitus edellyttää hyväksyttyä luottopäätöstä.',
    loanSummary: (months, cash, residual, rate) =>
      `Osamaksu ${months} kk, käsiraha ${cash}, viimeinen erä ${residual}, korko ${rate}`,
    companyTitle: 'Yritysleasing',
    companySales: (monthly) => `Yritysleasing alkaen ${monthly} (alv 0 %)`,
    companyDescription: (months, mileage) => `Rahoitusleasing yrityksille, ${months} kk ja ${mileage}.`,
    companyDisclaimer: (startFee, invoiceFee) =>
      `Kuukausierä alv 0 %, sopimuskausi ${P.period} kk, ensimmäinen korotettu erä ${P.cashPercent} % ja jäännösarvo ` +
      `${P.residualPercent} %. Korko ${P.interestRate} %. Lisäksi avausmaksu ${startFee} ja käsittelymaksu ${invoiceFee}.`,
    privateTitle: 'Yksityisleasing',
    privateSales: (monthly) => `Yksityisleasing alkaen ${monthly}`,
    privateDisclaimer: (months, mileage) =>
      `Yksityisleasing ${months} kk, ${mileage}. Ylittyneet kilometrit laskutetaan sopimuksen päättyessä. ` +
      'Hinta voi muuttua korkotason muuttuessa. Edellyttää hyväksyttyä luottopäätöstä.',
    months: (n) => `${n} kk`,
    perYear: (distance) => `${distance}/v`,
    itemDescription: (months, mileage, inclVat) => `${months} kk, ${mileage}, ${inclVat ? 'sis. alv' : 'alv 0 %'}`,
  },
  sk: {
    loanTitle: 'Úver na auto',
    loanDescription: (minCash, maxMonths) =>
      `Financujte auto úverom. Akontácia od ${minCash}, splatnosť až ${maxMonths} mesiacov.`,
    loanDisclaimer: (startFee, invoiceFee) =>
      `Príklad: ${P.period} mesiacov, akontácia ${P.cashPercent} % (${P.cashAmount}), zostatková hodnota ${P.residualPercent} %, ` +
      `úroková sadzba ${P.interestRate} %. Poplatok za uzatvorenie ${startFee} a mesačný poplatok ${invoiceFee}. ` +
      'Úver podlieha schváleniu.',
    loanSummary: (months, cash, residual, rate) =>
      `Úver ${months} mes., akontácia ${cash}, zostatková hodnota ${residual}, úrok ${rate}`,
    companyTitle: 'Operatívny lízing pre firmy',
    companySales: (monthly) => `Firemný lízing od ${monthly} bez DPH`,
    companyDescription: (months, mileage) => `Lízing pre podnikateľov, ${months} mesiacov a ${mileage}.`,
    companyDisclaimer: (startFee, invoiceFee) =>
      `Mesačná splátka bez DPH pri zmluve na ${P.period} mesiacov, mimoriadna splátka ${P.cashPercent} % a zostatková ` +
      `hodnota ${P.residualPercent} %. Úrok ${P.interestRate} %. Poplatok za uzatvorenie ${startFee} a mesačný poplatok ${invoiceFee}.`,
    privateTitle: 'Operatívny lízing',
    privateSales: (monthly) => `Operatívny lízing od ${monthly}`,
    privateDisclaimer: (months, mileage) =>
      `Operatívny lízing na ${months} mesiacov, ${mileage}. Prekročené kilometre sa účtujú na konci zmluvy. ` +
      'Cena sa môže zmeniť pri zmene úrokových sadzieb. Podlieha schváleniu.',
    months: (n) => `${n} mes.`,
    perYear: (distance) => `${distance}/rok`,
    itemDescription: (months, mileage, inclVat) => `${months} mes., ${mileage}, ${inclVat ? 's DPH' : 'bez DPH'}`,
  },
  en: {
    loanTitle: 'Hire purchase',
    loanDescription: (minCash, maxMonths) =>
      `Spread the cost with hire purchase. Deposit from ${minCash}, terms up to ${maxMonths} months.`,
    loanDisclaimer: (startFee, invoiceFee) =>
      `Representative example: ${P.period} months, deposit ${P.cashPercent}% (${P.cashAmount}), final payment ${P.residualPercent}%, ` +
      `fixed rate ${P.interestRate}%. Arrangement fee ${startFee}, admin fee ${invoiceFee}. Subject to status.`,
    loanSummary: (months, cash, residual, rate) =>
      `Hire purchase ${months} months, ${cash} deposit, ${residual} final payment, ${rate} fixed`,
    companyTitle: 'Business Contract Hire',
    companySales: (monthly) => `Business contract hire from ${monthly} + VAT`,
    companyDescription: (months, mileage) => `Contract hire for businesses, ${months} months and ${mileage}.`,
    companyDisclaimer: (startFee, invoiceFee) =>
      `Monthly rental excl. VAT over ${P.period} months with an initial rental of ${P.cashPercent}% and a residual of ` +
      `${P.residualPercent}%. Rate ${P.interestRate}%. Arrangement fee ${startFee}, admin fee ${invoiceFee}. Subject to status.`,
    privateTitle: 'Personal Contract Hire',
    privateSales: (monthly) => `Personal contract hire from ${monthly}`,
    privateDisclaimer: (months, mileage) =>
      `Personal contract hire over ${months} months, ${mileage}. Excess mileage charges apply. Subject to status.`,
    months: (n) => `${n} months`,
    perYear: (distance) => `${distance} per year`,
    itemDescription: (months, mileage, inclVat) => `${months} months, ${mileage}, ${inclVat ? 'incl.' : 'excl.'} VAT`,
  },
}
