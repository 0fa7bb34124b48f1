import { ACTIONS, findAction } from '@gitlab-mcp/catalog/actions';
import { describe, expect, it } from 'vitest';
import { GUIDES } from '../guides/guides.js';
import { matchResource, publishedResources } from './resource-index.js';
import { RESOURCE_TEMPLATES, STATIC_RESOURCES } from './resource-table.js';
import type { ResourceSpec } from './resource-table.js';
import { uriMatcher } from './uri-template.js';

const ALL = [...STATIC_RESOURCES, ...RESOURCE_TEMPLATES];
const fromActions = ALL.filter((spec) => spec.source.kind === 'action');

function sourceOf(spec: ResourceSpec) {
  if (spec.source.kind !== 'action') throw new Error(`${spec.uri} is not read from an action`);
  return spec.source;
}

describe('the resource table', () => {
  it('has the 8 static resources and 37 templates of reference-server.md §6, each name once', () => {
    expect(STATIC_RESOURCES).toHaveLength(8);
    expect(RESOURCE_TEMPLATES).toHaveLength(37);
    expect(new Set(ALL.map((spec) => spec.name)).size).toBe(ALL.length);
    expect(new Set(ALL.map((spec) => spec.uri)).size).toBe(ALL.length);
  });

  it.each(fromActions.map((spec) => [spec.uri, spec] as const))(
    '%s reads a catalog read action that takes every variable',
    (_uri, spec) => {
      const source = sourceOf(spec);
      const action = findAction(source.action);
      expect(action, source.action).toBeDefined();
      expect(action!.classification.readOnly).toBe(true);
      const params = Object.keys(action!.input.shape);
      for (const variable of uriMatcher(spec.uri).variables)
        expect(params, `${spec.uri} {${variable}}`).toContain(source.rename[variable] ?? variable);
      for (const name of Object.keys(source.fixed)) expect(params).toContain(name);
      expect(spec.collection).toBe(action!.content === 'list');
    },
  );

  it("OF-81 every get's own URI template is published, naming the same object", () => {
    const published = new Map(fromActions.map((spec) => [sourceOf(spec).action, spec]));
    const declared = ACTIONS.filter((action) => action.resource !== null);
    expect(declared.length).toBe(22);
    for (const action of declared) {
      const spec = published.get(action.id);
      expect(spec, action.id).toBeDefined();
      const renamed = Object.entries(sourceOf(spec!).rename).reduce(
        (uri, [variable, param]) => uri.replace(`{${variable}}`, `{${param}}`),
        spec!.uri,
      );
      expect(renamed).toBe(action.resource);
    }
  });

  it('collections are not subscribable except the ones §6 marks (notes, discussions, pipeline jobs)', () => {
    const watchedCollections = ALL.filter((spec) => spec.collection && spec.subscribable).map(
      (spec) => spec.uri,
    );
    expect(watchedCollections.sort()).toEqual([
      'gitlab://project/{project_id}/mr/{merge_request_iid}/discussions',
      'gitlab://project/{project_id}/mr/{merge_request_iid}/notes',
      'gitlab://project/{project_id}/pipeline/{pipeline_id}/jobs',
    ]);
    expect(STATIC_RESOURCES.filter((spec) => spec.subscribable)).toEqual([]);
  });

  it('the minimal capability surface keeps only the tool manifest resources', () => {
    const { statics, templates } = publishedResources(true);
    expect(statics.map((spec) => spec.uri)).toEqual(['gitlab://tools']);
    expect(templates.map((spec) => spec.uri)).toEqual(['gitlab://tools/{id}']);
    expect(matchResource('gitlab://project/42', true)).toBeNull();
    expect(matchResource('gitlab://project/42', false)?.spec.name).toBe('project');
  });

  it('each URI matches exactly one template', () => {
    const uris = [
      'gitlab://project/42/pipelines/latest',
      'gitlab://project/42/pipeline/7',
      'gitlab://project/42/pipeline/7/jobs',
      'gitlab://project/42/mr/1/notes',
      'gitlab://project/42/snippet/3',
      'gitlab://snippet/3',
      'gitlab://tools/branch.get',
      'gitlab://project/42/file/main/a/b/c.md',
    ];
    for (const uri of uris) {
      const matching = RESOURCE_TEMPLATES.filter((spec) => uriMatcher(spec.uri).match(uri));
      expect(matching, uri).toHaveLength(1);
    }
    expect(matchResource('gitlab://tools', false)?.spec.source.kind).toBe('tool_manifest');
  });
});

describe('the guides', () => {
  it.each(GUIDES.map((guide) => [guide.slug, guide] as const))(
    '%s names only actions the catalog has',
    (_slug, guide) => {
      const named = [...guide.text.matchAll(/\b([a-z_]+\.[a-z_]+)\b/g)].map((match) => match[1]!);
      const ids = named.filter((word) => !/\.(md|py|txt|json|com)$/.test(word));
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) expect(findAction(id), `${guide.slug} names ${id}`).toBeDefined();
    },
  );
});
