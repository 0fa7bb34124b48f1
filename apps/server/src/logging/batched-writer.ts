/**
 * Log lines gathered over one turn of the event loop and written together. Node writes to a stderr that is a pipe
 * or a file synchronously, one system call per write: under HTTP load, where every call logs a line, that was a
 * measurable share of a call's CPU. A line waits at most until the loop's next check phase; lines still pending
 * when the process exits are written by its `exit` handler.
 */
export interface BatchedWriter {
  write(line: string): void;
  /** Writes what is pending now. */
  flush(): void;
}

export function batchedWriter(write: (text: string) => void): BatchedWriter {
  let pending: string[] = [];
  let scheduled = false;
  const flush = () => {
    scheduled = false;
    if (pending.length === 0) return;
    const text = pending.join('');
    pending = [];
    write(text);
  };
  process.once('exit', flush);
  return {
    write(line) {
      pending.push(line);
      if (scheduled) return;
      scheduled = true;
      setImmediate(flush);
    },
    flush,
  };
}
