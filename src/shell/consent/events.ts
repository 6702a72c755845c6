/** The footer's "Cookie settings" button asks the consent manager to reopen its choices. */
export const OPEN_CONSENT_EVENT = 'shell:open-consent'
