/**
 * An opening schedule as the rules read it (spec 1 §3 "Department" openingschedule): the zod shape
 * (schema.ts) and the stored document (nullable arrays) both fit it.
 */
export type ScheduleLike = {
  openinghours?: readonly { day: string; displayText: string }[] | null
  vacationdays?:
    | readonly {
        vacationtitle: string
        vacationstart: string
        vacationend: string
        days?: readonly { day: string; displayText: string }[] | null
      }[]
    | null
  deviationdays?: readonly { date: string; displayText: string; closed?: boolean | null }[] | null
}
