import type { ParamContract } from '../../http/param-contract.js';
import { boolean, datetime, oneOf, required, sort, string } from './spec.js';

export const repositoryContracts: Record<string, ParamContract> = {
  // doc/api/branches.md, "List repository branches", "Create repository branch".
  'GET /projects/:id/repository/branches': {
    search: string,
    regex: string,
    sort: oneOf('name_asc', 'updated_asc', 'updated_desc'),
  },
  'POST /projects/:id/repository/branches': { branch: required(string), ref: required(string) },
  // doc/api/tags.md, "List project repository tags", "Create a new tag".
  'GET /projects/:id/repository/tags': {
    order_by: oneOf('name', 'updated', 'version'),
    sort,
    search: string,
  },
  'POST /projects/:id/repository/tags': {
    tag_name: required(string),
    ref: required(string),
    message: string,
  },
  // doc/api/commits.md, "List repository commits".
  'GET /projects/:id/repository/commits': {
    ref_name: string,
    since: datetime,
    until: datetime,
    path: string,
    author: string,
    all: boolean,
    with_stats: boolean,
    first_parent: boolean,
    order: oneOf('default', 'topo'),
    trailers: boolean,
  },
};
