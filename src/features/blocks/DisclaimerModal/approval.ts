/** Where the approval of one disclaimer is kept: per block, in the visitor's browser only. */
export const approvalKey = (blockId: string): string => `disclaimer-approved:${blockId}`

type Store = Pick<Storage, 'getItem' | 'setItem'>

/** spec 2 §4.3: the disclaimer modal is shown until approved. Storage that fails (private mode) means: ask. */
export function isApproved(store: Store | null, blockId: string): boolean {
  try {
    return store?.getItem(approvalKey(blockId)) === '1'
  } catch {
    return false
  }
}

export function approve(store: Store | null, blockId: string): void {
  try {
    store?.setItem(approvalKey(blockId), '1')
  } catch {
    // Without storage the approval lasts for this page view only.
  }
}
