import type * as RateLimiterFlexible from 'rate-limiter-flexible';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Redis as RedisClient } from 'ioredis';
import type { Logger } from '../logging/logger.js';

/** Takes one call from a credential's allowance: 0 when it may go on, else the seconds to wait. */
export interface CallLimiter {
  take(credential: string): Promise<number>;
  close(): Promise<void>;
}

export interface CallLimiterOptions {
  rps: number;
  burst: number;
  /** When set, every server instance pointing at this Redis shares one allowance per credential. */
  redisUrl: string;
  logger: Logger;
}

const UNLIMITED: CallLimiter = { take: async () => 0, close: async () => undefined };

/**
 * Calls that reach GitLab, per credential: `rps` a second with bursts up to `burst`. With Redis the count is shared
 * by every instance behind a load balancer; if Redis is unreachable, each instance falls back to its own count
 * rather than refusing or letting everything through.
 */
export async function createCallLimiter(options: CallLimiterOptions): Promise<CallLimiter> {
  if (options.rps === 0) return UNLIMITED;
  // Loaded only when a limit is set (the default is none): its index brings every store it supports, from SQLite to
  // DynamoDB, about 60 kB that HTTP mode parsed before listening. CommonJS: an ES import sees it as `default`.
  const { default: limiters } = (await import('rate-limiter-flexible')) as unknown as {
    default: typeof RateLimiterFlexible;
  };
  const { BurstyRateLimiter, RateLimiterMemory, RateLimiterRedis, RateLimiterRes } = limiters;
  // Whole points per whole seconds: 0.5 per second is 1 point every 2 seconds.
  const rate =
    options.rps >= 1
      ? { points: Math.round(options.rps), duration: 1 }
      : { points: 1, duration: Math.ceil(1 / options.rps) };
  const burstSeconds = Math.max(1, Math.ceil(options.burst / options.rps));
  let redis: { quit(): Promise<unknown>; on(event: 'error', listener: (error: Error) => void): void } | null =
    null;
  let limiter: RateLimiterAbstract;
  if (options.redisUrl) {
    // ioredis is CommonJS: its class is the module itself, which an ES import sees as `default`.
    const { default: Redis } = (await import('ioredis')) as unknown as {
      default: typeof RedisClient;
    };
    const client = new Redis(options.redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
    client.on('error', (error: Error) => options.logger.warn('redis unavailable', { error: error.message }));
    redis = client;
    const shared = (keyPrefix: string, points: number, duration: number) =>
      new RateLimiterRedis({
        storeClient: client,
        keyPrefix,
        points,
        duration,
        insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration }),
      });
    limiter = new BurstyRateLimiter(
      shared('gitlab-mcp-rps', rate.points, rate.duration),
      shared('gitlab-mcp-burst', options.burst, burstSeconds),
    ) as unknown as RateLimiterAbstract;
  } else {
    limiter = new BurstyRateLimiter(
      new RateLimiterMemory(rate),
      new RateLimiterMemory({ points: options.burst, duration: burstSeconds }),
    ) as unknown as RateLimiterAbstract;
  }
  return {
    async take(credential) {
      try {
        await limiter.consume(credential);
        return 0;
      } catch (rejection) {
        if (rejection instanceof RateLimiterRes) return Math.max(1, Math.ceil(rejection.msBeforeNext / 1000));
        throw rejection;
      }
    },
    async close() {
      await redis?.quit().catch(() => undefined);
    },
  };
}
