import { describe, expect, it } from 'vitest';
import { markedState, stateMarker, WARNING_MARKER, yesNo } from './markers.js';

describe('OF-31 status markers', () => {
  it('OF-31 yes/no fields and warnings', () => {
    expect([yesNo(true), yesNo(false), WARNING_MARKER]).toEqual(['✅', '❌', '⚠️']);
  });

  it('OF-31 merge request and issue states', () => {
    expect(['opened', 'merged', 'closed'].map((state) => markedState('issuable', state))).toEqual([
      '🟢 opened',
      '🟣 merged',
      '🔴 closed',
    ]);
  });

  it('OF-31 pipeline and job statuses', () => {
    const statuses = [
      'success',
      'failed',
      'running',
      'pending',
      'canceled',
      'canceling',
      'skipped',
      'created',
      'manual',
      'scheduled',
      'preparing',
      'waiting_for_resource',
      'waiting_for_callback',
    ];
    expect(statuses.map((status) => stateMarker('pipeline', status)).join(' ')).toBe(
      '✅ ❌ 🔵 🟡 ⛔ ⛔ ⏭️ 🆕 ✋ 📅 🔄 🔄 🔄',
    );
  });

  it('OF-31 severities beside the upper-case level', () => {
    expect(
      ['critical', 'HIGH', 'medium', 'low', 'info'].map((level) => markedState('severity', level)),
    ).toEqual(['🔴 CRITICAL', '🟠 HIGH', '🟡 MEDIUM', '🔵 LOW', 'ℹ️ INFO']);
  });

  it('OF-31 ❓ for a state the server does not know, even one named like an object property', () => {
    expect(markedState('issuable', 'locked')).toBe('❓ locked');
    expect(stateMarker('pipeline', 'constructor')).toBe('❓');
    expect(markedState('severity', 'unknown')).toBe('❓ UNKNOWN');
  });
});
