import { describe, expect, it } from 'vitest';
import { findAction } from '../../catalog.js';
import { languageShares } from './maintenance.js';

/** The REST call of an action that has one, with its `send` and `reshape`. */
function restCall(id: string) {
  const call = findAction(id)?.gitlab;
  if (!call || !('rest' in call)) throw new Error(`${id} has no REST call`);
  return call;
}

describe('project entries that reshape what they send or receive', () => {
  it('lists languages largest share first, from the name → share object GitLab answers', () => {
    expect(languageShares({ Shell: 10.5, TypeScript: 80, CSS: 9.5 })).toEqual({
      languages: ['TypeScript 80%', 'Shell 10.5%', 'CSS 9.5%'],
    });
    expect(languageShares({})).toEqual({ languages: [] });
  });

  it('folds the flat upload target of an export into the upload object GitLab takes', () => {
    const send = restCall('project.export_schedule').send!;
    expect(
      send({ project_id: '42', upload_url: 'https://s3.example.com/x', upload_http_method: 'POST' }),
    ).toEqual({ project_id: '42', upload: { url: 'https://s3.example.com/x', http_method: 'POST' } });
    expect(send({ project_id: '42', description: 'Backup' })).toEqual({
      project_id: '42',
      description: 'Backup',
    });
  });

  it('names the package it checked beside the dependency firewall verdict', () => {
    const reshape = restCall('project.dependency_firewall_evaluate').reshape!;
    expect(
      reshape({ outcome: 'blocked', reason: 'malicious' }, { ecosystem: 'npm', name: 'x', version: '1.0.0' }),
    ).toEqual({ package: 'npm:x@1.0.0', outcome: 'blocked', reason: 'malicious' });
  });
});
