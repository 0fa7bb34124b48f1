import { describe, expect, it } from 'vitest';
import type { Ask, Question, Reply } from '../action.js';
import { askSteps } from './interactive-steps.js';
import type { Step } from './interactive-steps.js';

const STEPS: readonly Step[] = [
  { name: 'title', title: 'Title', type: 'string', required: true },
  { name: 'description', title: 'Description', type: 'string' },
  { name: 'labels', title: 'Labels', type: 'string', list: true },
  { name: 'confidential', title: 'Confidential', type: 'boolean' },
];

/** A user who gives these replies in order, and the questions they were asked. */
function user(replies: readonly Reply[]): { ask: Ask; asked: Question[] } {
  const asked: Question[] = [];
  const ask: Ask = async (question) => {
    asked.push(question);
    const reply = replies[asked.length - 1];
    if (reply === undefined) throw new Error(`no reply for ${question.name}`);
    return reply;
  };
  return { ask, asked };
}

describe('askSteps', () => {
  it('asks each step in order, one field per question, numbered against the whole', async () => {
    const { ask, asked } = user([
      { value: ' Crash on save ' },
      { value: 'It crashes.' },
      { value: 'bug, ui ,' },
      { value: true },
    ]);
    const outcome = await askSteps(ask, STEPS, 'New issue');
    expect(outcome).toEqual({
      answers: {
        title: 'Crash on save',
        description: 'It crashes.',
        labels: ['bug', 'ui'],
        confidential: true,
      },
    });
    expect(asked.map((question) => question.name)).toEqual([
      'title',
      'description',
      'labels',
      'confidential',
    ]);
    expect(asked[0]).toEqual({
      message: 'New issue, step 1 of 4: Title',
      name: 'title',
      title: 'Title',
      type: 'string',
      required: true,
    });
    expect(asked[3]).toMatchObject({ message: 'New issue, step 4 of 4: Confidential', required: false });
  });

  it('leaves out optional fields left empty, so the create keeps its defaults', async () => {
    const { ask } = user([{ value: 'T' }, { value: '   ' }, { value: ' , ' }, { value: undefined }]);
    expect(await askSteps(ask, STEPS, 'New issue')).toEqual({ answers: { title: 'T' } });
  });

  it('passes an enum on to the question', async () => {
    const { ask, asked } = user([{ value: 'public' }]);
    const steps: Step[] = [
      { name: 'visibility', title: 'Visibility', type: 'string', enum: ['private', 'public'] },
    ];
    expect(await askSteps(ask, steps, 'New project')).toEqual({ answers: { visibility: 'public' } });
    expect(asked[0]?.enum).toEqual(['private', 'public']);
  });

  it.each(['declined', 'cancelled'] as const)(
    'stops at the step the user %s, asking nothing more',
    async (stop) => {
      const { ask, asked } = user([{ value: 'T' }, stop, { value: 'never asked' }]);
      expect(await askSteps(ask, STEPS, 'New issue')).toEqual({ stopped: stop, at: 'description' });
      expect(asked).toHaveLength(2);
    },
  );
});
