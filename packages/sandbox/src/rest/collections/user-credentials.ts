import { createHash } from 'node:crypto';
import { validationFailed } from '../../http/errors.js';
import type { PlainRow } from '../../store/rows.js';
import { nextId } from '../../store/state.js';
import type { Collection, CollectionContext } from '../collection.js';
import { str } from '../params.js';
import { without } from '../shapes.js';

/**
 * A user's emails, SSH keys and GPG keys (https://docs.gitlab.com/api/user_keys/,
 * https://docs.gitlab.com/api/user_email_addresses/): stored once per credential, served under `/user/…` for the
 * token's user and under `/users/:id/…` for anyone. GitLab's JSON leaves out the owner.
 */
interface Credential {
  table: string;
  path: string;
  notFound: string;
  required: string[];
  /** The credential's own fields from a create's params. */
  fields: (params: Record<string, unknown>, ctx: CollectionContext) => PlainRow;
  /** A refusal before creating (an email or a key already taken). */
  unique: string;
}

function ownerOf(ctx: CollectionContext): number {
  return ctx.scope.kind === 'user' ? ctx.scope.user.id : ctx.auth.user.id;
}

/** The collection of one credential for one owner: `user` (`/users/:id/<path>`) or the token's user (`/user/<path>`). */
function credentialCollection(credential: Credential, owner: 'self' | 'user'): Collection<PlainRow> {
  const table = (state: CollectionContext['state']) => (state.plain[credential.table] ??= []);
  return {
    path: owner === 'self' ? `user/${credential.path}` : credential.path,
    scopes: [owner === 'self' ? 'root' : 'user'],
    key: { param: 'credential_id', get: (row) => Number(row.id) },
    notFound: credential.notFound,
    table: (state) => (state.plain[credential.table] ??= []),
    inScope: (row, scope) => scope.kind !== 'user' || row.user_id === scope.user.id,
    rows: (ctx) => table(ctx.state).filter((row) => row.user_id === ownerOf(ctx)),
    serialize: (row) => without(row, 'user_id'),
    create: {
      required: credential.required,
      check: (params, ctx) =>
        table(ctx.state).some((row) => row[credential.unique] === params[credential.unique])
          ? validationFailed({ [credential.unique]: ['has already been taken'] })
          : undefined,
      build: (params, ctx) => ({
        id: nextId(ctx.state, credential.table, table(ctx.state)),
        user_id: ownerOf(ctx),
        ...credential.fields(params, ctx),
      }),
    },
    remove: true,
  };
}

/** MD5 and SHA256 fingerprints of an OpenSSH public key, as GitLab shows them. */
export function sshFingerprints(key: string): { fingerprint: string; fingerprint_sha256: string } {
  const blob = Buffer.from(key.trim().split(/\s+/)[1] ?? '', 'base64');
  const md5 = createHash('md5').update(blob).digest('hex');
  const sha = createHash('sha256').update(blob).digest('base64').replace(/=+$/, '');
  return { fingerprint: md5.replace(/(..)(?!$)/g, '$1:'), fingerprint_sha256: `SHA256:${sha}` };
}

const EMAILS: Credential = {
  table: 'user_emails',
  path: 'emails',
  notFound: 'Email',
  required: ['email'],
  unique: 'email',
  // skip_confirmation (admins) marks it confirmed at once; otherwise GitLab waits for the user to confirm.
  fields: (params, ctx) => ({
    email: str(params.email),
    confirmed_at: params.skip_confirmation === true ? ctx.state.now() : null,
  }),
};

const SSH_KEYS: Credential = {
  table: 'user_ssh_keys',
  path: 'keys',
  notFound: 'Key',
  required: ['title', 'key'],
  unique: 'key',
  fields: (params, ctx) => ({
    title: str(params.title),
    key: str(params.key),
    created_at: ctx.state.now(),
    expires_at: str(params.expires_at) ?? null,
    usage_type: str(params.usage_type) ?? 'auth_and_signing',
  }),
};

const GPG_KEYS: Credential = {
  table: 'user_gpg_keys',
  path: 'gpg_keys',
  notFound: 'GPG Key',
  required: ['key'],
  unique: 'key',
  fields: (params, ctx) => ({ key: str(params.key), created_at: ctx.state.now() }),
};

/** The `/users/:id/keys` collection is the shared plain one (collections/content.ts); the rest are here. */
export const userCredentialCollections: Collection<PlainRow>[] = [
  credentialCollection(EMAILS, 'self'),
  { ...credentialCollection(EMAILS, 'user'), admin: true },
  credentialCollection(SSH_KEYS, 'self'),
  credentialCollection(GPG_KEYS, 'self'),
  credentialCollection(GPG_KEYS, 'user'),
];
