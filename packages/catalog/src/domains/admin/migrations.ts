import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import { integer, text } from '../../params.js';

/**
 * Marks a database migration as done without running it (https://docs.gitlab.com/api/database_migrations/), for
 * administrators repairing a failed upgrade; GitLab will never run it afterwards, hence destructive.
 */
export const databaseMigrationActions = [
  defineAction({
    id: 'admin.db_migration_mark',
    description:
      'Mark a database migration as already run, so GitLab skips it (administrators; use with care).',
    input: z
      .object({
        version: integer('Migration version, the timestamp in its file name, e.g. 20250301123456'),
        database: text('Database it belongs to: main (default), ci, sec or embedding').optional(),
      })
      .strict(),
    gitlab: { rest: 'POST /admin/migrations/{version}/mark' },
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'admin.app_statistics_get', text: 'check the instance' }],
    aliases: ['skip migration'],
    admin: true,
  }),
];
