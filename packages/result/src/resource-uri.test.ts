import { describe, expect, it } from 'vitest';
import { renderResult } from './render-result.js';
import { expandUriTemplate, RESOURCE_URI_TEMPLATES, templateParameters } from './resource-uri.js';
import { BRANCH_NOT_FOUND, DYNAMIC, MR_GET } from './testing/fixtures.js';

describe('embedded resources', () => {
  it('OF-3 OF-80 a get embeds its object under its URI, with the structuredContent JSON as text', () => {
    const rendered = renderResult(MR_GET, DYNAMIC);
    expect(rendered.content[1]).toEqual({
      type: 'resource',
      resource: {
        uri: 'gitlab://project/group%2Fproject/mr/243',
        mimeType: 'application/json',
        text: JSON.stringify(rendered.structuredContent),
      },
      annotations: { audience: ['assistant'], priority: 0.6 },
    });
    expect(
      JSON.parse((rendered.content[1] as { resource: { text: string } }).resource.text).next_steps,
    ).toHaveLength(5);
  });

  it('OF-80 nothing is embedded on a not-found answer or a call without a URI', () => {
    expect(renderResult(BRANCH_NOT_FOUND, DYNAMIC).content).toHaveLength(1);
    expect(renderResult({ ...MR_GET, resourceUri: null }, DYNAMIC).content).toHaveLength(1);
  });

  it('OF-83 embedding can be switched off', () => {
    expect(renderResult(MR_GET, { ...DYNAMIC, embedResources: false }).content).toHaveLength(1);
  });

  it('OF-80 a call missing a URI parameter embeds nothing', () => {
    expect(
      expandUriTemplate('gitlab://project/{project_id}/mr/{merge_request_iid}', { project_id: 'g/p' }),
    ).toBeNull();
    expect(expandUriTemplate('gitlab://project/{project_id}', { project_id: '' })).toBeNull();
  });

  it('OF-81 the 22 templates, each expanding with its own parameters', () => {
    expect(Object.keys(RESOURCE_URI_TEMPLATES)).toHaveLength(22);
    for (const template of Object.values(RESOURCE_URI_TEMPLATES)) {
      const params = Object.fromEntries(templateParameters(template).map((name) => [name, 7]));
      expect(expandUriTemplate(template, params)).toBe(template.replace(/\{[a-z_]+\}/g, '7'));
    }
    expect(RESOURCE_URI_TEMPLATES['merge_request.get']).toBe(
      'gitlab://project/{project_id}/mr/{merge_request_iid}',
    );
    expect(RESOURCE_URI_TEMPLATES['snippet.project_get']).toBe(
      'gitlab://project/{project_id}/snippet/{snippet_id}',
    );
  });

  it('OF-82 values are escaped like RFC 6570 simple expansion', () => {
    expect(expandUriTemplate('gitlab://project/{project_id}', { project_id: 'group/project' })).toBe(
      'gitlab://project/group%2Fproject',
    );
    expect(
      expandUriTemplate('gitlab://project/{project_id}/label/{label_id}', {
        project_id: 1,
        label_id: 'priority::high',
      }),
    ).toBe('gitlab://project/1/label/priority%3A%3Ahigh');
    expect(expandUriTemplate('gitlab://x/{v}', { v: "a b!'()*~._-é" })).toBe(
      'gitlab://x/a%20b%21%27%28%29%2A~._-%C3%A9',
    );
  });

  it('OF-82 a project sent URL-encoded embeds the same URI as one sent plain', () => {
    const plain = expandUriTemplate('gitlab://project/{project_id}', { project_id: 'group/project' });
    expect(expandUriTemplate('gitlab://project/{project_id}', { project_id: 'group%2Fproject' })).toBe(plain);
    expect(expandUriTemplate('gitlab://project/{project_id}', { project_id: '100%' })).toBe(
      'gitlab://project/100%25',
    );
  });

  it('OF-81 templates name plain parameters only', () => {
    expect(templateParameters('gitlab://project/{project_id}/mr/{merge_request_iid}')).toEqual([
      'project_id',
      'merge_request_iid',
    ]);
    expect(() => templateParameters('gitlab://project/{+path}')).toThrow(/other than \{name\}/);
  });
});
