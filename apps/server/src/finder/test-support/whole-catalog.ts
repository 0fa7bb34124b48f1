import { openCatalog } from '@gitlab-mcp/catalog';
import { ServedCatalog } from '../../served-catalog.js';

/** The catalog as an administrator's token on an Ultimate instance is served it: every action. */
export async function wholeCatalog(): Promise<ServedCatalog> {
  return new ServedCatalog(await openCatalog(), {
    tier: 'ultimate',
    readOnly: false,
    admin: true,
    excluded: [],
    grant: null,
  });
}
