import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import { createdItem } from '../../verify-write.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { common } from '../../common-params.js';
import { flag, integer, text } from '../../params.js';

import {
  oneProject,
  projectListFilters,
  projectNamed,
  projectSettings,
  UNDECLARED_SETTINGS,
} from './params.js';

// What GitLab's project create and edit do not declare, refused by name rather than silently dropped.
const {
  auto_duo_code_review_enabled: _duo,
  ci_display_pipeline_variables: _variables,
  ...settings
} = UNDECLARED_SETTINGS;
const NOT_ON_CREATE = {
  ...settings,
  ci_forward_deployment_enabled: 'GitLab takes it when a project is edited',
};
const NOT_ON_UPDATE = UNDECLARED_SETTINGS;

const SEE_PROJECT = { action: 'project.get', text: 'see the project in full' } as const;

/** What a new project may start from: a README, a built-in or custom template, a namespace. */
const newProject = {
  ...projectSettings,
  name: text('Project name'),
  namespace_id: integer('Namespace (group or user) to create it in; default your own').optional(),
  initialize_with_readme: flag('Start with a README').optional(),
  template_name: text('Built-in template to start from, e.g. rails').optional(),
  template_project_id: integer('Custom template project ID (Premium)').optional(),
  use_custom_template: flag('Use a custom instance or group template (Premium)').optional(),
  group_with_project_templates_id: integer('Group whose templates to use (Premium)').optional(),
};

/** Archive, unarchive and restore: one project in, the project as it now is out. */
function stateChange(id: string, description: string, aliases: string[]) {
  return defineAction({
    id,
    description,
    input: z.object(oneProject).strict(),
    answer: { object: 'project', notFound: projectNamed },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [SEE_PROJECT],
    aliases,
  });
}

/** A project's life: get, list, create, change, archive, move, delete and restore. */
export const projectCoreActions = [
  defineAction({
    id: 'project.get',
    description: 'Get a project: default branch, visibility, URLs, counts and settings.',
    input: z
      .object({
        ...oneProject,
        license: flag('Include the license').optional(),
        ...common('statistics', 'with_custom_attributes'),
      })
      .strict(),
    answer: { object: 'project', notFound: projectNamed },
    content: 'detail',
    resource: 'gitlab://project/{project_id}',
    nextSteps: [
      { action: 'merge_request.list', text: 'see its merge requests' },
      { action: 'issue.list', text: 'see its issues' },
      { action: 'branch.list', text: 'see its branches' },
      { action: 'pipeline.list', text: 'see its pipelines' },
    ],
    aliases: ['repository', 'repo', 'show project', 'default branch'],
  }),
  defineAction({
    id: 'project.list',
    description:
      'List projects visible to the user, filtered by membership, name, topic, visibility or activity.',
    input: z.object(projectListFilters).strict(),
    answer: { list: 'project' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'project.get', text: 'see one project in full' },
      { action: 'search.projects', text: 'search projects by name across the instance' },
    ],
    aliases: ['repositories', 'repos', 'my projects'],
  }),
  defineAction({
    id: 'project.create',
    description:
      'Create a project in your namespace or a group, empty, with a README, from a template or by import.',
    input: z.object(newProject).strict(),
    unsupported: { params: NOT_ON_CREATE, endpoint: "GitLab's project creation (POST /projects)" },
    verifyWrite: {
      lookup: 'GET /projects',
      query: (args) => ({ search: args.name, owned: true, order_by: 'created_at', sort: 'desc' }),
      pick: createdItem('name'),
    },
    answer: { object: 'project' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [SEE_PROJECT, { action: 'branch.create', text: 'create a branch in it' }],
    aliases: ['new project', 'new repository', 'create repo'],
  }),
  defineAction({
    id: 'project.create_for_user',
    description: "Create a project in another user's namespace (administrators).",
    input: z.object({ ...newProject, user_id: integer('User to own the project') }).strict(),
    unsupported: {
      params: NOT_ON_CREATE,
      endpoint: "GitLab's project creation (POST /projects/user/:user_id)",
    },
    answer: { object: 'project' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [SEE_PROJECT],
    aliases: [],
    admin: true,
  }),
  defineAction({
    id: 'project.update',
    description:
      "Change a project's settings: name, description, visibility, default branch, features, merge and CI options.",
    input: z
      .object({
        ...oneProject,
        ...projectSettings,
        allow_pipeline_trigger_approve_deployment: flag(
          'Let pipeline triggerers approve deployments (Premium)',
        ).optional(),
        auto_duo_code_review_enabled: flag('Review merge requests with GitLab Duo').optional(),
        ci_default_git_depth: integer('Default shallow clone depth of jobs').optional(),
        ci_delete_pipelines_in_seconds: integer('Delete pipelines older than this').optional(),
        ci_display_pipeline_variables: flag('Show pipeline variables').optional(),
        ci_forward_deployment_rollback_allowed: flag('Allow rollback deployments').optional(),
        ci_id_token_sub_claim_components: z
          .array(z.string())
          .describe('Components of the ID token sub claim')
          .optional(),
        ci_pipeline_variables_minimum_override_role: z
          .enum(['owner', 'maintainer', 'developer', 'no_one_allowed'])
          .describe('Lowest role that may override pipeline variables')
          .optional(),
        ci_push_repository_for_job_token_allowed: flag('Let job tokens push to the repository').optional(),
        ci_restrict_pipeline_cancellation_role: z
          .enum(['developer', 'maintainer', 'no_one'])
          .describe('Lowest role that may cancel pipelines (Premium)')
          .optional(),
        ci_separated_caches: flag('Separate caches of protected branches').optional(),
        keep_latest_artifact: flag('Keep the artifacts of the latest successful pipeline').optional(),
        max_artifacts_size: integer('Largest job artifacts in MB (admins)').optional(),
        mirror_branch_regex: text('Only mirror branches matching this regex (Premium)').optional(),
        mirror_overwrites_diverged_branches: flag(
          'Pull mirror overwrites diverged branches (Premium)',
        ).optional(),
        mirror_user_id: integer('User the pull mirror acts as (admins, Premium)').optional(),
        mr_default_target_self: flag('Fork merge requests target the fork by default').optional(),
        only_mirror_protected_branches: flag('Pull-mirror only protected branches (Premium)').optional(),
        prevent_merge_without_jira_issue: flag('Require a Jira issue key to merge (Ultimate)').optional(),
        restrict_user_defined_variables: flag('Only maintainers may pass pipeline variables').optional(),
      })
      .strict(),
    unsupported: { params: NOT_ON_UPDATE, endpoint: "GitLab's project edit (PUT /projects/:id)" },
    answer: { object: 'project', notFound: projectNamed },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [SEE_PROJECT],
    aliases: ['edit project', 'project settings', 'rename project'],
  }),
  defineAction({
    id: 'project.delete',
    description:
      'Delete a project: it is marked for deletion and removed after the retention period, or at once with permanently_remove.',
    input: z
      .object({
        ...oneProject,
        permanently_remove: flag('Delete at once a project already marked for deletion').optional(),
        full_path: text('Full path of the project, required with permanently_remove').optional(),
      })
      .strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'project.restore', text: 'restore it while it is marked for deletion' }],
    aliases: ['remove project', 'delete repository'],
  }),
  stateChange(
    'project.archive',
    'Archive a project: it becomes read-only and leaves the default project lists.',
    ['archive repository', 'make read-only'],
  ),
  stateChange('project.unarchive', 'Unarchive a project so it can be changed again.', ['reactivate project']),
  stateChange('project.restore', 'Restore a project that is marked for deletion.', [
    'undelete project',
    'cancel project deletion',
  ]),
  defineAction({
    id: 'project.transfer',
    description: 'Move a project to another group or user namespace; its path and URLs change.',
    input: z
      .object({ ...oneProject, namespace: text('ID or full path of the namespace to move it to') })
      .strict(),
    answer: { object: 'project', notFound: projectNamed },
    content: 'mutate',
    resource: null,
    nextSteps: [SEE_PROJECT],
    aliases: ['move project', 'change namespace'],
  }),
];
