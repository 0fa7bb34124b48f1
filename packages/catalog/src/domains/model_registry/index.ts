/** @module The `model_registry` domain: files of machine-learning model versions. */
export { modelRegistryActions } from './download.js';
