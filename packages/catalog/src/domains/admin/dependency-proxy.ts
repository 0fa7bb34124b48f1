import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import { groupId } from '../../params.js';

/** A group's dependency proxy cache (https://docs.gitlab.com/api/dependency_proxy/): container images it keeps. */
export const dependencyProxyActions = [
  defineAction({
    id: 'admin.dependency_proxy_delete',
    description:
      "Purge a group's dependency proxy cache of container images and manifests (GitLab does it in the background).",
    input: z.object({ group_id: groupId }).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [],
    aliases: ['clear image cache'],
  }),
];
