import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import { DELETES } from '../../classifications.js';
import { groupId } from '../../params.js';

/** A group's dependency proxy cache (https://docs.gitlab.com/api/dependency_proxy/): container images it keeps. */
export const dependencyProxyActions = [
  defineAction({
    id: 'admin.dependency_proxy_delete',
    tool: 'gitlab_purge_dependency_proxy',
    description:
      "Purge a group's dependency proxy cache of container images and manifests (GitLab does it in the background).",
    input: z.object({ group_id: groupId }).strict(),
    gitlab: { rest: 'DELETE /groups/{group_id}/dependency_proxy/cache' },
    answer: COMPLETED,
    content: 'mutate',
    classification: DELETES,
    resource: null,
    nextSteps: [],
    tier: 'free',
    aliases: ['clear image cache'],
  }),
];
