/**
 * The password-reset e-mail's link. Payload builds it from `serverURL`, which the local demo leaves empty (every site
 * is the admin's host there), and then sent a relative link nobody can open. It must never come from the request's
 * Host as given: a forged Host would mail an editor a reset link, token included, to someone else's server. So it is
 * `serverURL` when set, else the request's host only when it is one of the group's site hosts, else the first site's.
 */
import type { PayloadRequest } from 'payload'
import { originFromAdmin, parseHostHeader, type Scheme } from '../origin'

type SiteHosts = { url: string; hostnames?: { hostname: string }[] | null }

/** The origin of the reset link (see above); null when there is no site to name. */
export function resetLinkOrigin(serverURL: string, sites: SiteHosts[], hostHeader: string | null): string | null {
  if (serverURL) return new URL(serverURL).origin
  const hostsOf = (site: SiteHosts) => (site.hostnames ?? []).map((h) => h.hostname.toLowerCase())
  const host = parseHostHeader(hostHeader)
  // The request's own site when its host is one of the group's, else the first site under its primary host.
  const own = host ? sites.find((s) => hostsOf(s).includes(host.name)) : undefined
  const site = own ?? sites[0]
  const primaryHost = own && host ? host.name : site && hostsOf(site)[0]
  if (!site || !primaryHost) return null
  const scheme: Scheme = site.url.startsWith('https:') ? 'https' : 'http'
  return originFromAdmin({ primaryHost }, sites.flatMap(hostsOf), scheme, host)
}

const escape = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!)

/** Payload's own reset e-mail (its translated sentences), with a link that opens. */
export async function resetPasswordEmail(args?: { req?: PayloadRequest; token?: string }): Promise<string> {
  const { req, token } = args ?? {}
  if (!req || !token) throw new Error('The reset e-mail needs its request and token')
  const { docs } = await req.payload.find({
    collection: 'sites',
    depth: 0,
    pagination: false,
    overrideAccess: true,
    sort: 'id',
    req,
  })
  const origin = resetLinkOrigin(req.payload.config.serverURL, docs, req.headers.get('host')) ?? ''
  const { routes, admin } = req.payload.config
  const link = `${origin}${routes.admin}${admin.routes.reset}/${token}`
  return `<p>${escape(req.t('authentication:youAreReceivingResetPassword'))}</p>
<p><a href="${escape(link)}">${escape(link)}</a></p>
<p>${escape(req.t('authentication:youDidNotRequestPassword'))}</p>`
}
