/** Leading and trailing HTTP whitespace, which fetch strips from a header value. */
const HTTP_SPACE_AROUND = /^[\t\n\r ]+|[\t\n\r ]+$/g;

/**
 * fetch's Headers over a Map. undici's checks and normalises every name and value through WebIDL on each call,
 * where node:http has parsed the answer's already and checks a request's when it sends them. Names are lower-case
 * and iteration is sorted, as fetch's is.
 */
export class PlainHeaders implements Headers {
  private readonly byName = new Map<string, string>();
  private readonly cookies: string[] = [];

  constructor(init?: ConstructorParameters<typeof Headers>[0]) {
    if (init === undefined) return;
    const pairs = Symbol.iterator in init ? (init as Iterable<string[]>) : Object.entries(init);
    for (const [name, value] of pairs as Iterable<[string, string | readonly string[]]>)
      for (const one of typeof value === 'string' ? [value] : value) this.append(name, one);
  }

  append(name: string, value: string): void {
    const key = name.toLowerCase();
    const clean = value.replace(HTTP_SPACE_AROUND, '');
    if (key === 'set-cookie') this.cookies.push(clean);
    const prior = this.byName.get(key);
    this.byName.set(key, prior === undefined ? clean : `${prior}, ${clean}`);
  }

  set(name: string, value: string): void {
    this.delete(name);
    this.append(name, value);
  }

  delete(name: string): void {
    const key = name.toLowerCase();
    if (key === 'set-cookie') this.cookies.length = 0;
    this.byName.delete(key);
  }

  get(name: string): string | null {
    return this.byName.get(name.toLowerCase()) ?? null;
  }

  has(name: string): boolean {
    return this.byName.has(name.toLowerCase());
  }

  getSetCookie(): string[] {
    return [...this.cookies];
  }

  forEach(callback: (value: string, key: string, parent: Headers) => void, thisArg?: unknown): void {
    for (const [key, value] of this.entries()) callback.call(thisArg, value, key, this);
  }

  keys() {
    return this.list()
      .map(([key]) => key)
      .values();
  }

  values() {
    return this.list()
      .map(([, value]) => value)
      .values();
  }

  entries() {
    return this.list().values();
  }

  [Symbol.iterator]() {
    return this.entries();
  }

  /** The headers as node:http takes them. */
  record(): Record<string, string> {
    return Object.fromEntries(this.byName);
  }

  private list(): [string, string][] {
    const sorted = [...this.byName].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    if (this.cookies.length === 0) return sorted;
    return sorted.flatMap((entry) =>
      entry[0] === 'set-cookie'
        ? this.cookies.map((cookie): [string, string] => ['set-cookie', cookie])
        : [entry],
    );
  }
}
