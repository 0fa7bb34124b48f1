import { z } from 'zod';
import { defineAction } from '../../action.js';
import type { ActionContext } from '../../action.js';
import { CREATES } from '../../classifications.js';
import { flag, groupId, integer, text } from '../../params.js';
import { formWith, readLocalFile, sendFile } from '../uploads/file-input.js';
import { downloadFrom, sizeOfDownload } from '../uploads/file-output.js';
import { groupSubListPaging, inGroup } from './params.js';
import { NO_ORDER } from '../../unsupported-params.js';

/**
 * A finished export is a .tar.gz archive: the answer says that it is ready and how large it is, never carries the
 * bytes. The size is GitLab's Content-Length (the archive is then not fetched), else counted as it streams past.
 */
async function describeArchive(context: ActionContext, args: { group_id: string }) {
  const download = await downloadFrom(context, 'GET /groups/{group_id}/export/download', args);
  return {
    group_id: args.group_id,
    content_type: download.contentType,
    size: await sizeOfDownload(download),
  };
}

/**
 * Imports a group from an export archive on this server's machine: `POST /groups/import` takes it as the multipart
 * `file` field with the new group's name and path (https://docs.gitlab.com/api/group_import_export/).
 */
async function importGroup(
  context: ActionContext,
  args: { file: string; name: string; path: string; parent_id?: number },
): Promise<unknown> {
  const archive = await readLocalFile(context, args.file, { parameter: 'file' });
  const form = formWith('file', archive, { name: args.name, path: args.path, parent_id: args.parent_id });
  return sendFile(context, 'POST', '/groups/import', archive, { body: form });
}

/** File-based export and import of a group, and the relations export used by direct transfer. */
export const groupExportActions = [
  defineAction({
    id: 'group.group_export_schedule',
    description:
      'Start exporting a group (milestones, boards, labels, badges, members, subgroups) to a file.',
    input: z.object({ group_id: groupId }).strict(),
    answer: {
      done: 'Group export scheduled: GitLab builds the archive in the background; download it when ready.',
    },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'group.group_export_download', text: 'check that the archive is ready' }],
    aliases: ['export group', 'backup group'],
  }),
  defineAction({
    id: 'group.group_export_download',
    description:
      'Check that the export archive of a group is ready, with its size (the archive is not shown).',
    input: z.object({ group_id: groupId }).strict(),
    gitlab: { local: describeArchive },
    answer: { object: 'export_archive', notFound: inGroup },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'group.group_import_file', text: 'import an archive as a new group' }],
    aliases: ['group export status'],
    permission: 'download_export',
  }),
  defineAction({
    id: 'group.group_import_file',
    description: 'Create a group from an export archive (.tar.gz) on the machine running this server.',
    input: z
      .object({
        file: text('Path of the export archive on the machine running this server'),
        name: text('Name of the new group'),
        path: text('URL path of the new group'),
        parent_id: integer('Parent group to import into (default: a top-level group)').optional(),
      })
      .strict(),
    gitlab: { local: importGroup },
    answer: { done: 'Group import started: GitLab creates the group in the background.' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'group.search', text: 'find the new group once the import is done' }],
    aliases: ['import group', 'restore group from file'],
  }),
  defineAction({
    id: 'group.group_relations_schedule',
    description: 'Start exporting each top-level relation of a group separately (used by direct transfer).',
    input: z.object({ group_id: groupId, batched: flag('Export in batches').optional() }).strict(),
    answer: { done: 'Relations export scheduled: GitLab exports each relation in the background.' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'group.group_relations_list_status', text: 'follow the export of each relation' }],
    aliases: ['direct transfer export'],
  }),
  defineAction({
    id: 'group.group_relations_list_status',
    description: 'Show how far the relations export of a group has come, relation by relation.',
    input: z
      .object({
        group_id: groupId,
        relation: text('Only this top-level relation, e.g. labels').optional(),
        ...groupSubListPaging,
      })
      .strict(),
    unsupported: { params: NO_ORDER },
    answer: { list: 'export_relation' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'group.group_relations_schedule', text: 'export the relations again' }],
    aliases: [],
  }),
];
