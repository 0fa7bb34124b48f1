// The path of a tenant's calls: the executor, the renderer and the result kinds behind them (about 250 kB once
// bundled). open-tenant.ts imports this module once the first tools/list is answered (or on a first call that
// comes without one), so none of it is parsed before that answer.
export { callTool } from './call-tool.js';
export { readResource } from './resources/read-resource.js';
export { tenantPrompts } from './prompts/prompt-host.js';
export { warmRenderer } from './warm-renderer.js';
