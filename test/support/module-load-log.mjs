// Given to a server with `--import`: every module the process loads is written to stderr as `module-load <url>`
// while it loads, so a test sees what a start-up parses. The hook runs on Node's loader thread, hence writeSync.
import { register } from 'node:module';

const LOADER = `import { writeSync } from 'node:fs';
export async function load(url, context, next) {
  writeSync(2, 'module-load ' + url + '\\n');
  return next(url, context);
}`;

register(`data:text/javascript,${encodeURIComponent(LOADER)}`);
