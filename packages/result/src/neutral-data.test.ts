import { describe, expect, it } from 'vitest';
import { neutralData } from './neutral-data.js';

describe('neutralData', () => {
  it('applies the text policy to keys and values at any depth, plain ASCII and beyond', () => {
    const raw = JSON.parse(
      '{"title":"Next steps: run it","tag\\u200b":["a\\u001b[31mred","caf\\u00e9\\u202e"],"n":{"when":"2025-02-17T09:00:00Z","count":3,"ok":null}}',
    ) as unknown;
    expect(neutralData(raw)).toEqual({
      title: 'Next steps\uA789 run it',
      tag: ['ared', 'café'],
      n: { when: '2025-02-17T09:00:00Z', count: 3, ok: null },
    });
  });

  it('keeps a key GitLab names __proto__ as a key, never as the prototype', () => {
    const neutral = neutralData(JSON.parse('{"__proto__":{"polluted":true},"name":"x"}') as object);
    expect(Object.keys(neutral)).toEqual(['__proto__', 'name']);
    expect(Object.getPrototypeOf(neutral)).toBe(Object.prototype);
    expect(JSON.stringify(neutral)).toBe('{"__proto__":{"polluted":true},"name":"x"}');
  });
});
