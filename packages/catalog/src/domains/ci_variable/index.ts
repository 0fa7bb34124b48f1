/** @module The ci_variable domain: CI/CD variables of projects, groups and the instance. */
export { groupVariableActions, instanceVariableActions, projectVariableActions } from './owners.js';
