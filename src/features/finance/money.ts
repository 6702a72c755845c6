/**
 * Rounding of money and rates. Half-up (away from zero) as UK quotations and Swedish loan offers state
 * figures (spec 1 §9); the small relative nudge absorbs binary representation error, so 1.005 rounds
 * to 1.01 rather than 1.00.
 */
export function roundHalfUp(value: number, decimals = 2): number {
  const factor = 10 ** decimals
  const scaled = Math.abs(value) * factor * (1 + Number.EPSILON)
  const rounded = Math.round(scaled) / factor
  // No negative zero: a rate of −0.0001 % is stated as 0.
  return value < 0 && rounded !== 0 ? -rounded : rounded
}

/** Money to the penny (öre, cent). */
export const roundMoney = (value: number): number => roundHalfUp(value, 2)
