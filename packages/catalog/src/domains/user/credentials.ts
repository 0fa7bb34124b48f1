import type { KindName } from '@gitlab-mcp/result';
import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import type { ActionSpec, RestTemplate } from '../../action.js';
import { CREATES } from '../../classifications.js';
import { flag, integer, oneOf, text } from '../../params.js';
import { subListPaging } from '../issuable/issuable.js';
import { userId } from './params.js';
import { NO_ORDER } from '../../unsupported-params.js';
import { restUnlessRecorded } from '../../reference-rest.js';

/**
 * Emails, SSH keys and GPG keys live twice in GitLab's API: under `/user` for the token's own user and under
 * `/users/{user_id}` for anyone (reads public, writes for administrators). One factory writes both owners of one
 * credential; what differs per credential is its path, its ID, its fields and which actions catalog.json has.
 */
interface Credential {
  /** Each owner's action IDs, written out so that a search for an ID finds this file. */
  ids: Readonly<Record<Owner, CredentialIds>>;
  /** GitLab's path segment (`keys`). */
  path: string;
  idParam: 'email_id' | 'key_id';
  kind: KindName;
  /** What a person calls one: "SSH key". */
  label: string;
  fields: Record<string, z.ZodType>;
  /** Fields GitLab takes only on another user's account (`/users/{user_id}`), and why: refused on your own. */
  userOnlyFields?: Readonly<Record<string, string>>;
  /** Paging of the list, per owner, as catalog.json gives it. */
  listParams: { current: Record<string, z.ZodType>; user: Record<string, z.ZodType> };
  aliases: string[];
}

type Owner = 'current' | 'user';

interface CredentialIds {
  list: string;
  /** catalog.json has no get of one credential of another user for every credential. */
  get?: string;
  add: string;
  delete: string;
}

const CREDENTIALS: readonly Credential[] = [
  {
    ids: {
      current: {
        list: 'user.emails',
        get: 'user.get_email',
        add: 'user.add_email',
        delete: 'user.delete_email',
      },
      user: {
        list: 'user.emails_for_user',
        add: 'user.add_email_for_user',
        delete: 'user.delete_email_for_user',
      },
    },
    path: 'emails',
    idParam: 'email_id',
    kind: 'user_email',
    label: 'email address',
    fields: {
      email: text('Email address to add'),
      skip_confirmation: flag(
        "Treat it as verified without sending a confirmation (admin, on another user's account only)",
      ).optional(),
    },
    // doc/api/user_email_addresses.md: skip_confirmation is a parameter of POST /users/:id/emails alone.
    userOnlyFields: { skip_confirmation: "an admin's step on another user's account only" },
    listParams: { current: {}, user: subListPaging },
    aliases: ['secondary email', 'email addresses'],
  },
  {
    ids: {
      current: {
        list: 'user.ssh_keys',
        get: 'user.get_ssh_key',
        add: 'user.add_ssh_key',
        delete: 'user.delete_ssh_key',
      },
      user: {
        list: 'user.ssh_keys_for_user',
        get: 'user.get_ssh_key_for_user',
        add: 'user.add_ssh_key_for_user',
        delete: 'user.delete_ssh_key_for_user',
      },
    },
    path: 'keys',
    idParam: 'key_id',
    kind: 'ssh_key',
    label: 'SSH key',
    fields: {
      title: text('Title of the key, e.g. laptop'),
      key: text('Public key, e.g. ssh-ed25519 AAAA… user@host'),
      expires_at: text('Expiry date (ISO 8601)').optional(),
      usage_type: oneOf(['auth', 'signing', 'auth_and_signing'], 'What the key is for').optional(),
    },
    listParams: { current: subListPaging, user: subListPaging },
    aliases: ['ssh keys', 'public key'],
  },
  {
    ids: {
      current: {
        list: 'user.gpg_keys',
        get: 'user.get_gpg_key',
        add: 'user.add_gpg_key',
        delete: 'user.delete_gpg_key',
      },
      user: {
        list: 'user.gpg_keys_for_user',
        get: 'user.get_gpg_key_for_user',
        add: 'user.add_gpg_key_for_user',
        delete: 'user.delete_gpg_key_for_user',
      },
    },
    path: 'gpg_keys',
    idParam: 'key_id',
    kind: 'gpg_key',
    label: 'GPG key',
    fields: { key: text('ASCII-armored public GPG key') },
    listParams: { current: {}, user: {} },
    aliases: ['gpg keys', 'signing key', 'commit signing'],
  },
];

/** The path prefix, parameters and words of one owner. */
function ownerOf(owner: Owner): {
  prefix: `/${string}`;
  one: Record<string, z.ZodType>;
  whose: string;
  admin: boolean;
} {
  return owner === 'current'
    ? { prefix: '/user', one: {}, whose: 'your', admin: false }
    : {
        prefix: '/users/{user_id}',
        one: { user_id: userId },
        whose: "a user's",
        admin: true,
      };
}

function credentialActions(credential: Credential, owner: Owner): ActionSpec[] {
  const { prefix, one, whose, admin } = ownerOf(owner);
  const ids = credential.ids[owner];
  const base = `${prefix}/${credential.path}` as const;
  const id = { [credential.idParam]: integer(`${credential.label} ID, from the list`) };
  const notFound = (args: Record<string, unknown>) =>
    `${credential.label} ${String(args[credential.idParam])}${owner === 'user' ? ` of user ${String(args.user_id)}` : ''}`;
  const list = defineAction({
    id: ids.list,
    description: `List ${whose} ${credential.label}s.`,
    input: z.object({ ...one, ...credential.listParams[owner] }).strict(),
    gitlab: restUnlessRecorded(ids.list, `GET ${base}`),
    // GitLab lists keys and emails in its own order (doc/api/user_keys.md, user_email_addresses.md).
    ...('order_by' in credential.listParams[owner]
      ? { unsupported: { params: NO_ORDER, endpoint: `GET ${base}` } }
      : {}),
    answer: { list: credential.kind },
    content: 'list',
    resource: null,
    nextSteps: [{ action: ids.add, text: `add a ${credential.label}` }],
    aliases: credential.aliases,
    // Reading another user's emails is for administrators; their keys are public.
    admin: admin && credential.kind === 'user_email',
  });
  const get =
    ids.get === undefined
      ? []
      : [
          defineAction({
            id: ids.get,
            description: `Get one of ${whose} ${credential.label}s by ID.`,
            input: z.object({ ...one, ...id }).strict(),
            gitlab: restUnlessRecorded(ids.get, `GET ${base}/{${credential.idParam}}`),
            answer: { object: credential.kind, notFound },
            content: 'detail',
            resource: null,
            nextSteps: [{ action: ids.delete, text: `delete the ${credential.label}` }],
            aliases: [],
          }),
        ];
  return [
    list,
    ...get,
    defineAction({
      id: ids.add,
      description: `Add a ${credential.label} to ${whose} account${admin ? ' (admin)' : ''}.`,
      input: z.object({ ...one, ...credential.fields }).strict(),
      ...(owner === 'current' && credential.userOnlyFields
        ? { unsupported: { params: credential.userOnlyFields, endpoint: `GitLab's POST ${base}` } }
        : {}),
      answer: { object: credential.kind },
      content: 'mutate',
      classification: CREATES,
      resource: null,
      nextSteps: [{ action: ids.list, text: `see ${whose} ${credential.label}s` }],
      aliases: [],
      admin,
    }),
    defineAction({
      id: ids.delete,
      description: `Delete a ${credential.label} from ${whose} account${admin ? ' (admin)' : ''}.`,
      input: z.object({ ...one, ...id }).strict(),
      answer: COMPLETED,
      content: 'mutate',
      resource: null,
      nextSteps: [{ action: ids.list, text: `see the ${credential.label}s that remain` }],
      aliases: [],
      admin,
    }),
  ];
}

/** The quirks catalog.json records: the emails of "a user" default to your own, and get_email's ID is optional. */
function catalogShape(action: ActionSpec): ActionSpec {
  if (action.id === 'user.emails_for_user') {
    const template: RestTemplate = 'GET /users/{user_id}/emails';
    return {
      ...action,
      description: "List a user's email addresses (admin), or yours without user_id.",
      input: action.input.extend({ user_id: userId.optional() }).strict(),
      gitlab: {
        rest: template,
        route: (args: { user_id?: number }) => (args.user_id === undefined ? 'GET /user/emails' : template),
      },
    } as ActionSpec;
  }
  if (action.id === 'user.get_email') {
    return {
      ...action,
      input: z
        .object({ email_id: integer('email address ID, from user.emails').optional() })
        .strict()
        .refine((args) => args.email_id !== undefined, {
          message: 'email_id is required: user.emails lists the IDs',
          path: ['email_id'],
        }),
    };
  }
  return action;
}

/** Your own and any user's emails, SSH keys and GPG keys (https://docs.gitlab.com/api/user_keys/, /user_email_addresses/). */
export const userCredentialActions = [
  ...CREDENTIALS.flatMap((credential) =>
    (['current', 'user'] as const).flatMap((owner) => credentialActions(credential, owner).map(catalogShape)),
  ),
  defineAction({
    id: 'user.key_get_with_user',
    description: 'Get an SSH key by its ID together with the user who owns it (admin).',
    input: z.object({ key_id: integer('SSH key ID') }).strict(),
    answer: { object: 'ssh_key', notFound: (args) => `SSH key ${args.key_id}` },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'user.get', text: 'see the owner in full' }],
    aliases: ['whose key'],
    admin: true,
  }),
  defineAction({
    id: 'user.key_get_by_fingerprint',
    description: 'Find which user owns an SSH key from its fingerprint, MD5 or SHA256 (admin).',
    input: z.object({ fingerprint: text('Key fingerprint, e.g. SHA256:… or ba:81:…') }).strict(),
    answer: { object: 'ssh_key', notFound: (args) => `SSH key with fingerprint ${args.fingerprint}` },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'user.get', text: 'see the owner in full' }],
    aliases: ['who owns this key', 'fingerprint lookup'],
    admin: true,
  }),
];
