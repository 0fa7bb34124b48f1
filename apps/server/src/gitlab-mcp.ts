#!/usr/bin/env -S node --
// `--` ends Node's own options: Node 20 otherwise reads `--env-file` anywhere on the command line as its own flag
// (exit 9, "node: x: not found") before this server sees it.
import { main } from './main.js';

// The bin's own file: in a bundle every module shares one import.meta.url, so no module asks "am I main?".
// No top-level await: the bundle makes this file CommonJS (apps/server/bundle.mjs).
void main(process.argv.slice(2)).then((code) => {
  process.exitCode = code;
  process.exit();
});
