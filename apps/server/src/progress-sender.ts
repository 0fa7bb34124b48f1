import type { Logger } from './logging/logger.js';
import type { Progress } from './call-context.js';

interface ProgressNotification {
  method: 'notifications/progress';
  params: { progressToken: string | number; progress: number; total?: number; message: string };
}

/** A call's progress as notifications/progress to the client, when the call carried a progress token. */
export function progressSender(
  token: string | number | undefined,
  send: (notification: ProgressNotification) => Promise<void>,
  logger: Logger,
): Progress {
  if (token === undefined) return () => undefined;
  return (done, total, message) =>
    void send({
      method: 'notifications/progress',
      params: { progressToken: token, progress: done, ...(total === null ? {} : { total }), message },
    }).catch((error: unknown) => logger.debug('progress not sent', { error }));
}
