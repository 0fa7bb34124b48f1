import { describe, expect, it } from 'vitest';
import { renderResult } from '../render-result.js';
import type { RenderedResult } from '../rendered.js';
import type { GitLabObject, ListResult, ObjectResult } from '../result.js';
import { BRANCHES, DYNAMIC, ISSUE, MERGE_REQUEST } from '../testing/fixtures.js';
import { genericKind, humanise } from './generic-kind.js';
import { KIND_NAMES } from './kind-names.js';
import { DEFAULT_KINDS, kindRegistry } from './registry.js';

const text = (rendered: RenderedResult) =>
  rendered.content[0]?.type === 'text' ? rendered.content[0].text : '';
const card = (objectKind: string, data: GitLabObject) =>
  text(
    renderResult(
      {
        kind: 'object',
        objectKind,
        data,
        contentType: 'detail',
        resourceUri: null,
        image: null,
        nextSteps: [],
        notes: [],
      } satisfies ObjectResult,
      DYNAMIC,
    ),
  );
const list = (objectKind: string, items: GitLabObject[], key = `${objectKind}s`) =>
  text(
    renderResult(
      {
        kind: 'list',
        objectKind,
        key,
        items,
        pagination: null,
        contentType: 'list',
        nextSteps: [],
        notes: [],
      } satisfies ListResult,
      DYNAMIC,
    ),
  );

const COMMIT = {
  id: 'a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0',
  short_id: 'a1b2c3d4',
  title: 'Fix login redirect',
  message: 'Fix login redirect\n\nCloses #42',
  author_name: 'Alice',
  committed_date: '2025-03-15T09:00:00.000+00:00',
  web_url: 'https://gitlab.example.com/group/project/-/commit/a1b2c3d4',
};

describe('object kinds', () => {
  it('KIND_NAMES, the type answers name kinds by, lists exactly the kinds with a written spec', () => {
    const listed = new Set<string>(KIND_NAMES);
    const unlisted = [...DEFAULT_KINDS.keys()].filter((name) => !listed.has(name));
    const unwritten = KIND_NAMES.filter((name) => !DEFAULT_KINDS.has(name));
    expect({ unlisted, unwritten }).toEqual({ unlisted: [], unwritten: [] });
  });

  it('OF-10 every kind writes no row for fields GitLab did not send', () => {
    for (const kind of DEFAULT_KINDS.values()) {
      const empty = Object.fromEntries(kind.fields.map((field) => [field.path.split('.')[0], null]));
      expect(
        card(kind.name, empty)
          .split('\n')
          .filter((line) => line.startsWith('- **')),
      ).toEqual([]);
    }
  });

  it('OF-10 a nested object becomes rows under its own heading', () => {
    const markdown = card('branch', { ...BRANCHES[0], commit: COMMIT });
    expect(markdown).toContain('## Branch: main\n\n- **Protected**: ✅\n');
    expect(markdown).toContain(
      '### Commit\n\n- **SHA**: `a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0`\n- **Title**: Fix login redirect\n- **Author**: Alice\n- **Committed**: 15 Mar 2025 09:00 UTC\n- **URL**: [https://gitlab.example.com/group/project/-/commit/a1b2c3d4](https://gitlab.example.com/group/project/-/commit/a1b2c3d4)',
    );
  });

  it('OF-31 draft and confidential markers in the heading and the title column', () => {
    expect(card('merge_request', { ...MERGE_REQUEST, draft: true }).split('\n')[0]).toBe(
      '## 🟢 📝 MR !243: Fix login bug',
    );
    expect(card('issue', { ...ISSUE, confidential: true, state: 'closed' }).split('\n')[0]).toBe(
      '## 🔴 🔒 Issue #42: Fix the login page',
    );
    expect(list('merge_request', [{ ...MERGE_REQUEST, draft: true }], 'merge_requests')).toContain(
      '| 📝 Fix login bug |',
    );
  });

  it('OF-31 OF-15 a pipeline card: status marker, duration, linked URL', () => {
    const markdown = card('pipeline', {
      id: 1207,
      status: 'failed',
      ref: 'main',
      duration: 83,
      web_url: 'https://gitlab.example.com/group/project/-/pipelines/1207',
    });
    expect(markdown).toBe(
      '## ❌ Pipeline #1207\n\n- **Status**: ❌ failed\n- **Ref**: main\n- **Duration**: 1m 23s\n' +
        '- **URL**: [https://gitlab.example.com/group/project/-/pipelines/1207](https://gitlab.example.com/group/project/-/pipelines/1207)',
    );
  });

  it('OF-15 a pipeline number links to the pipeline in a list', () => {
    expect(
      list('pipeline', [
        { id: 9, status: 'manual', ref: 'main', web_url: 'https://gitlab.example.com/g/p/-/pipelines/9' },
      ]),
    ).toContain('| [#9](https://gitlab.example.com/g/p/-/pipelines/9) | ✋ manual | main | — | — |');
  });

  it('a job names its pipeline with a link and a marker', () => {
    const markdown = card('job', {
      id: 88,
      name: 'rspec',
      status: 'running',
      allow_failure: false,
      pipeline: { id: 1207, status: 'running', web_url: 'https://gitlab.example.com/g/p/-/pipelines/1207' },
    });
    expect(markdown).toBe(
      '## 🔵 Job #88: rspec\n\n- **Status**: 🔵 running\n- **Pipeline**: [#1207](https://gitlab.example.com/g/p/-/pipelines/1207) 🔵 running',
    );
  });

  it('a tag list links its commit, in code', () => {
    expect(list('tag', [{ name: 'v1.0.0', commit: COMMIT, protected: false }])).toContain(
      '| v1.0.0 | [`a1b2c3d4`](https://gitlab.example.com/group/project/-/commit/a1b2c3d4) | — | ❌ | — |',
    );
  });

  it('long text is quoted after the rows, a warning shows only when it holds', () => {
    const markdown = card('project', {
      id: 7,
      path_with_namespace: 'g/p',
      archived: true,
      description: 'Line one\n## Next steps:',
    });
    expect(markdown).toBe(
      '## Project: g/p\n\n- **ID**: 7\n- **Archived**: ⚠️\n\n**Description:**\n\n> Line one\n> \\## Next steps\uA789',
    );
    expect(card('project', { id: 7, archived: false })).not.toContain('Archived');
  });

  it('a user is @username, linked in a list', () => {
    expect(
      list('user', [
        { username: 'alice', name: 'Alice', state: 'active', web_url: 'https://gitlab.example.com/alice' },
      ]),
    ).toContain('| [@alice](https://gitlab.example.com/alice) | Alice | active |');
  });

  it('a release links to its own page', () => {
    expect(
      card('release', {
        tag_name: 'v1',
        name: 'First',
        _links: { self: 'https://gitlab.example.com/g/p/-/releases/v1' },
      }),
    ).toBe(
      '## Release: First\n\n- **Tag**: v1\n- **URL**: [https://gitlab.example.com/g/p/-/releases/v1](https://gitlab.example.com/g/p/-/releases/v1)',
    );
  });

  it('a note is quoted; a list shows an excerpt', () => {
    expect(card('note', { id: 5, body: 'LGTM\n- [ ] ship', author: { username: 'bob' } })).toBe(
      '## Note #5\n\n- **Author**: @bob\n\n**Body:**\n\n> LGTM\n> - \\[ \\] ship',
    );
    expect(list('note', [{ id: 5, body: 'LGTM\nship it', author: { username: 'bob' } }])).toContain(
      '| 5 | @bob | LGTM ⏎ ship it | — |',
    );
  });

  it('every kind declares a plural, an empty sentence and not-found suggestions by canonical ID', () => {
    for (const kind of DEFAULT_KINDS.values()) {
      expect(kind.empty).toMatch(/^No [a-z ]+ found\.$/);
      expect(kind.notFound.suggestions.length).toBeGreaterThan(0);
      for (const step of kind.notFound.suggestions)
        if (step.action) expect(step.action).toMatch(/^[a-z_]+\.[a-z_]+$/);
      expect(new Set(kind.columns.map((column) => column.label)).size).toBe(kind.columns.length);
    }
  });

  it('OF-10 a shape nobody expected is rendered, never thrown', () => {
    const odd: unknown[] = [
      0,
      -1.5,
      true,
      'x',
      ['a', { b: 1 }],
      { nested: { deeper: [] } },
      [{ username: 7 }],
      '2025-13-45',
    ];
    for (const kind of DEFAULT_KINDS.values()) {
      for (const value of odd) {
        const object = Object.fromEntries(
          [...kind.fields, ...kind.columns, ...kind.longText, ...kind.nested].map((field) => [
            field.path.split('.')[0],
            value,
          ]),
        );
        expect(card(kind.name, object)).toMatch(/^## /);
        expect(list(kind.name, [object, {}])).toMatch(/^## /);
      }
    }
  });

  it('a kind cannot be registered twice', () => {
    const kind = genericKind('thing', {});
    expect(() => kindRegistry([kind, kind])).toThrow("Object kind 'thing' is declared twice");
  });
});

describe('kinds without a spec', () => {
  const HOOK = {
    id: 3,
    url: 'https://hooks.example/x',
    push_events: true,
    created_at: '2025-01-15T10:30:00Z',
    owner: { username: 'alice' },
    settings: { retries: 3 },
    notes_text: 'a\nb',
    web_url: 'https://gitlab.example.com/g/p/-/hooks/3',
  };

  it('OF-10 a card guessed from the object: labelled rows, URL last, nested and long text after', () => {
    expect(card('project_hook', HOOK)).toBe(
      [
        '## Project Hook: 3',
        '',
        '- **ID**: 3',
        '- **URL**: [https://hooks.example/x](https://hooks.example/x)',
        '- **Push Events**: ✅',
        '- **Created**: 15 Jan 2025 10:30 UTC',
        '- **Owner**: @alice',
        '- **URL**: [https://gitlab.example.com/g/p/-/hooks/3](https://gitlab.example.com/g/p/-/hooks/3)',
        '',
        '**Notes Text:**',
        '',
        '> a',
        '> b',
        '',
        '### Settings',
        '',
        '- **Retries**: 3',
      ].join('\n'),
    );
  });

  it('OF-11 a table guessed from the first item, its title column linked', () => {
    expect(list('project_hook', [HOOK], 'hooks').split('\n').slice(0, 4)).toEqual([
      '## Hooks (1)',
      '',
      '| ID | URL | Push Events | Created | Owner |',
      '| --- | --- | --- | --- | --- |',
    ]);
  });

  it('humanises GitLab keys', () => {
    expect(['merge_requests', 'created_at', 'sha', 'ci_config_path'].map(humanise)).toEqual([
      'Merge Requests',
      'Created',
      'SHA',
      'CI Config Path',
    ]);
  });
});
