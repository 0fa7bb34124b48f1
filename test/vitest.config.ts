import { workspaceProject } from '../vitest.project.js';

export default workspaceProject('e2e', {
  include: ['**/*.test.ts'],
  testTimeout: 30_000,
  // Issue 11: every server's stderr and every message its clients receive is scanned for tokens after the run.
  globalSetup: ['./hardening/secrets-scan.ts'],
  // The files share one module graph per worker: each starts its own sandboxes and server processes, and what they
  // import (the catalog, the sandbox and its GraphQL schema, the SDK) holds no state a test changes, so loading it
  // once per worker instead of once per file saves about a third of the project's CPU time. The one piece of
  // per-file state, the tokens a file adds to the secrets scan, is kept by file (hardening/secrets-tee.ts).
  isolate: false,
});
