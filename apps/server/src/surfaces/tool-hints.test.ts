import { describe, expect, it } from 'vitest';
import { toolHints } from './tool-hints.js';

const read = { readOnly: true, destructive: false, idempotent: true };
const create = { readOnly: false, destructive: false, idempotent: false };
const remove = { readOnly: false, destructive: true, idempotent: true };

describe('toolHints', () => {
  it('OF-58 gives one action its own classification', () => {
    expect(toolHints([read])).toEqual({
      readOnlyHint: true,
      destructiveHint: false,
      idempotentHint: true,
      openWorldHint: true,
    });
    expect(toolHints([remove])).toEqual({
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: true,
      openWorldHint: true,
    });
  });

  it('OF-58 combines a meta tool the most careful way: destructive if any, read-only only if all', () => {
    expect(toolHints([read, create, remove])).toEqual({
      readOnlyHint: false,
      destructiveHint: true,
      idempotentHint: false,
      openWorldHint: true,
    });
    expect(toolHints([read, read]).readOnlyHint).toBe(true);
  });
});
