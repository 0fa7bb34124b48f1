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
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [plainText(key), neutralData(item)]),
    ) as T;
  }
  return value;
}
