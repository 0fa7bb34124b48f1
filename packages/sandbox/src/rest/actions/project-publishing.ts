import { badRequest, notFound } from '../../http/errors.js';
import { json, noContent } from '../../http/response.js';
import type { Route } from '../../http/router.js';
import type { PlainRow } from '../../store/rows.js';
import { writeParams } from '../collection.js';
import { bool, int, str } from '../params.js';
import { maskedUrl } from '../collections/project-core.js';
import { projectTable } from '../collections/project-relations.js';
import { without } from '../shapes.js';
import { projectAction } from './scoped.js';
import type { ProjectContext } from './scoped.js';

/**
 * A project's Pages site, its mirrors' hand-written endpoints and its approval configuration
 * (https://docs.gitlab.com/api/pages/, /api/remote_mirrors/, /api/project_pull_mirroring/,
 * /api/merge_request_approvals/#project-approval-rules).
 */

function pagesOf(ctx: ProjectContext): PlainRow {
  const row = projectTable(ctx.state, 'pages_sites').find((item) => item.project_id === ctx.project.id);
  if (row === undefined) throw notFound('Pages');
  return row;
}

function mirrorOf(ctx: ProjectContext): PlainRow {
  const row = projectTable(ctx.state, 'remote_mirrors').find(
    (item) => item.project_id === ctx.project.id && String(item.id) === ctx.params.mirror_id,
  );
  if (row === undefined) throw notFound('Remote Mirror');
  return row;
}

/** The pull mirror of a project: GitLab answers 400 for a project that does not mirror (ee/lib/api/project_mirror.rb). */
function pullMirrorOf(ctx: ProjectContext): PlainRow {
  const row = projectTable(ctx.state, 'pull_mirrors').find((item) => item.project_id === ctx.project.id);
  if (row === undefined) throw badRequest('The project is not mirrored');
  return row;
}

/** A mirror update the sandbox runs at once: it succeeds now. */
function finishUpdate(row: PlainRow, now: string): void {
  Object.assign(row, {
    update_status: 'finished',
    last_update_started_at: now,
    last_update_at: now,
    last_successful_update_at: now,
    last_error: null,
  });
}

const PULL_MIRROR_FLAGS = [
  'enabled',
  'mirror_trigger_builds',
  'only_mirror_protected_branches',
  'mirror_overwrites_diverged_branches',
];

/** GitLab's answer never carries the upstream credentials. */
const pullMirrorJson = (row: PlainRow) => without(row, 'project_id');

const APPROVAL_FLAGS = [
  'reset_approvals_on_push',
  'selective_code_owner_removals',
  'disable_overriding_approvers_per_merge_request',
  'merge_requests_author_approval',
  'merge_requests_disable_committers_approval',
  'require_password_to_approve',
  'require_reauthentication_to_approve',
];

function approvalConfig(ctx: ProjectContext): PlainRow {
  const rows = projectTable(ctx.state, 'project_approval_configs');
  let row = rows.find((item) => item.project_id === ctx.project.id);
  if (row === undefined) {
    row = {
      project_id: ctx.project.id,
      approvers: [],
      approver_groups: [],
      approvals_before_merge: 0,
      ...Object.fromEntries(APPROVAL_FLAGS.map((flag) => [flag, flag === 'reset_approvals_on_push'])),
    };
    rows.push(row);
  }
  return row;
}

export const projectPublishingRoutes: Route[] = [
  projectAction('GET', '/pages', (ctx) => json(200, without(pagesOf(ctx), 'project_id'))),
  projectAction('PATCH', '/pages', (ctx) => {
    const row = pagesOf(ctx);
    const params = writeParams(ctx);
    const https = bool(params.pages_https_only);
    const unique = bool(params.pages_unique_domain_enabled);
    if (https !== undefined) row.force_https = https;
    if (unique !== undefined) row.is_unique_domain_enabled = unique;
    if (params.pages_primary_domain !== undefined)
      row.primary_domain = str(params.pages_primary_domain) || null;
    return json(200, without(row, 'project_id'));
  }),
  projectAction('DELETE', '/pages', (ctx) => {
    const rows = projectTable(ctx.state, 'pages_sites');
    rows.splice(rows.indexOf(pagesOf(ctx)), 1);
    return noContent();
  }),
  projectAction('GET', '/remote_mirrors/:mirror_id/public_key', (ctx) => {
    const row = mirrorOf(ctx);
    if (row.auth_method !== 'ssh_public_key') throw notFound('Public Key');
    return json(200, { public_key: row.ssh_public_key });
  }),
  projectAction('POST', '/remote_mirrors/:mirror_id/sync', (ctx) => {
    const row = mirrorOf(ctx);
    if (row.enabled !== true) throw badRequest('Mirror is not enabled');
    finishUpdate(row, ctx.state.now());
    return noContent();
  }),
  {
    ...projectAction('GET', '/mirror/pull', (ctx) => json(200, pullMirrorJson(pullMirrorOf(ctx)))),
    tier: 'premium',
  },
  {
    ...projectAction('PUT', '/mirror/pull', (ctx) => {
      const params = writeParams(ctx);
      const rows = projectTable(ctx.state, 'pull_mirrors');
      let row = rows.find((item) => item.project_id === ctx.project.id);
      if (row === undefined) {
        if (str(params.url) === undefined) throw badRequest({ url: ["can't be blank"] });
        row = {
          project_id: ctx.project.id,
          id: ctx.project.id,
          url: '',
          update_status: 'none',
          last_update_started_at: null,
          last_update_at: null,
          last_successful_update_at: null,
          last_error: null,
          enabled: true,
          mirror_trigger_builds: false,
          only_mirror_protected_branches: false,
          mirror_overwrites_diverged_branches: false,
          mirror_branch_regex: null,
        };
        rows.push(row);
      }
      const url = str(params.url);
      const user = str(params.auth_user);
      if (url !== undefined)
        row.url = maskedUrl(user === undefined ? url : url.replace('://', `://${user}@`));
      for (const flag of PULL_MIRROR_FLAGS) {
        const value = bool(params[flag]);
        if (value !== undefined) row[flag] = value;
      }
      if (params.mirror_branch_regex !== undefined)
        row.mirror_branch_regex = str(params.mirror_branch_regex) || null;
      return json(200, pullMirrorJson(row));
    }),
    tier: 'premium',
  },
  {
    ...projectAction('POST', '/mirror/pull', (ctx) => {
      const row = pullMirrorOf(ctx);
      if (row.enabled !== true) throw badRequest('Mirroring for the project is on pause');
      finishUpdate(row, ctx.state.now());
      return json(200, null);
    }),
    tier: 'premium',
  },
  {
    ...projectAction('GET', '/approvals', (ctx) => json(200, without(approvalConfig(ctx), 'project_id'))),
    tier: 'premium',
  },
  {
    ...projectAction('POST', '/approvals', (ctx) => {
      const row = approvalConfig(ctx);
      const params = writeParams(ctx);
      for (const flag of APPROVAL_FLAGS) {
        const value = bool(params[flag]);
        if (value !== undefined) row[flag] = value;
      }
      const required = int(params.approvals_before_merge);
      if (required !== undefined) row.approvals_before_merge = required;
      return json(201, without(row, 'project_id'));
    }),
    tier: 'premium',
  },
];
