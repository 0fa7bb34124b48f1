import { createHash } from 'node:crypto';
import { badRequest, validationFailed } from '../../http/errors.js';
import { isUploadedFile } from '../../http/multipart.js';
import type { PlainRow } from '../../store/rows.js';
import { nextId } from '../../store/state.js';
import type { SandboxState } from '../../store/state.js';
import { byProjectOrGroup, projectOf } from '../collection.js';
import type { Collection } from '../collection.js';
import { str } from '../params.js';
import { without } from '../shapes.js';

/*
 * A project's secure files (https://docs.gitlab.com/api/secure_files/), seeded in seed/admin-instance.ts.
 * GitLab keeps the file's bytes and answers their SHA-256; the sandbox keeps only the checksum. It parses
 * certificates and provisioning profiles into `metadata`; a file the sandbox receives gets none.
 */
const table = (state: SandboxState): PlainRow[] => (state.plain.secure_files ??= []);

export const secureFiles: Collection<PlainRow> = {
  path: 'secure_files',
  scopes: ['project'],
  key: { param: 'secure_file_id', get: (row) => Number(row.id) },
  notFound: 'Secure File',
  table,
  inScope: byProjectOrGroup,
  serialize: (row) => without(row, 'project_id'),
  list: {},
  create: {
    required: ['name', 'file'],
    check: (params, ctx) => {
      if (!isUploadedFile(params.file)) return badRequest('file is invalid');
      const project = projectOf(ctx).id;
      return table(ctx.state).some((row) => row.project_id === project && row.name === str(params.name))
        ? validationFailed({ name: ['has already been taken'] })
        : undefined;
    },
    build: (params, ctx) => {
      const name = str(params.name) ?? '';
      const data = isUploadedFile(params.file) ? params.file.data : '';
      return {
        id: nextId(ctx.state, 'secure_files', table(ctx.state)),
        project_id: projectOf(ctx).id,
        name,
        checksum: createHash('sha256').update(Buffer.from(data, 'base64')).digest('hex'),
        checksum_algorithm: 'sha256',
        created_at: ctx.state.now(),
        expires_at: null,
        metadata: null,
        file_extension: /\.([^.]+)$/.exec(name)?.[1] ?? null,
      };
    },
  },
  remove: true,
};
