/** A Web Storage stand-in for unit tests of code that keeps state in the tab (sessionStorage, localStorage). */
export class MemoryStorage {
  map = new Map<string, string>()
  getItem(key: string) {
    return this.map.get(key) ?? null
  }
  setItem(key: string, value: string) {
    this.map.set(key, value)
  }
  removeItem(key: string) {
    this.map.delete(key)
  }
}
