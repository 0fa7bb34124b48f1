import { workspaceProject } from '../../vitest.project.js';

// The package is data and one pure lookup, with no mutable state: test files can share one module graph.
export default workspaceProject('gitlab-authz', { isolate: false });
