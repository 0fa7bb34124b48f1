/** A progress notification's fields, as both SDK lines' `Progress` carry them. */
export interface WireProgress {
  progress: number;
  total?: number;
  message?: string;
}

/** What both SDK lines' clients have in common: the transport they read messages from. */
interface TappableClient {
  readonly transport?: { onmessage?: (message: never, extra?: never) => void } | undefined;
}

/**
 * Runs `call` and returns, beside its answer, the progress notifications that reached the client's transport while
 * it ran. Read off the wire rather than through the call's `onprogress`: both SDK lines run a notification's handler
 * a microtask late, so when the last progress and the result arrive in one read (a loaded machine) the client has
 * already dropped the call's handler, and the progress with it, though the server sent it first.
 */
export async function withProgressOnTheWire<T>(
  client: TappableClient,
  call: () => Promise<T>,
): Promise<{ result: T; seen: WireProgress[] }> {
  const transport = client.transport as { onmessage?: (message: unknown, extra?: unknown) => void };
  const deliver = transport.onmessage!;
  const seen: WireProgress[] = [];
  transport.onmessage = (message, extra) => {
    const notification = message as { method?: string; params?: WireProgress };
    if (notification.method === 'notifications/progress') {
      const { progress, total, message: text } = notification.params!;
      seen.push({
        progress,
        ...(total === undefined ? {} : { total }),
        ...(text === undefined ? {} : { message: text }),
      });
    }
    deliver(message, extra);
  };
  try {
    return { result: await call(), seen };
  } finally {
    transport.onmessage = deliver;
  }
}
