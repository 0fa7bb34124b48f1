import { CREATED_FIELD } from './common-fields.js';
import { defineKind } from './kind-spec.js';

/*
 * A repository storage move of a project, group (its wiki) or snippet
 * (https://docs.gitlab.com/api/project_repository_storage_moves/): one kind for the three, since only the moved
 * object differs; the row of the kind GitLab did not send writes nothing (OF-10).
 */
export const repositoryStorageMoveKind = defineKind({
  name: 'repository_storage_move',
  plural: { key: 'repository_storage_moves', title: 'Repository Storage Moves' },
  empty: 'No repository storage moves found.',
  heading: { status: { path: 'state', format: 'state' }, template: 'Storage Move #{id}' },
  fields: [
    { label: 'Project', path: 'project.path_with_namespace', format: 'text' },
    { label: 'Group', path: 'group.name', format: 'text' },
    { label: 'Snippet', path: 'snippet.title', format: 'text' },
    { label: 'Storage', path: 'source_storage_name', format: 'code', arrowTo: 'destination_storage_name' },
    CREATED_FIELD,
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'State', path: 'state', format: 'state' },
    { label: 'Project', path: 'project.path_with_namespace', format: 'text' },
    { label: 'Group', path: 'group.name', format: 'text' },
    { label: 'Snippet', path: 'snippet.title', format: 'text' },
    { label: 'From', path: 'source_storage_name', format: 'code' },
    { label: 'To', path: 'destination_storage_name', format: 'code' },
    CREATED_FIELD,
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'repository storage move',
    suggestions: [
      { action: 'storage_move.retrieve_all_project', text: 'list project repository storage moves' },
      { action: 'storage_move.retrieve_all_snippet', text: 'list snippet repository storage moves' },
    ],
  },
});
