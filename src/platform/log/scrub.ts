/**
 * What the log must not hold, found in free text: e-mail addresses, phone numbers, registration plates and
 * tokens are replaced by a mark naming what was there. The logger (./logger.ts) runs every message and error text
 * through `scrub`; fields with known names (email, phone, regNo, token, …) are redacted by name there. The rules
 * lean to redacting too much: a word shaped like a plate ("sha256") goes too, a log line is still read without it.
 * Pure, no imports: the request log calls it once per request.
 */

const EMAIL = /[\w.%+-]+@[\w-]+(?:\.[\w-]+)*\.[a-z]{2,}/gi

/**
 * A number written with its country code (+46…, 0046…) or its trunk prefix (070…, 07700…), digit groups apart by
 * spaces, dashes or parentheses; 8 to 15 digits (E.164's longest). A bare number without either (a Norwegian
 * mobile's 8 digits, an id) is not taken for one: ids, counts and timestamps would go with it.
 */
const PHONE_SHAPE = /(?<![\w+.])\(?(?:\+|0)[\d(][\d ()-]{5,22}\d(?!\w)/g
const MIN_PHONE_DIGITS = 8
const MAX_PHONE_DIGITS = 15

/**
 * The group's markets' plates, as one word: SE ABC123/ABC12A, NO AB12345, FI ABC-123, SK BA123AB/BA-123AB, UK AB24 CDE
 * (the one form with a space: two letters and two digits before it do not occur in running text). Letters in any case,
 * as visitors type them into addresses. "utf-8" is no Finnish plate.
 */
const PLATE =
  /\b(?:[a-z]{3}\d{2}[a-z\d]|[a-z]{2}\d{4,5}|(?!utf-)[a-z]{2,3}-\d{1,3}|[a-z]{2}-?\d{3}[a-z]{2}|[a-z]{2}\d{2} ?[a-z]{3})\b/gi

const BEARER = /\b(Bearer|Basic)\s+[^\s,;"']+/gi
/** A query parameter that carries a secret, in an address written into a message. */
const SECRET_PARAM = /([?&](?:[\w-]*token|code|otp|key|secret|password|signature|sig)=)[^&\s#"']*/gi
/**
 * A run of 32 or more URL-safe characters is a token when it is random: upper and lower case and digits (base64),
 * or hexadecimal, or no separator at all. A slug ("volvo-xc60-d4-awd-momentum-2021") has lower-case words and dashes.
 */
const LONG_RUN = /[\w-]{32,}/g
const isRandom = (run: string) =>
  (/[A-Z]/.test(run) && /[a-z]/.test(run) && /\d/.test(run)) || /^[\da-f]+$/i.test(run) || !/[-_]/.test(run)

const scrubPhones = (text: string) =>
  text.replace(PHONE_SHAPE, (number) => {
    const digits = number.replace(/\D/g, '').length
    return digits >= MIN_PHONE_DIGITS && digits <= MAX_PHONE_DIGITS ? '[phone]' : number
  })

/** `text` with every e-mail address, phone number, plate and token replaced by a mark. */
export function scrub(text: string): string {
  const tokensOut = text
    .replace(BEARER, '$1 [token]')
    .replace(SECRET_PARAM, '$1[token]')
    .replace(EMAIL, '[email]')
    .replace(LONG_RUN, (run) => (isRandom(run) ? '[token]' : run))
  return scrubPhones(tokensOut).replace(PLATE, '[plate]')
}

/**
 * Whether `text` holds an e-mail address or a phone number: how a person is reached. Ids (a request id from the
 * balancer) may look like tokens or plates, and are not refused for that.
 */
export const holdsContact = (text: string): boolean => scrubPhones(text.replace(EMAIL, '[email]')) !== text
