import { describe, expect, it } from 'vitest';
import { warmRenderer } from './warm-renderer.js';

describe('warmRenderer', () => {
  // A sample the renderer refused would warm only its error path, and silently: open-tenant.ts ignores the answer.
  it('renders its sample as a served answer goes: the table row, its link, the pagination and the next step', () => {
    const rendered = warmRenderer();
    expect(rendered.isError).toBeFalsy();
    const text = rendered.content.map((block) => ('text' in block ? block.text : '')).join('\n');
    expect(text).toContain('[group/project](https://gitlab.example.com/group/project)');
    expect(text).toContain("action 'project.get'");
    expect(rendered.structuredContent).toMatchObject({ projects: [{ id: 1 }], pagination: { next_page: 2 } });
  });
});
