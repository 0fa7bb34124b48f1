import { jobArtifactActions } from './artifacts.js';
import { jobCoreActions } from './jobs.js';
import { jobTokenScopeActions } from './token-scope.js';

/** Every job action, one sub-resource file after another. */
export const jobActions = [...jobCoreActions, ...jobArtifactActions, ...jobTokenScopeActions];
