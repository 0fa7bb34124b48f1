/**
 * Every `gitlab://` resource the server publishes, as data (reference-server.md §6): the 8 static resources and
 * the 37 templates, each with where its JSON comes from. A GitLab resource is the answer of one catalog action,
 * read through the same path tools/call takes; collections read one page of 100.
 */
import { GUIDES } from '../guides/guides.js';
import { TOOL_URI_TEMPLATE, TOOLS_URI } from './tool-uris.js';

/** Where a resource's contents come from. */
export type ResourceSource =
  | {
      kind: 'action';
      action: string;
      /** Template variable → the action's parameter, where the names differ (`{+path}` → `file_path`). */
      rename: Readonly<Record<string, string>>;
      /** Parameters every read sends: one page of 100 for a collection. */
      fixed: Readonly<Record<string, unknown>>;
    }
  | { kind: 'tool_manifest' }
  | { kind: 'tool_detail' }
  | { kind: 'guide'; guide: string };

/** One resource or template as the table holds it; `uri` is a template when it has `{…}` expressions. */
export interface ResourceSpec {
  uri: string;
  name: string;
  title: string;
  description: string;
  mimeType: 'application/json' | 'text/markdown';
  /** Collections rank below single objects and guides in annotations (0.4 against 0.6). */
  collection: boolean;
  subscribable: boolean;
  /** Kept when GITLAB_MCP_CAPABILITY_SURFACE=minimal. */
  manifest: boolean;
  source: ResourceSource;
}

const ONE_PAGE = { per_page: 100 } as const;

function fromAction(
  uri: string,
  name: string,
  title: string,
  action: string,
  options: { collection?: boolean; subscribable?: boolean; rename?: Record<string, string> } = {},
): ResourceSpec {
  const collection = options.collection ?? false;
  return {
    uri,
    name,
    title,
    description: `${title}: the JSON of ${action}${collection ? ', first page of 100' : ''}.`,
    mimeType: 'application/json',
    collection,
    // §6: collections are not subscribable, except the few the reference server watches (notes, jobs).
    subscribable: options.subscribable ?? !collection,
    manifest: false,
    source: { kind: 'action', action, rename: options.rename ?? {}, fixed: collection ? ONE_PAGE : {} },
  };
}

const list = (uri: string, name: string, title: string, action: string, subscribable = false) =>
  fromAction(uri, name, title, action, { collection: true, subscribable });

const P = 'gitlab://project/{project_id}';
const MR = `${P}/mr/{merge_request_iid}`;

/** The static resources, in the order resources/list gives them. */
export const STATIC_RESOURCES: readonly ResourceSpec[] = [
  fromAction('gitlab://user/current', 'current_user', 'Current User Profile', 'user.current', {
    subscribable: false,
  }),
  list('gitlab://groups', 'groups', 'All Groups', 'group.list'),
  {
    uri: TOOLS_URI,
    name: 'tool_manifest',
    title: 'Tool Manifest',
    description: 'Every action this session serves and how to call it on the current surface.',
    mimeType: 'application/json',
    collection: false,
    subscribable: false,
    manifest: true,
    source: { kind: 'tool_manifest' },
  },
  ...GUIDES.map((guide): ResourceSpec => ({
    uri: `gitlab://guides/${guide.slug}`,
    name: guide.name,
    title: guide.title,
    description: guide.description,
    mimeType: 'text/markdown',
    collection: false,
    subscribable: false,
    manifest: false,
    source: { kind: 'guide', guide: guide.slug },
  })),
];

/** The resource templates, in the order resources/templates/list gives them. */
export const RESOURCE_TEMPLATES: readonly ResourceSpec[] = [
  fromAction('gitlab://group/{group_id}', 'group', 'Group', 'group.get'),
  fromAction(
    'gitlab://group/{group_id}/label/{label_id}',
    'group_label',
    'Group Label',
    'group.group_label_get',
  ),
  list('gitlab://group/{group_id}/members', 'group_members', 'Group Members', 'group.members'),
  fromAction(
    'gitlab://group/{group_id}/milestone/{milestone_iid}',
    'group_milestone',
    'Group Milestone',
    'group.group_milestone_get',
  ),
  list('gitlab://group/{group_id}/projects', 'group_projects', 'Group Projects', 'group.projects'),
  fromAction(P, 'project', 'Project', 'project.get'),
  fromAction(`${P}/board/{board_id}`, 'project_board', 'Issue Board', 'project.board_get'),
  fromAction(`${P}/branch/{branch}`, 'project_branch', 'Branch', 'branch.get', {
    rename: { branch: 'branch_name' },
  }),
  list(`${P}/branches`, 'project_branches', 'Branches', 'branch.list'),
  fromAction(`${P}/commit/{sha}`, 'project_commit', 'Commit', 'repository.commit_get', {
    // A commit never changes once written: nothing to watch.
    subscribable: false,
  }),
  fromAction(`${P}/deploy_key/{deploy_key_id}`, 'project_deploy_key', 'Deploy Key', 'access.deploy_key_get'),
  fromAction(
    `${P}/deployment/{deployment_id}`,
    'project_deployment',
    'Deployment',
    'environment.deployment_get',
  ),
  fromAction(`${P}/environment/{environment_id}`, 'project_environment', 'Environment', 'environment.get'),
  fromAction(
    `${P}/feature_flag/{name}`,
    'project_feature_flag',
    'Feature Flag',
    'feature_flags.feature_flag_get',
  ),
  fromAction(`${P}/file/{ref}/{+path}`, 'project_file', 'Repository File', 'repository.file_get', {
    rename: { path: 'file_path' },
  }),
  fromAction(`${P}/issue/{issue_iid}`, 'project_issue', 'Issue', 'issue.get'),
  list(`${P}/issues`, 'project_issues', 'Issues', 'issue.list'),
  fromAction(`${P}/job/{job_id}`, 'project_job', 'CI Job', 'job.get'),
  fromAction(`${P}/label/{label_id}`, 'project_label', 'Label', 'project.label_get'),
  list(`${P}/labels`, 'project_labels', 'Labels', 'project.label_list'),
  list(`${P}/members`, 'project_members', 'Project Members', 'project.members'),
  fromAction(`${P}/milestone/{milestone_iid}`, 'project_milestone', 'Milestone', 'project.milestone_get'),
  list(`${P}/milestones`, 'project_milestones', 'Milestones', 'project.milestone_list'),
  fromAction(MR, 'merge_request', 'Merge Request', 'merge_request.get'),
  list(`${MR}/discussions`, 'merge_request_discussions', 'MR Discussions', 'mr_review.discussion_list', true),
  list(`${MR}/notes`, 'merge_request_notes', 'MR Notes', 'mr_review.note_list', true),
  fromAction(`${P}/pipeline/{pipeline_id}`, 'pipeline', 'Pipeline', 'pipeline.get'),
  list(`${P}/pipeline/{pipeline_id}/jobs`, 'pipeline_jobs', 'Pipeline Jobs', 'job.list', true),
  fromAction(`${P}/pipelines/latest`, 'latest_pipeline', 'Latest Pipeline', 'pipeline.latest'),
  fromAction(`${P}/release/{tag_name}`, 'project_release', 'Release', 'release.get'),
  list(`${P}/releases`, 'project_releases', 'Releases', 'release.list'),
  fromAction(`${P}/snippet/{snippet_id}`, 'project_snippet', 'Project Snippet', 'snippet.project_get'),
  fromAction(`${P}/tag/{tag_name}`, 'project_tag', 'Tag', 'tag.get'),
  list(`${P}/tags`, 'project_tags', 'Tags', 'tag.list'),
  fromAction(`${P}/wiki/{slug}`, 'project_wiki_page', 'Wiki Page', 'wiki.get'),
  fromAction('gitlab://snippet/{snippet_id}', 'snippet', 'Snippet', 'snippet.get'),
  {
    uri: TOOL_URI_TEMPLATE,
    name: 'tool_detail',
    title: 'Action Detail',
    description: "One action's call shape, input and output schemas, by canonical ID.",
    mimeType: 'application/json',
    collection: false,
    subscribable: false,
    manifest: true,
    source: { kind: 'tool_detail' },
  },
];
