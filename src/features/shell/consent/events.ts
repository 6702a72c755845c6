/** The footer's "Cookie settings" button asks the consent manager to reopen its choices. */
export const OPEN_CONSENT_EVENT = 'shell:open-consent'
/** The consent manager saved a choice (blocks that embed third parties, such as the video, listen). */
export const CONSENT_CHANGED_EVENT = 'shell:consent-changed'
