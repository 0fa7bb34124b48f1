/** @module Runners, their tokens and jobs, and runner controllers. */
export { runnerControllerActions } from './controllers.js';
export { runnerActions } from './runners.js';
export { runnerTokenActions } from './tokens.js';
