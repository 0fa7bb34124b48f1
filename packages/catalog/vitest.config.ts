import { workspaceProject } from '../../vitest.project.js';

export default workspaceProject('catalog');
