import { integer, integerOf, text } from '../../params.js';

/** Parameters the access actions share. */

/** GitLab's role levels (https://docs.gitlab.com/api/members/#roles). */
export const accessLevel = integerOf(
  [10, 15, 20, 30, 40, 50],
  'Role: 10 Guest, 15 Planner, 20 Reporter, 30 Developer, 40 Maintainer, 50 Owner',
);
export const userId = integer('User ID');
export const tokenId = integer('Token ID, from the list');
export const expiresAt = text('Expiry date (YYYY-MM-DD)');
