import type { CatalogCall } from '../catalog-call.js';

const project = { project_id: 'group/project' };
const group = { group_id: 'group' };
const done = '✅ Action completed successfully.';

/**
 * Service accounts of group/project (seeded #501 deploy-bot, token #601) and of group (#502 release-bot). New
 * accounts and tokens take the next ids: #503 and #504, tokens #602 onwards. A token's value (glpat-…) shows only
 * in the answer of the create or rotate that made it; test/catalog/settings-secrets.test.ts checks the rest.
 */
export const serviceAccountCalls: CatalogCall[] = [
  { action: 'project.service_account_list', params: project, expect: 'deploy-bot' },
  {
    action: 'project.service_account_create',
    params: { ...project, name: 'CI bot', username: 'ci-bot' },
    expect: '## Service Account: CI bot',
  },
  {
    action: 'project.service_account_update',
    params: { ...project, service_account_id: 503, name: 'CI robot' },
    expect: '## Service Account: CI robot',
  },
  {
    action: 'project.service_account_pat_list',
    params: { ...project, service_account_id: 501 },
    expect: '## Service Account Tokens (1)',
  },
  {
    action: 'project.service_account_pat_create',
    params: { ...project, service_account_id: 503, name: 'ci', scopes: ['read_api'] },
    expect: '**Token**: `glpat-',
  },
  {
    action: 'project.service_account_pat_rotate',
    params: { ...project, service_account_id: 503, token_id: 602 },
    expect: '## Token #603: ci',
  },
  {
    action: 'project.service_account_pat_revoke',
    params: { ...project, service_account_id: 503, token_id: 603 },
    expect: done,
  },
  {
    action: 'project.service_account_delete',
    params: { ...project, service_account_id: 503, hard_delete: true },
    expect: done,
  },
  { action: 'group.service_account_list', params: group, expect: 'release-bot' },
  {
    action: 'group.service_account_create',
    params: { ...group, name: 'Audit bot' },
    expect: '## Service Account: Audit bot',
  },
  {
    action: 'group.service_account_update',
    params: { ...group, service_account_id: 504, email: 'audit-bot@example.com' },
    expect: 'audit-bot@example.com',
  },
  {
    action: 'group.service_account_pat_create',
    params: {
      ...group,
      service_account_id: 504,
      name: 'audit',
      scopes: ['read_api'],
      expires_at: '2025-12-31',
    },
    expect: '**Token**: `glpat-',
  },
  {
    action: 'group.service_account_pat_list',
    params: { ...group, service_account_id: 504, state: 'active' },
    expect: '## Service Account Tokens (1)',
  },
  {
    action: 'group.service_account_pat_rotate',
    params: { ...group, service_account_id: 504, token_id: 604, expires_at: '2026-01-31' },
    expect: '**Token**: `glpat-',
  },
  {
    action: 'group.service_account_pat_revoke',
    params: { ...group, service_account_id: 504, token_id: 605 },
    expect: done,
  },
  {
    action: 'group.service_account_delete',
    params: { ...group, service_account_id: 504 },
    expect: done,
  },
];
