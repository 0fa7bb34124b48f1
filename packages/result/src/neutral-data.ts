import { plainText } from './markdown/escape.js';

/**
 * structuredContent under the text policy of the Markdown (escape.ts `plainText`): every string, keys included,
 * at any depth. It is what the embedded resource and resources/read carry too, so the model finds no hidden or
 * reordered character, and no forged "Next steps:", in the JSON beside a neutralised card.
 */
export function neutralData<T>(value: T): T {
  if (typeof value === 'string') return plainText(value) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => neutralData(item)) as T;
  if (typeof value === 'object' && value !== null) {
    // Built key by key (no entry pairs per key: this runs over every object of every answer); defined rather
    // than assigned, so a key GitLab names `__proto__` stays a key as it did through Object.fromEntries.
    const neutral: Record<string, unknown> = {};
    const source = value as Record<string, unknown>;
    for (const key of Object.keys(source)) {
      const name = plainText(key);
      const item = source[key];
      if (name === '__proto__')
        Object.defineProperty(neutral, name, {
          value: neutralData(item),
          enumerable: true,
          writable: true,
          configurable: true,
        });
      else neutral[name] = neutralData(item);
    }
    return neutral as T;
  }
  return value;
}
