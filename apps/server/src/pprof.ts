import type { Logger } from './logging/logger.js';
import { isLocalOnly, parseListenAddress } from './http/listen-address.js';

/**
 * `--pprof-addr` / GITLAB_MCP_PPROF_ADDR: the reference serves Go's profiler there, loopback only. Node's nearest
 * facility is its inspector (CPU and heap profiles from Chrome DevTools), opened on that address when it is a
 * loopback host:port; any other value is ignored with one warning line, never a refusal to start.
 */
export async function openProfiler(addr: string, logger: Logger): Promise<void> {
  const address = parseListenAddress(addr);
  if (!address || 'socketPath' in address || !isLocalOnly(address)) {
    logger.warn(
      '--pprof-addr ignored: the Node inspector opens only on a loopback host:port such as 127.0.0.1:6060',
      {
        pprof_addr: addr,
      },
    );
    return;
  }
  const inspector = await import('node:inspector');
  inspector.open(address.port, address.host);
  logger.info('node inspector listening (--pprof-addr): profile with chrome://inspect', {
    url: inspector.url(),
  });
}
