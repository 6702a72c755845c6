/**
 * The shell's cookie-dependent state is the browser's, so that one cached render serves every
 * visitor. This script runs before the first paint (first in <body>) and marks <html> for CSS, so a
 * dismissed alert or an answered consent banner never shows, and nothing moves, before hydration; the
 * client components then take over (AlertBar, ConsentManager), keeping the marks in step.
 */
import { HIDE_ALERT_COOKIE } from './alert/rules'
import { CONSENT_COOKIE, CONSENT_VERSION } from './consent/consent'

/** <html data-alert-hidden>: the visitor dismissed the alert (spec 1 §4: for a day). */
export const ALERT_HIDDEN_ATTR = 'data-alert-hidden'
/** <html data-consented>: the visitor answered the consent banner (a current-version cookie). */
export const CONSENTED_ATTR = 'data-consented'

export const SHELL_COOKIES_SCRIPT = `(function(){try{var d=document.documentElement,c={};document.cookie.split(';').forEach(function(p){var i=p.indexOf('=');if(i>0)c[p.slice(0,i).trim()]=decodeURIComponent(p.slice(i+1))});if(c[${JSON.stringify(HIDE_ALERT_COOKIE)}])d.setAttribute(${JSON.stringify(ALERT_HIDDEN_ATTR)},'');var k=c[${JSON.stringify(CONSENT_COOKIE)}];if(k&&JSON.parse(k).v===${CONSENT_VERSION})d.setAttribute(${JSON.stringify(CONSENTED_ATTR)},'')}catch(e){}})()`

/** Keeps a mark in step with the client component's state. */
export function markShell(attribute: string, on: boolean): void {
  document.documentElement.toggleAttribute(attribute, on)
}
