#!/usr/bin/env node
import { parseArgs } from 'node:util';
import { startSandbox } from './start-sandbox.js';
import type { Tier } from './types.js';

const TIERS: readonly Tier[] = ['free', 'premium', 'ultimate'];

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: '0' },
    host: { type: 'string', default: '127.0.0.1' },
    tier: { type: 'string', default: 'ultimate' },
    'external-url': { type: 'string' },
    now: { type: 'string' },
  },
});

const tier = values.tier as Tier;
if (!TIERS.includes(tier)) {
  process.stderr.write(`gitlab-sandbox: --tier must be one of ${TIERS.join(', ')}\n`);
  process.exit(2);
}

const sandbox = await startSandbox({
  tier,
  host: values.host,
  port: Number(values.port),
  ...(values['external-url'] === undefined ? {} : { externalUrl: values['external-url'] }),
  ...(values.now === undefined ? {} : { now: values.now }),
});
// One fact per line, so scripts can `eval`/grep them.
process.stdout.write(`GITLAB_URL=${sandbox.url}\nGITLAB_TOKEN=${sandbox.tokens.api}\n`);

const stop = () => {
  void sandbox.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
