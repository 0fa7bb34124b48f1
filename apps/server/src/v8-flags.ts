// V8's flags for this process, set when this module runs: the bin imports it first, so they are set before any
// other module of the server runs (in the bundle, before any other module's code).
import { setFlagsFromString } from 'node:v8';

// V8 would grow the young generation while the SDK, the clients and the catalog's summaries load, and keep it.
// Measured after tools/list: 3.5 MB less resident on stdio, 11 MB less under HTTP load, no change in HTTP
// throughput. It must come first: set after the first loads, it made things worse.
setFlagsFromString('--semi-space-growth-factor=1');
// A client makes a few calls per process, so most calls land while V8 still tiers code up: with its default budget,
// TurboFan optimised the call path during the first hundred calls, and compiling cost more than the optimised code
// saved. Measured (test/bench/cpu-per-call.mjs, 5 warm-up then 100 branch.list calls, CPU a call): stdio 1.6-1.7 ms,
// 1.2-1.4 ms with four times V8's default budget (66 KiB of bytecode), as low as with TurboFan off; HTTP 2.0 -> 1.8.
// TurboFan still takes the code that stays hot: warmed up, stdio 1.22 -> 1.22 ms and HTTP 1.49 -> 1.37 ms a call.
setFlagsFromString('--interrupt-budget=270336');
