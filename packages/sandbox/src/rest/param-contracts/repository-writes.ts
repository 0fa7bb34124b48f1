import type { ParamContract } from '../../http/param-contract.js';
import { boolean, hashList, integer, number, oneOf, required, string } from './spec.js';

// doc/api/repository_files.md, "Create new file in repository", "Update existing file in repository".
const fileWrite: ParamContract = {
  branch: required(string),
  start_branch: string,
  encoding: oneOf('text', 'base64'),
  author_email: string,
  author_name: string,
  content: required(string),
  commit_message: required(string),
  execute_filemode: boolean,
};

export const repositoryWriteContracts: Record<string, ParamContract> = {
  'POST /projects/:id/repository/files/:file_path': fileWrite,
  'PUT /projects/:id/repository/files/:file_path': { ...fileWrite, last_commit_id: string },
  // doc/api/repository_files.md, "Delete existing file in repository".
  'DELETE /projects/:id/repository/files/:file_path': {
    branch: required(string),
    start_branch: string,
    author_email: string,
    author_name: string,
    commit_message: required(string),
    last_commit_id: string,
  },
  // doc/api/commits.md, "Create a commit with multiple files and actions".
  'POST /projects/:id/repository/commits': {
    branch: required(string),
    commit_message: required(string),
    start_branch: string,
    start_sha: string,
    start_project: string,
    actions: required(hashList),
    author_email: string,
    author_name: string,
    stats: boolean,
    force: boolean,
  },
  // doc/api/repositories.md, "Compare branches, tags or commits", "List repository tree".
  'GET /projects/:id/repository/compare': {
    from: required(string),
    to: required(string),
    from_project_id: integer,
    straight: boolean,
    unidiff: boolean,
  },
  'GET /projects/:id/repository/tree': { path: string, ref: string, recursive: boolean, page_token: string },
  // doc/api/commits.md, "Set the pipeline status of a commit".
  'POST /projects/:id/statuses/:sha': {
    state: required(oneOf('pending', 'running', 'success', 'failed', 'canceled', 'skipped')),
    ref: string,
    name: string,
    context: string,
    target_url: string,
    description: string,
    coverage: number,
    pipeline_id: integer,
  },
};
