import { z } from 'zod';
import { defineAction } from '../../action.js';
import type { ActionSpec, PaidTier, RestTemplate } from '../../action.js';
import { CREATES } from '../../classifications.js';
import { integer, text } from '../../params.js';
import { NO_ORDER, unorderedPaging } from '../../unsupported-params.js';
import { restUnlessRecorded } from '../../reference-rest.js';

/*
 * Repository storage moves (https://docs.gitlab.com/api/project_repository_storage_moves/, …/group_…, …/snippet_…):
 * administrators move the Git repositories of projects, groups (their wikis) or snippets between Gitaly storages,
 * one at a time or every repository of a storage at once. The three APIs differ only by the moved object, so one
 * factory makes each family; catalog.json names the actions after the object (`get_project_for_project`).
 */

/** What a move moves. */
export type Moved = 'project' | 'group' | 'snippet';

const moveId = integer('Storage move ID, from a storage move list');
const destination = text(
  'Storage to move to; GitLab picks one by the storage weights when absent',
).optional();

/** A family of storage move actions: listing, reading and scheduling moves of one kind of repository. */
/** Each action's ID, written out where the factory is called so that a search for the ID finds it. */
type StorageMoveIds = Readonly<
  Record<'retrieve_all' | 'retrieve' | 'get' | 'get_for' | 'schedule_all' | 'schedule', string>
>;

function storageMoveActions(moved: Moved, ids: StorageMoveIds, tier?: PaidTier): ActionSpec[] {
  const all = `/${moved}_repository_storage_moves`;
  const owner = `{${moved}_id}` as const;
  const ofOne = `/${moved}s/${owner}/repository_storage_moves`;
  const ownerParam: Record<string, z.ZodType> = { [`${moved}_id`]: integer(`ID of the ${moved}`) };
  const notFound = (args: Record<string, unknown>) =>
    args[`${moved}_id`] === undefined
      ? `${moved} repository storage move ${String(args.id)}`
      : `repository storage move ${String(args.id)} of ${moved} ${String(args[`${moved}_id`])}`;
  const base = { resource: null, tier, admin: true, content: 'list' as const, aliases: [] };
  const list = (id: string, description: string, rest: string, input: object) =>
    defineAction({
      ...base,
      id,
      description,
      // GitLab answers every storage move list newest first, with no order of the caller's.
      input: z.object({ ...input, ...unorderedPaging }).strict(),
      gitlab: restUnlessRecorded(id, `GET ${rest}` as RestTemplate),
      unsupported: { params: NO_ORDER, endpoint: `GitLab's storage moves (GET ${rest})` },
      answer: { list: 'repository_storage_move' },
      nextSteps: [{ action: ids.get, text: 'see one move' }],
    });
  const get = (id: string, description: string, rest: string, input: object) =>
    defineAction({
      ...base,
      id,
      description,
      input: z.object({ ...input, id: moveId }).strict(),
      gitlab: restUnlessRecorded(id, `GET ${rest}/{id}` as RestTemplate),
      answer: { object: 'repository_storage_move', notFound },
      content: 'detail',
      nextSteps: [{ action: ids.retrieve_all, text: `see every ${moved} move` }],
    });
  return [
    list(
      ids.retrieve_all,
      `List every ${moved} repository storage move of the instance (administrators only).`,
      all,
      {},
    ),
    list(
      ids.retrieve,
      `List the repository storage moves of one ${moved} (administrators only).`,
      ofOne,
      ownerParam,
    ),
    get(ids.get, `Show one ${moved} repository storage move by its ID (administrators only).`, all, {}),
    get(
      ids.get_for,
      `Show one repository storage move of a given ${moved} (administrators only).`,
      ofOne,
      ownerParam,
    ),
    defineAction({
      ...base,
      id: ids.schedule_all,
      description: `Move every ${moved} repository off a storage (administrators only).`,
      input: z
        .object({
          source_storage_name: text('Storage to empty; GitLab requires it').optional(),
          destination_storage_name: destination,
        })
        .strict(),
      // doc/api/project_repository_storage_moves.md, "Schedule repository storage moves for all projects on a storage
      // shard": the storage to empty is required.
      requires: { params: ['source_storage_name'], endpoint: `GitLab's storage moves (POST ${all})` },
      answer: { done: `${moved[0]!.toUpperCase()}${moved.slice(1)} repository storage moves scheduled.` },
      content: 'mutate',
      classification: CREATES,
      nextSteps: [{ action: ids.retrieve_all, text: 'follow the moves' }],
    }),
    defineAction({
      ...base,
      id: ids.schedule,
      description: `Move one ${moved}'s repository to another storage (administrators only).`,
      input: z.object({ ...ownerParam, destination_storage_name: destination }).strict(),
      gitlab: restUnlessRecorded(ids.schedule, `POST ${ofOne}` as RestTemplate),
      answer: {
        object: 'repository_storage_move',
        notFound: (args: Record<string, unknown>) => `${moved} ${String(args[`${moved}_id`])}`,
      },
      content: 'mutate',
      classification: CREATES,
      nextSteps: [{ action: ids.get_for, text: 'follow the move' }],
    }),
  ];
}

export const projectStorageMoveActions = storageMoveActions('project', {
  retrieve_all: 'storage_move.retrieve_all_project',
  retrieve: 'storage_move.retrieve_project',
  get: 'storage_move.get_project',
  get_for: 'storage_move.get_project_for_project',
  schedule_all: 'storage_move.schedule_all_project',
  schedule: 'storage_move.schedule_project',
});
// Group repository storage moves move group wikis, a Premium feature (https://docs.gitlab.com/api/group_repository_storage_moves/).
export const groupStorageMoveActions = storageMoveActions(
  'group',
  {
    retrieve_all: 'storage_move.retrieve_all_group',
    retrieve: 'storage_move.retrieve_group',
    get: 'storage_move.get_group',
    get_for: 'storage_move.get_group_for_group',
    schedule_all: 'storage_move.schedule_all_group',
    schedule: 'storage_move.schedule_group',
  },
  'premium',
);
export const snippetStorageMoveActions = storageMoveActions('snippet', {
  retrieve_all: 'storage_move.retrieve_all_snippet',
  retrieve: 'storage_move.retrieve_snippet',
  get: 'storage_move.get_snippet',
  get_for: 'storage_move.get_snippet_for_snippet',
  schedule_all: 'storage_move.schedule_all_snippet',
  schedule: 'storage_move.schedule_snippet',
});
