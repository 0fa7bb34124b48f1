import { describe, expect, it } from 'vitest';
import { withoutFields } from './secret-fields.js';

describe('withoutFields', () => {
  const hide = withoutFields(['token', 'value']);

  it('drops the named fields at any depth, in objects and lists', () => {
    expect(
      hide({
        id: 7,
        token: 'secret',
        url_variables: [{ key: 'tenant', value: 'secret' }],
        nested: { deeper: { token: 'secret', kept: true } },
      }),
    ).toEqual({ id: 7, url_variables: [{ key: 'tenant' }], nested: { deeper: { kept: true } } });
  });

  it('leaves values that are not objects as they are', () => {
    expect(hide(null)).toBeNull();
    expect(hide('token')).toBe('token');
    expect(hide([1, 'a'])).toEqual([1, 'a']);
  });
});
