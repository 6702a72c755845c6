import type { ServiceBookingMessages } from './strings'

/** A failure text with the contact mailbox (spec 2 §8), announced as an alert. */
export function FailureWithMailbox({
  text,
  email,
  t,
  testId,
}: {
  text: string
  email: string | null
  t: ServiceBookingMessages
  testId: string
}) {
  return (
    <div role="alert" data-testid={testId}>
      <p>{text}</p>
      {email ? (
        <p>
          {t.contactMailbox} <a href={`mailto:${email}`}>{email}</a>
        </p>
      ) : null}
    </div>
  )
}
