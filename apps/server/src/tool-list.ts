import { ICONS } from './icons.js';
import type { ProtocolTenant } from './protocol-tenant.js';

/** tools/list's answer, the same on every protocol revision. */
export async function toolList(tenant: Promise<ProtocolTenant>) {
  return { tools: (await (await tenant).tools()).map((tool) => ({ ...tool, icons: ICONS })) };
}
