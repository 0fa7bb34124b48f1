import type { IssueRow } from '../../store/index.js';
import { paginate } from '../pagination.js';
import type { ConnectionArgs } from '../pagination.js';
import { fields } from '../resolver-types.js';
import type { ResolverMap } from '../resolver-types.js';
import type { NamespaceView } from './groups.js';
import { issueByIid } from './issues.js';
import { WORK_ITEM_TYPES, workItemType } from './work-items.js';
import { EPIC_TYPE, epicByIid } from './work-item-epics.js';

/*
 * `namespace(fullPath) { workItem(iid) workItemTypes(name) }`
 * (https://docs.gitlab.com/api/graphql/reference/#namespaceworkitem, #namespaceworkitemtypes): one work item of a
 * project namespace by iid, and the work item types of any namespace. The store keeps work items as the rows of
 * project issues, so a group or user namespace holds none of its own.
 */

/** IssueType enum value → the store's issue_type (the types the store can hold). */
const BY_ENUM: Record<string, IssueRow['issue_type']> = {
  ISSUE: 'issue',
  INCIDENT: 'incident',
  TEST_CASE: 'test_case',
  TASK: 'task',
};

export const workItemNamespaceResolvers: ResolverMap = {
  Namespace: fields<NamespaceView>({
    // A project's work items are its issue rows; a group's are its epics (Premium, see work-item-epics.ts).
    workItem: (namespace, args: { iid: string }, ctx) => {
      if (namespace.kind === 'project') return issueByIid(ctx, namespace.project, args.iid);
      return namespace.kind === 'group' ? epicByIid(ctx, namespace.group, args.iid) : null;
    },
    // GitLab's default types (WorkItems::Type) serve every namespace; those the store cannot hold are left out, and
    // Epic is listed for groups where epics are licensed.
    workItemTypes: (namespace, args: ConnectionArgs & { name?: string | null }, ctx) => {
      const wanted = args.name == null ? undefined : BY_ENUM[args.name];
      const types = (Object.keys(WORK_ITEM_TYPES) as IssueRow['issue_type'][])
        .filter((type) => args.name == null || type === wanted)
        .map(workItemType);
      const epics =
        namespace.kind === 'group' &&
        ctx.state.config.tier !== 'free' &&
        (args.name == null || args.name === 'EPIC');
      const all = [...types, ...(epics ? [EPIC_TYPE] : [])].sort((a, b) => a.name.localeCompare(b.name));
      return paginate(all, args, (type) => type.id);
    },
  }),
};
