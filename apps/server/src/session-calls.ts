// The path of a session's calls: the executor, the renderer and the result kinds behind them (about 250 kB once
// bundled). open-session.ts imports this module on a session's first call, so none of it is parsed before the
// first tools/list.
export { callTool } from './call-tool.js';
export { readResource } from './resources/read-resource.js';
export { sessionPrompts } from './prompts/prompt-host.js';
