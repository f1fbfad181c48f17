/**
 * A one-second cache of anonymous, public, read-only answers (a school's home page data: page, sections' resources,
 * navigation, footer…), per server process. Every visitor of a school's home asks the same questions; this answers
 * the repeats without the database. It holds nothing another instance needs: an instance that misses just asks the
 * database. Any write through any instance clears it everywhere: here at once, on the other instances through
 * PostgreSQL's LISTEN/NOTIFY (cacheBus.ts), so a release shows on every instance without waiting out the second.
 * Signed-in requests never use it (their answers can differ: enrolment, "me" rows).
 */
export class MicroCache {
  readonly #entries = new Map<string, { expires: number; body: unknown }>();
  /** Lookups since start, for /metrics. */
  hits = 0;
  misses = 0;

  constructor(
    readonly ttlMs = 1000,
    readonly maxEntries = 1000,
  ) {}

  get(key: string): unknown {
    const entry = this.#entries.get(key);
    if (!entry || entry.expires <= Date.now()) {
      if (entry) this.#entries.delete(key);
      this.misses += 1;
      return undefined;
    }
    this.hits += 1;
    return entry.body;
  }

  set(key: string, body: unknown) {
    // Bounded: past the limit it starts over rather than grow (keys include query strings).
    if (this.#entries.size >= this.maxEntries) this.#entries.clear();
    this.#entries.set(key, { expires: Date.now() + this.ttlMs, body });
  }

  /** Told of every clear made here, to tell the other instances (cacheBus.ts). */
  onClear?: () => void;

  /** Something changed: forget everything, here and (through onClear) on every other instance. */
  clear() {
    this.clearHere();
    this.onClear?.();
  }

  /** Another instance changed something: forget everything here, tell nobody. */
  clearHere() {
    this.#entries.clear();
  }
}
