import { workspaceProject } from '../../vitest.project.js';

// The modules hold no state a test can change (each sandbox owns its store; the schema cache is read-only), so test
// files share one module registry per worker: modules load and the GraphQL schema builds once, not once per file.
export default workspaceProject('sandbox', { isolate: false });
