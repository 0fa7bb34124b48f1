import type { ParamContract } from '../../http/param-contract.js';
import { boolean, file, hash, integer, required, string } from './spec.js';

/*
 * File-based import and export: doc/api/project_import_export.md, doc/api/group_import_export.md and
 * doc/api/group_relations_export.md (direct transfer's per-relation export).
 */

export const importExportContracts: Record<string, ParamContract> = {
  // "Schedule an export": `upload` holds `url` (required when given) and `http_method` (PUT or POST).
  'POST /projects/:id/export': { description: string, upload: hash },
  'GET /projects/:id/export': {},
  'GET /projects/:id/export/download': {},
  'POST /projects/import': {
    file: required(file),
    path: required(string),
    name: string,
    namespace: string,
    override_params: hash,
    overwrite: boolean,
  },
  'GET /projects/:id/import': {},
  'POST /groups/:id/export': {},
  'GET /groups/:id/export/download': {},
  'POST /groups/import': {
    name: required(string),
    path: required(string),
    file: required(file),
    parent_id: integer,
  },
  'POST /groups/:id/export_relations': { batched: boolean },
  'GET /groups/:id/export_relations/status': { relation: string },
};
