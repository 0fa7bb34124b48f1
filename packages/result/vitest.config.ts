import { workspaceProject } from '../../vitest.project.js';

// The package is pure and its modules hold no mutable state, so test files can share one module graph: without
// isolation the suite runs in well under two seconds instead of paying a fresh start-up per file.
export default workspaceProject('result', { isolate: false });
