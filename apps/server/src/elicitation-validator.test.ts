import { describe, expect, it } from 'vitest';
import { elicitationValidator, elicitationValidatorReady } from './elicitation-validator.js';

const form = {
  type: 'object',
  properties: { confirm: { type: 'boolean' } },
  required: ['confirm'],
} as const;

describe('the elicitation answer validator', () => {
  it('refuses to validate before Ajv is loaded, then checks answers against the requested schema', async () => {
    expect(() => elicitationValidator.getValidator(form)).toThrow(/before its answer validator was loaded/);
    await elicitationValidatorReady();
    const validate = elicitationValidator.getValidator(form);
    expect(validate({ confirm: true })).toMatchObject({ valid: true });
    expect(validate({ confirm: 'yes' })).toMatchObject({ valid: false });
    expect(validate({})).toMatchObject({ valid: false });
  });
});
