import { workspaceProject } from '../vitest.project.js';

export default workspaceProject('e2e', { include: ['**/*.test.ts'], testTimeout: 30_000 });
