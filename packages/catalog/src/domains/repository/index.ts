export { repositoryBlobActions } from './blobs.js';
export { repositoryCommitNoteActions } from './commit-notes.js';
export { repositoryCommitActions } from './commits.js';
export { repositoryFileActions } from './files.js';
export { repositorySubmoduleActions } from './submodules.js';
