import { describe, expect, it } from 'vitest';
import type { ActionContext } from '../../action.js';
import { findAction } from '../../catalog.js';

type Finding = { title: string; severity: string };

/** Runs security_finding.list against a GraphQL answer of `nodes`, recording the variables it sent. */
async function list(args: Record<string, unknown>, nodes: Finding[]) {
  const sent: Record<string, unknown>[] = [];
  const context = {
    files: { maxUploadBytes: 0, pathsAllowed: false },
    instance: {},
    progress: () => undefined,
    rest: () => Promise.reject(new Error('no REST here')),
    graphql: async (_document: unknown, variables: Record<string, unknown>) => {
      sent.push(variables);
      return {
        project: {
          pipeline: { securityReportFindings: { nodes, pageInfo: { hasNextPage: true, endCursor: 'c2' } } },
        },
      };
    },
  } as unknown as ActionContext;
  const gitlab = findAction('security_finding.list')!.gitlab;
  if (!('local' in gitlab)) throw new Error('security_finding.list is not a local call');
  const page = (await gitlab.local(context, args)) as { items: Finding[]; pageInfo: { block: object } };
  return { variables: sent[0]!, titles: page.items.map((item) => item.title), block: page.pageInfo.block };
}

const PAGE: Finding[] = [
  { title: 'SQL injection', severity: 'CRITICAL' },
  { title: 'Open redirect', severity: 'MEDIUM' },
  { title: 'Missing header', severity: 'INFO' },
];
const pipeline = { project_path: 'group/project', pipeline_iid: '107' };

describe('security_finding.list', () => {
  it('sends GitLab 15.x its string filters in lower case and its state enum as given', async () => {
    const { variables } = await list(
      { ...pipeline, severity: ['HIGH'], report_type: ['SECRET_DETECTION'], state: ['DETECTED'] },
      [],
    );
    expect(variables).toMatchObject({
      fullPath: 'group/project',
      iid: '107',
      severity: ['high'],
      reportType: ['secret_detection'],
      state: ['DETECTED'],
      first: 20,
    });
    expect(variables).not.toHaveProperty('sort');
  });

  it('keeps GitLab’s order by default and reverses it within the page for severity_asc', async () => {
    expect((await list(pipeline, PAGE)).titles).toEqual(['SQL injection', 'Open redirect', 'Missing header']);
    const ascending = await list({ ...pipeline, sort: 'severity_asc' }, PAGE);
    expect(ascending.titles).toEqual(['Missing header', 'Open redirect', 'SQL injection']);
    // OF-54: the page facts stay GitLab's, whatever the order inside the page.
    expect(ascending.block).toMatchObject({ has_next_page: true, end_cursor: 'c2' });
  });
});
