import { z } from 'zod';
import { defineAction } from '../../action.js';
import { common } from '../../common-params.js';
import { groupId, integer, offsetPaging, projectId } from '../../params.js';

/** Where audit events are read (https://docs.gitlab.com/api/audit_events/): a project, a group or the instance. */
interface AuditScope {
  name: 'project' | 'group' | 'instance';
  /** Each action's ID, written out so that a search for the ID finds this file. */
  ids: Readonly<Record<'list' | 'get', string>>;
  prefix: '/projects/{project_id}' | '/groups/{group_id}' | '';
  one: Record<string, z.ZodType>;
  /** The instance's events need an administrator. */
  admin: boolean;
}

const SCOPES: readonly AuditScope[] = [
  {
    name: 'project',
    ids: { list: 'audit_event.list_project', get: 'audit_event.get_project' },
    prefix: '/projects/{project_id}',
    one: { project_id: projectId },
    admin: false,
  },
  {
    name: 'group',
    ids: { list: 'audit_event.list_group', get: 'audit_event.get_group' },
    prefix: '/groups/{group_id}',
    one: { group_id: groupId },
    admin: false,
  },
  {
    name: 'instance',
    ids: { list: 'audit_event.list_instance', get: 'audit_event.get_instance' },
    prefix: '',
    one: {},
    admin: true,
  },
];

function auditEventActions(scope: AuditScope) {
  const adminFlag = scope.admin ? { admin: true } : {};
  return [
    defineAction({
      id: scope.ids.list,
      description: `List the audit events of ${scope.name === 'instance' ? 'the whole instance' : `a ${scope.name}`}: who changed what and when.`,
      input: z
        .object({
          ...scope.one,
          ...common('created_after', 'created_before'),
          page: offsetPaging.page,
          per_page: offsetPaging.per_page,
        })
        .strict(),
      answer: { list: 'audit_event' },
      content: 'list',
      resource: null,
      nextSteps: [{ action: scope.ids.get, text: 'read one event in full' }],
      tier: 'premium',
      aliases: [`${scope.name} audit log`, 'audit trail'],
      ...adminFlag,
    }),
    defineAction({
      id: scope.ids.get,
      description: `Get one audit event of ${scope.name === 'instance' ? 'the instance' : `a ${scope.name}`} by its ID.`,
      input: z.object({ ...scope.one, event_id: integer('Audit event ID, from the list') }).strict(),
      answer: { object: 'audit_event', notFound: (args) => `audit event ${String(args.event_id)}` },
      content: 'detail',
      resource: null,
      nextSteps: [{ action: scope.ids.list, text: 'list the other events' }],
      tier: 'premium',
      aliases: [`${scope.name} audit event`],
      ...adminFlag,
    }),
  ];
}

/** Audit events of projects, groups and the instance: one family, three scopes. */
export const auditEventActionList = SCOPES.flatMap(auditEventActions);
