import { integer } from '../../params.js';
import { GROUP_OWNER, PROJECT_OWNER } from '../owner.js';
import {
  accessTokenActions,
  PERSONAL_TOKENS,
  resourceTokens,
  revokeSelfAction,
  TOKEN_FILTERS,
} from './access-tokens.js';
import { deployTokenActions } from './deploy-tokens.js';

/** Personal access tokens: the current user's, or anyone's for an administrator. */
export const personalTokenActions = [
  ...accessTokenActions(PERSONAL_TOKENS, {
    list: {
      id: 'access.token_personal_list',
      description:
        'List personal access tokens (yours; an administrator sees everyone’s), with scopes and expiry.',
      aliases: ['my tokens', 'personal access tokens', 'expiring tokens'],
      params: { ...TOKEN_FILTERS, user_id: integer('Only tokens of this user (administrators)').optional() },
    },
    get: {
      id: 'access.token_personal_get',
      description:
        'Get one personal access token by ID, or the one this session uses: scopes, expiry, last use.',
      aliases: ['which token am I using', 'token scopes'],
    },
    revoke: {
      id: 'access.token_personal_revoke',
      description: 'Revoke a personal access token by ID; whatever uses it stops working.',
      aliases: ['revoke token', 'delete personal access token'],
    },
    rotate: {
      id: 'access.token_personal_rotate',
      description:
        'Rotate a personal access token: revoke it and answer a new one (shown once) with the same scopes.',
      aliases: ['renew token', 'regenerate token'],
    },
    rotateSelf: {
      id: 'access.token_personal_rotate_self',
      description:
        'Rotate the personal access token this session uses; the server must then be given the new one.',
      aliases: ['rotate my token'],
    },
  }),
  revokeSelfAction,
];

/** Project access tokens: tokens of a project's bot user. */
export const projectTokenActions = accessTokenActions(resourceTokens(PROJECT_OWNER), {
  list: {
    id: 'access.token_project_list',
    description: 'List the access tokens of a project, with their role, scopes and expiry.',
    aliases: ['project tokens', 'bot tokens'],
  },
  get: {
    id: 'access.token_project_get',
    description: 'Get one access token of a project: role, scopes, expiry and last use.',
    aliases: [],
  },
  create: {
    id: 'access.token_project_create',
    description:
      'Create a project access token with a role and scopes; its value is shown only in this answer.',
    aliases: ['new project token'],
  },
  revoke: {
    id: 'access.token_project_revoke',
    description: 'Revoke an access token of a project.',
    aliases: ['delete project token'],
  },
  rotate: {
    id: 'access.token_project_rotate',
    description: 'Rotate a project access token: revoke it and answer a new one (shown once).',
    aliases: ['renew project token'],
  },
  rotateSelf: {
    id: 'access.token_project_rotate_self',
    description: 'Rotate the project access token this session uses (only a project access token can).',
    aliases: [],
  },
});

/** Group access tokens: tokens of a group's bot user. */
export const groupTokenActions = accessTokenActions(resourceTokens(GROUP_OWNER), {
  list: {
    id: 'access.token_group_list',
    description: 'List the access tokens of a group, with their role, scopes and expiry.',
    aliases: ['group tokens'],
    params: TOKEN_FILTERS,
  },
  get: {
    id: 'access.token_group_get',
    description: 'Get one access token of a group: role, scopes, expiry and last use.',
    aliases: [],
  },
  create: {
    id: 'access.token_group_create',
    description:
      'Create a group access token with a role and scopes; its value is shown only in this answer.',
    aliases: ['new group token'],
  },
  revoke: {
    id: 'access.token_group_revoke',
    description: 'Revoke an access token of a group.',
    aliases: ['delete group token'],
  },
  rotate: {
    id: 'access.token_group_rotate',
    description: 'Rotate a group access token: revoke it and answer a new one (shown once).',
    aliases: ['renew group token'],
  },
  rotateSelf: {
    id: 'access.token_group_rotate_self',
    description: 'Rotate the group access token this session uses (only a group access token can).',
    aliases: [],
  },
});

/** Deploy tokens of projects and groups. */
export const projectDeployTokenActions = deployTokenActions(PROJECT_OWNER, {
  list: {
    id: 'access.deploy_token_list_project',
    description: 'List the deploy tokens of a project, with their scopes and expiry (never their values).',
    aliases: ['registry credentials'],
  },
  get: {
    id: 'access.deploy_token_get_project',
    description: 'Get one deploy token of a project: username, scopes, expiry and whether it is revoked.',
    aliases: [],
  },
  create: {
    id: 'access.deploy_token_create_project',
    description:
      'Create a project deploy token for the repository, registry or packages; its value is shown only here.',
    aliases: ['new deploy token'],
  },
  delete: {
    id: 'access.deploy_token_delete_project',
    description: 'Revoke and delete a deploy token of a project.',
    aliases: ['revoke deploy token'],
  },
});

export const groupDeployTokenActions = deployTokenActions(GROUP_OWNER, {
  list: {
    id: 'access.deploy_token_list_group',
    description: 'List the deploy tokens of a group, with their scopes and expiry (never their values).',
    aliases: [],
  },
  get: {
    id: 'access.deploy_token_get_group',
    description: 'Get one deploy token of a group: username, scopes, expiry and whether it is revoked.',
    aliases: [],
  },
  create: {
    id: 'access.deploy_token_create_group',
    description: 'Create a group deploy token, valid in all its projects; its value is shown only here.',
    aliases: ['new group deploy token'],
  },
  delete: {
    id: 'access.deploy_token_delete_group',
    description: 'Revoke and delete a deploy token of a group.',
    aliases: ['revoke group deploy token'],
  },
});
