/**
 * `work`, or a rejection after `ms`, whichever comes first. The proxy's internal loads (route table, redirect
 * tables, route redirects) pass an abort signal to fetch as well, but a refresh shared by every request must
 * settle even if a stalled fetch never honours it: an unsettled shared refresh hung every proxied request.
 */
export function withDeadline<T>(work: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what} took longer than ${ms} ms`)), ms)
  })
  return Promise.race([work, deadline]).finally(() => clearTimeout(timer))
}
