/**
 * The secrets scan's recorder (issue 11). The end-to-end harnesses hand it every server process's stderr and every
 * JSON-RPC message their clients receive (results, errors, notifications). Each piece is checked for the tokens
 * the run uses as it arrives, and appended to a file under the run's directory; closing the recorder rejects when
 * a token was seen, so the harness's close fails the test file that leaked. `secrets-scan.ts` opens the run and
 * reads every file again once the run is over. Outside such a run (no directory in the environment) nothing is
 * recorded.
 */
import { createWriteStream, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Transport } from '@modelcontextprotocol/sdk/shared/transport.js';
import { expect } from 'vitest';

/** Set by the e2e project's global setup to the run's directory. */
export const RUN_DIR_ENV = 'GITLAB_MCP_SECRETS_RUN_DIR';

/** The file of the run directory listing the tokens to look for, one a line. */
export const TOKENS_FILE = 'tokens.txt';

/** Where one server process's output goes: its stderr and what its clients received. */
export interface Tee {
  stderr(chunk: string): void;
  /** Wraps a connected client transport so every message it delivers is recorded too. */
  messages(transport: Transport): void;
  /** Flushes the recording; rejects, naming where, when a token was seen in it. */
  close(): Promise<void>;
}

const NO_TEE: Tee = { stderr: () => undefined, messages: () => undefined, close: async () => undefined };

let opened = 0;
/** The run's tokens, read once per test worker. */
let runTokens: readonly string[] | undefined;
/**
 * Tokens each test file added, by file: a worker runs many files in one module graph (the e2e project does not
 * isolate them), so what one file adds must not be looked for in the next file's recordings.
 */
const addedByFile = new Map<string, readonly string[]>();

/** A recorder for one server process, named for the file it writes (`stdio`, `http`). */
export function openTee(kind: string): Tee {
  const dir = process.env[RUN_DIR_ENV];
  if (!dir) return NO_TEE;
  opened += 1;
  const name = `${kind}-${process.pid}-${opened}.log`;
  const out = createWriteStream(join(dir, name));
  const seen = new Set<string>();
  // The end of the previous stderr chunk, so a token split across two chunks is still seen.
  let tail = '';
  // A server may still write after its harness closed the recording (a late log line): that part is dropped.
  const write = (text: string) => {
    if (!out.writableEnded) out.write(text);
  };
  const check = (text: string) => {
    for (const token of tokens()) if (text.includes(token)) seen.add(`${token.slice(0, 6)}…`);
  };
  return {
    stderr(chunk) {
      check(tail + chunk);
      tail = chunk.slice(-64);
      write(chunk);
    },
    messages(transport) {
      const deliver = transport.onmessage;
      transport.onmessage = (message, extra) => {
        const line = JSON.stringify(message);
        check(line);
        write(`${line}\n`);
        deliver?.(message, extra);
      };
    },
    async close() {
      if (!out.writableEnded) await new Promise<void>((resolve) => out.end(resolve));
      if (seen.size > 0)
        throw new Error(`secrets scan: ${[...seen].join(', ')} appeared in what this server wrote (${name})`);
    },
  };
}

/**
 * Adds tokens a test file creates and hands its servers, looked for in that file's recordings only: the sandbox
 * makes such tokens deterministically, so another file's sandbox may rightly show the same value once, in the
 * answer of the action that created it.
 */
export function recordTokens(added: readonly string[]): void {
  if (!process.env[RUN_DIR_ENV]) return;
  const file = currentFile();
  addedByFile.set(file, [...(addedByFile.get(file) ?? []), ...added]);
}

/** The test file the worker is running now. */
function currentFile(): string {
  return expect.getState().testPath ?? '';
}

/** The run's tokens and those the running test file added. */
function tokens(): readonly string[] {
  const dir = process.env[RUN_DIR_ENV];
  runTokens ??= dir ? readTokens(dir) : [];
  const added = addedByFile.get(currentFile());
  return added ? [...runTokens, ...added] : runTokens;
}

/** The run's tokens; too short a string would match by chance, so none under 8 characters is kept. */
export function readTokens(dir: string): string[] {
  const lines = readFileSync(join(dir, TOKENS_FILE), 'utf8').split('\n');
  return [...new Set(lines.filter((token) => token.length >= 8))];
}
