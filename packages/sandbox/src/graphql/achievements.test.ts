import { describe, expect, it } from 'vitest';
import { createState } from '../store/index.js';
import { seedTokenSecrets } from '../seed/tokens.js';
import { RESOURCE_ACCESS_ERROR } from './error-shape.js';
import { askGraphql } from './test-support.js';

const api = { token: seedTokenSecrets.api };
type Data = Record<string, Record<string, unknown>>;

async function ask(state: ReturnType<typeof createState>, query: string, token = api) {
  const result = await askGraphql(state, query, token);
  return { data: result.body.data as Data, errors: result.body.errors };
}

describe('achievements', () => {
  it('recipients leave revoked awards out; unique users count a twice-awarded user once', async () => {
    const state = createState();
    const { data } = await ask(
      state,
      `{ namespace(fullPath: "group") { achievements(ids: ["gid://gitlab/Achievements::Achievement/302"]) {
        nodes { userAchievements { nodes { id user { username } } } uniqueUsers { nodes { username } } } } } }`,
    );
    const node = (data.namespace!.achievements as { nodes: Record<string, { nodes: unknown[] }>[] })
      .nodes[0]!;
    expect(node.userAchievements!.nodes).toHaveLength(3);
    expect(node.uniqueUsers!.nodes).toEqual([{ username: 'root' }, { username: 'alice' }]);
  });

  it('a user lists hidden awards only when asked, by priority', async () => {
    const state = createState();
    const query = (hidden: boolean) =>
      `{ user(username: "alice") { userAchievements(includeHidden: ${hidden}) { nodes { id showOnProfile } } } }`;
    const shown = await ask(state, query(false));
    const all = await ask(state, query(true));
    const count = (data: Data) => (data.user!.userAchievements as { nodes: unknown[] }).nodes.length;
    expect([count(shown.data), count(all.data)]).toEqual([2, 3]);
  });

  it('revoking twice is refused in the payload, as GitLab does', async () => {
    const state = createState();
    const revoke = `mutation { achievementsRevoke(input: { userAchievementId: "gid://gitlab/Achievements::UserAchievement/401" }) {
      userAchievement { revokedAt revokedByUser { username } } errors } }`;
    const first = await ask(state, revoke);
    expect(first.data.achievementsRevoke).toMatchObject({
      userAchievement: { revokedByUser: { username: 'root' } },
      errors: [],
    });
    const second = await ask(state, revoke);
    expect(second.data.achievementsRevoke!.errors).toEqual(['This achievement has already been revoked']);
  });

  it('reordering sets priorities from 0 and refuses awards of another user to a non-admin', async () => {
    const state = createState();
    const reorder = (ids: number[]) =>
      `mutation { userAchievementPrioritiesUpdate(input: { userAchievementIds: [${ids
        .map((id) => `"gid://gitlab/Achievements::UserAchievement/${id}"`)
        .join(', ')}] }) { userAchievements { id priority } errors } }`;
    const { data } = await ask(state, reorder([406, 405]));
    expect(data.userAchievementPrioritiesUpdate!.userAchievements).toEqual([
      { id: 'gid://gitlab/Achievements::UserAchievement/406', priority: 0 },
      { id: 'gid://gitlab/Achievements::UserAchievement/405', priority: 1 },
    ]);
    const refused = await ask(state, reorder([403]), { token: seedTokenSecrets.alice });
    expect(refused.errors?.[0]?.message).toBe(RESOURCE_ACCESS_ERROR);
  });
});

describe('security taxonomy', () => {
  it('a project update adds and removes attributes and counts what changed', async () => {
    const state = createState();
    const { data } = await ask(
      state,
      `mutation { securityAttributeProjectUpdate(input: { projectId: "gid://gitlab/Project/42",
        addAttributeIds: ["gid://gitlab/Security::Attribute/603"], removeAttributeIds: ["gid://gitlab/Security::Attribute/601"] }) {
        project { fullPath } addedCount removedCount errors } }`,
    );
    expect(data.securityAttributeProjectUpdate).toEqual({
      project: { fullPath: 'group/project' },
      addedCount: 1,
      removedCount: 1,
      errors: [],
    });
  });

  it('attaching a scan profile to a group reaches its projects, not yet scanned (STALE)', async () => {
    const state = createState();
    await ask(
      state,
      `mutation { securityScanProfileAttach(input: { securityScanProfileId: "gid://gitlab/Security::ScanProfile/dependency_scanning",
        groupIds: ["gid://gitlab/Group/10"] }) { errors } }`,
    );
    const { data } = await ask(
      state,
      `{ project(fullPath: "group/project") { scanProfileStatuses { status scanProfile { scanType } } } }`,
    );
    expect(data.project!.scanProfileStatuses).toContainEqual({
      status: 'STALE',
      scanProfile: { scanType: 'DEPENDENCY_SCANNING' },
    });
  });
});

describe('pipeline security report findings', () => {
  it('leave dismissed findings out by default and order by severity', async () => {
    const state = createState();
    const vulnerability = state.plain.vulnerabilities!.find((row) => row.severity === 'LOW')!;
    vulnerability.state = 'DISMISSED';
    const query = (filter: string) =>
      `{ project(fullPath: "group/project") { pipeline(iid: "107") { securityReportFindings${filter} { nodes { severity state } } } } }`;
    const severities = async (filter: string) =>
      (
        (await ask(state, query(filter))).data.project!.pipeline as {
          securityReportFindings: { nodes: { severity: string }[] };
        }
      ).securityReportFindings.nodes.map((node) => node.severity);
    expect(await severities('')).toEqual(['CRITICAL', 'HIGH', 'MEDIUM', 'INFO']);
    expect(await severities('(state: [DISMISSED])')).toEqual(['LOW']);
    expect(await severities('(severity: ["high"])')).toEqual(['HIGH']);
  });
});
