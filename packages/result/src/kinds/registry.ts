/** Every kind with a written spec, by name. Kinds not here get a generic spec guessed from their data. */
import type { GitLabObject } from '../result.js';
import { branchKind } from './branch.js';
import { branchRuleKind } from './branch-rule.js';
import { commitKind } from './commit.js';
import { genericKind } from './generic-kind.js';
import { issueKind } from './issue.js';
import { jobKind } from './job.js';
import { jobTraceKind } from './job-trace.js';
import type { KindRegistry, KindSpec } from './kind-spec.js';
import { labelKind } from './label.js';
import { mergeRequestKind } from './merge-request.js';
import { milestoneKind } from './milestone.js';
import { noteKind } from './note.js';
import { pipelineKind } from './pipeline.js';
import { projectKind } from './project.js';
import {
  accessLevelKind,
  protectedBranchKind,
  protectedTagKind,
  tagSignatureKind,
} from './protected-branch.js';
import { releaseKind } from './release.js';
import { searchProjectKind } from './search-project.js';
import { actionKind, healthCheckKind, safeModePreviewKind, serverStatusKind } from './server.js';
import { tagKind } from './tag.js';
import { userKind } from './user.js';

/** Builds a registry; a name given twice is a mistake caught at start-up. */
export function kindRegistry(kinds: readonly KindSpec[]): KindRegistry {
  const registry = new Map<string, KindSpec>();
  for (const kind of kinds) {
    if (registry.has(kind.name)) throw new Error(`Object kind '${kind.name}' is declared twice`);
    registry.set(kind.name, kind);
  }
  return registry;
}

export const DEFAULT_KINDS: KindRegistry = kindRegistry([
  accessLevelKind,
  actionKind,
  branchKind,
  branchRuleKind,
  commitKind,
  issueKind,
  jobKind,
  jobTraceKind,
  labelKind,
  mergeRequestKind,
  milestoneKind,
  noteKind,
  healthCheckKind,
  pipelineKind,
  projectKind,
  protectedBranchKind,
  protectedTagKind,
  releaseKind,
  safeModePreviewKind,
  searchProjectKind,
  serverStatusKind,
  tagKind,
  tagSignatureKind,
  userKind,
]);

/** The spec of a kind: the registered one, or one guessed from a sample object. */
export function kindFor(registry: KindRegistry, name: string, sample?: GitLabObject, key?: string): KindSpec {
  return registry.get(name) ?? genericKind(name, sample, key);
}
