/** @module The template domain: file and description templates, and CI Lint. */
export { instanceTemplateActions } from './instance-templates.js';
export { lintActions } from './lint.js';
export { projectTemplateActions } from './project-templates.js';
