// A memo for answers that are pure in their key: dropped whole when full, since a busy bench repeats a
// few keys and an LRU would cost more than it saves.
export class BoundedMemo<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly maxEntries: number) {}

  get(key: string, compute: () => V): V {
    const cached = this.entries.get(key);
    if (cached !== undefined) return cached;
    const value = compute();
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, value);
    return value;
  }
}
