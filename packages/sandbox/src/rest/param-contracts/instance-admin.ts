import type { ParamContract } from '../../http/param-contract.js';
import { boolean, file, hash, hashList, integer, list, omit, oneOf, required, sort, string } from './spec.js';

/*
 * Instance administration: doc/api/geo_sites.md (and GitLab's ee/lib/api/geo_sites.rb for a site's status),
 * doc/api/geo_nodes.md (with GitLab's ee/lib/api/geo_nodes.rb, whose update requires nothing the page marks required),
 * doc/api/appearance.md, doc/api/applications.md, doc/api/bulk_imports.md (direct-transfer migrations).
 */

// "Update a Geo site"; creating one also takes `primary` and `sync_object_storage`, and needs a name and URL.
const geoSite: ParamContract = {
  enabled: boolean,
  name: string,
  url: string,
  internal_url: string,
  files_max_capacity: integer,
  repos_max_capacity: integer,
  verification_max_capacity: integer,
  container_repositories_max_capacity: integer,
  selective_sync_type: oneOf('namespaces', 'shards'),
  selective_sync_shards: list,
  selective_sync_namespace_ids: list,
  minimum_reverification_interval: integer,
  blob_download_timeout: integer,
};

// "Create a new Geo node" and "Edit a Geo node": a site's settings but the blob download timeout, which the nodes
// API never took; an update may also switch object storage replication.
const geoNode = omit(geoSite, 'blob_download_timeout');

// "List all group or project migrations" and their entities. GitLab takes the status names of its migration states
// (BulkImport.all_human_statuses), which the page lists only in part, so the value is left unchecked.
const migrationList: ParamContract = { sort, status: string };

export const instanceAdminContracts: Record<string, ParamContract> = {
  'GET /geo_sites': {},
  'GET /geo_sites/:geo_site_id': {},
  'POST /geo_sites': {
    ...geoSite,
    name: required(string),
    url: required(string),
    primary: boolean,
    sync_object_storage: boolean,
  },
  'PUT /geo_sites/:geo_site_id': geoSite,
  'DELETE /geo_sites/:geo_site_id': {},
  'POST /geo_sites/:geo_site_id/repair': {},
  'GET /geo_sites/status': {},
  // Ask the site for a fresh status rather than the last one stored.
  'GET /geo_sites/:geo_site_id/status': { refresh: boolean },
  'GET /geo_nodes': {},
  'GET /geo_nodes/:geo_node_id': {},
  'POST /geo_nodes': {
    ...geoNode,
    name: required(string),
    url: required(string),
    primary: boolean,
    sync_object_storage: boolean,
  },
  'PUT /geo_nodes/:geo_node_id': { ...geoNode, sync_object_storage: boolean },
  'DELETE /geo_nodes/:geo_node_id': {},
  'POST /geo_nodes/:geo_node_id/repair': {},
  'GET /geo_nodes/status': {},
  'GET /geo_nodes/:geo_node_id/status': { refresh: boolean },
  'GET /application/appearance': {},
  // "Change appearance configuration": the images are uploads (multipart files), not paths.
  'PUT /application/appearance': {
    title: string,
    description: string,
    pwa_name: string,
    pwa_short_name: string,
    pwa_description: string,
    pwa_icon: file,
    logo: file,
    header_logo: file,
    favicon: file,
    member_guidelines: string,
    new_project_guidelines: string,
    profile_image_guidelines: string,
    header_message: string,
    footer_message: string,
    message_background_color: string,
    message_font_color: string,
    email_header_and_footer_enabled: boolean,
  },
  'GET /applications': {},
  'POST /applications': {
    name: required(string),
    redirect_uri: required(string),
    scopes: required(string),
    confidential: boolean,
  },
  'POST /applications/:id/renew-secret': {},
  'DELETE /applications/:application_id': {},
  'POST /bulk_imports': { configuration: required(hash), entities: required(hashList) },
  'GET /bulk_imports': migrationList,
  'GET /bulk_imports/entities': migrationList,
  'GET /bulk_imports/:bulk_import_id': {},
  'GET /bulk_imports/:bulk_import_id/entities': migrationList,
  'GET /bulk_imports/:bulk_import_id/entities/:entity_id': {},
  'GET /bulk_imports/:id/entities/:entity_id/failures': {},
  'POST /bulk_imports/:id/cancel': {},
};
