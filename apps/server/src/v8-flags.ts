/**
 * V8's flags for serving, set before the SDK, the clients and the catalog load. Not at the very start: Node's v8
 * module costs ~3 ms of CPU to load (measured against a script that only writes a byte), which the stdio opening's
 * answer no longer waits for; `process.getBuiltinModule` loads it only when this runs.
 */
export function setV8Flags(transport: 'stdio' | 'http'): void {
  const { setFlagsFromString } = process.getBuiltinModule('node:v8');
  // Over stdio V8 would grow the young generation while the SDK, the clients and the catalog's summaries load, and
  // keep it: measured after tools/list, 3.5 MB less resident with a growth factor of 1. It must be set before
  // they load: set after, it made things worse. Over HTTP it is many callers' garbage, not one session's
  // start-up: V8's default (2) lets it grow, or scavenges take a sixth of the CPU under load.
  setFlagsFromString(`--semi-space-growth-factor=${transport === 'stdio' ? 1 : 2}`);
  // A client makes a few calls per process, so most calls land while V8 still tiers code up: with its default
  // budget, TurboFan optimised the call path during the first hundred calls, and compiling cost more than the
  // optimised code saved. Measured (test/bench/cpu-per-call.mjs, 5 warm-up then 100 branch.list calls, CPU a call):
  // stdio 1.6-1.7 ms, 1.2-1.4 ms with four times V8's default budget (66 KiB of bytecode), as low as with TurboFan
  // off; HTTP 2.0 -> 1.8. TurboFan still takes the code that stays hot: warmed up, stdio 1.22 -> 1.22 ms and HTTP
  // 1.49 -> 1.37 ms a call.
  setFlagsFromString('--interrupt-budget=270336');
}
