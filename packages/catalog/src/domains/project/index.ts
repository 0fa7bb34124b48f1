/** @module The project domain's actions, by topic. */
export { projectApprovalActions } from './approvals.js';
export { projectCoreActions } from './core.js';
export { projectExportImportActions } from './export-import.js';
export { projectMaintenanceActions } from './maintenance.js';
export { projectMirrorActions } from './mirrors.js';
export { projectPagesActions } from './pages.js';
export { projectSocialActions } from './social.js';
export { projectTargetBranchRuleActions } from './target-branch-rules.js';
