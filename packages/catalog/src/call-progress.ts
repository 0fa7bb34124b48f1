import type { RestDownload } from '@gitlab-mcp/rest';
import type { ActionContext } from './action.js';

/** A download reports again once this many more bytes have arrived (and once more at its end). */
const BYTES_BETWEEN_REPORTS = 1024 ** 2;

/**
 * Who is reporting, from the least to the most informed: the requests a local call makes, the bytes of a file on
 * its way, the action's own count (polls of a wait, links of a batch). Once a better-informed source has spoken,
 * the others are quiet: one call's notifications keep one scale.
 */
const RANK = { requests: 0, bytes: 1, action: 2 } as const;
type Source = keyof typeof RANK;

/**
 * The progress of one call, as MCP notifications/progress tell it (sent only when the client gave a progress
 * token; `send` is a no-op otherwise). The action's `context.progress` reports on its own scale; the context
 * itself reports the steps of a local call that makes several GitLab requests, a download's bytes as they arrive
 * and an upload's bytes before and once sent, so every call that waits says how far it has come without each
 * action doing it. The value only grows, as the specification requires: a report that would not is dropped.
 */
export class CallProgress {
  private source: Source = 'requests';
  private last = -1;
  private requests = 0;

  constructor(private readonly send: ActionContext['progress']) {}

  /** The action's own report (ActionContext.progress): its scale takes over from the automatic ones. */
  readonly report: ActionContext['progress'] = (done, total, message) =>
    this.emit('action', done, total, message);

  /** Before each GitLab request of a local call: from the second one on, how many went before it. */
  request(label: string): void {
    this.requests += 1;
    if (this.requests > 1)
      this.emit('requests', this.requests - 1, null, `GitLab request ${this.requests}: ${label}`);
  }

  /** Sends a request whose body carries files: their bytes before it leaves, and once GitLab has answered. */
  async upload<T>(label: string, body: unknown, send: () => Promise<T>): Promise<T> {
    const bytes = fileBytesOf(body);
    if (bytes === null) return send();
    this.emit('bytes', 0, bytes, `sending ${bytes} bytes: ${label}`);
    const answer = await send();
    this.emit('bytes', bytes, bytes, `sent ${bytes} bytes: ${label}`);
    return answer;
  }

  /** The download with its body counted as it is read: a report every megabyte, and at its end. */
  download(label: string, download: RestDownload): RestDownload {
    const { size } = download;
    const of = size === null ? '' : ` of ${size}`;
    let received = 0;
    let next = BYTES_BETWEEN_REPORTS;
    this.emit('bytes', 0, size, `receiving ${label}`);
    const counted = new TransformStream<Uint8Array, Uint8Array>({
      transform: (chunk, controller) => {
        received += chunk.byteLength;
        if (received >= next) {
          next = received + BYTES_BETWEEN_REPORTS;
          this.emit('bytes', received, size, `received ${received}${of} bytes: ${label}`);
        }
        controller.enqueue(chunk);
      },
      flush: () => this.emit('bytes', received, size, `received ${received}${of} bytes: ${label}`),
    });
    return { ...download, body: download.body.pipeThrough(counted) };
  }

  private emit(source: Source, done: number, total: number | null, message: string): void {
    if (RANK[source] < RANK[this.source]) return;
    this.source = source;
    if (done <= this.last) return;
    this.last = done;
    this.send(done, total, message);
  }
}

/** The bytes of the files a request body carries (a Blob, or a form's Blobs); null when it carries none. */
function fileBytesOf(body: unknown): number | null {
  if (body instanceof Blob) return body.size;
  if (!(body instanceof FormData)) return null;
  let bytes: number | null = null;
  for (const value of body.values()) if (value instanceof Blob) bytes = (bytes ?? 0) + value.size;
  return bytes;
}
