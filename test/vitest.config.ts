import { workspaceProject } from '../vitest.project.js';

export default workspaceProject('e2e', {
  include: ['**/*.test.ts'],
  testTimeout: 30_000,
  // Issue 11: every server's stderr and every message its clients receive is scanned for tokens after the run.
  globalSetup: ['./hardening/secrets-scan.ts'],
});
