import { ICONS } from './icons.js';
import type { ProtocolTenant } from './protocol-tenant.js';

/** tools/list's answer, the same on every protocol revision. */
export async function toolList(session: Promise<ProtocolSession>) {
  return { tools: (await (await session).tools()).map((tool) => ({ ...tool, icons: ICONS })) };
}
