export const CHROMIUM_CANDIDATES: string[]
export function chromiumPath(): string
