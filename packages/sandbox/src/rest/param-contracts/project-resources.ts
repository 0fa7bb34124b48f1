import type { ParamContract } from '../../http/param-contract.js';
import { boolean, file, required, string } from './spec.js';

/*
 * Reads of a project's own resources whose writes already have tables: doc/api/repository_files.md (a file and its
 * raw content), doc/api/feature_flags.md and doc/api/feature_flag_user_lists.md (one flag, one list),
 * doc/api/cluster_agents.md (agents and their tokens), and doc/api/secure_files.md.
 */

const agent = '/projects/:id/cluster_agents/:agent_id';

export const projectResourceContracts: Record<string, ParamContract> = {
  // "Get file from repository": the ref is required (`HEAD` names the default branch).
  'GET /projects/:id/repository/files/:file_path': { ref: required(string) },
  // "Get raw file from repository": the ref defaults to HEAD; `lfs` asks for the LFS object, not its pointer.
  'GET /projects/:id/repository/files/:file_path/raw': { ref: string, lfs: boolean },
  'GET /projects/:id/feature_flags/:feature_flag_name': {},
  'DELETE /projects/:id/feature_flags/:feature_flag_name': {},
  'GET /projects/:id/feature_flags_user_lists/:iid': {},
  'DELETE /projects/:id/feature_flags_user_lists/:iid': {},
  'GET /projects/:id/cluster_agents': {},
  [`GET ${agent}`]: {},
  [`DELETE ${agent}`]: {},
  [`GET ${agent}/tokens`]: {},
  [`GET ${agent}/tokens/:token_id`]: {},
  [`DELETE ${agent}/tokens/:token_id`]: {},
  'GET /projects/:id/secure_files': {},
  'GET /projects/:id/secure_files/:secure_file_id': {},
  'POST /projects/:id/secure_files': { name: required(string), file: required(file) },
  'DELETE /projects/:id/secure_files/:secure_file_id': {},
};
