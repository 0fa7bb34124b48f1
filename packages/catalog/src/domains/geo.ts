import { z } from 'zod';
import { COMPLETED, defineAction } from '../action.js';
import { CREATES, UPDATES } from '../classifications.js';
import { orderedPaging } from '../common-params.js';
import { flag, integer, integerList, text, textList } from '../params.js';
import { NO_ORDER } from '../unsupported-params.js';

/**
 * Geo sites (https://docs.gitlab.com/api/geo_sites/): the primary GitLab Self-Managed site and the read-only
 * secondaries that replicate it, with their replication status. Premium and Ultimate, for administrators.
 */
const siteId = integer('Geo site ID, from the list');
const settings = {
  name: text('Unique name of the site: its geo_node_name in gitlab.rb, or else its external URL'),
  url: text('The URL users reach the site at'),
  internal_url: text('The URL other sites use to reach it (its url when unset)'),
  enabled: flag('Whether the site takes part in replication'),
  files_max_capacity: integer('Most LFS objects and attachments it syncs at once'),
  repos_max_capacity: integer('Most repositories it syncs at once'),
  verification_max_capacity: integer('Most repositories it verifies at once'),
  container_repositories_max_capacity: integer('Most container repositories it syncs at once'),
  minimum_reverification_interval: integer('Days before a checksum is verified again'),
  selective_sync_type: text('Replicate only part of the data: namespaces or shards (empty: everything)'),
  selective_sync_shards: textList('Repository storages to replicate, with selective_sync_type shards'),
  selective_sync_namespace_ids: integerList('Group IDs to replicate, with selective_sync_type namespaces'),
};
const SEE_STATUS = { action: 'geo.get_status', text: "see a site's replication status" } as const;

export const geoActions = [
  defineAction({
    id: 'geo.list',
    description: 'List the Geo sites of the instance: the primary and its secondaries, with their URLs.',
    input: z.object(orderedPaging).strict(),
    unsupported: { params: NO_ORDER },
    answer: { list: 'geo_site' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'geo.get', text: 'see one site' },
      { action: 'geo.list_status', text: 'see their health' },
    ],
    tier: 'premium',
    aliases: ['geo nodes', 'secondary sites', 'replicas'],
    admin: true,
  }),
  defineAction({
    id: 'geo.get',
    description: "Show one Geo site's settings: URLs, role, sync capacities and selective sync.",
    input: z.object({ id: siteId }).strict(),
    answer: { object: 'geo_site', notFound: (args) => `Geo site ${args.id}` },
    content: 'detail',
    resource: null,
    nextSteps: [SEE_STATUS, { action: 'geo.edit', text: 'change its settings' }],
    tier: 'premium',
    aliases: ['geo node'],
    admin: true,
  }),
  defineAction({
    id: 'geo.create',
    description: 'Add a Geo site (usually a new secondary) to the instance; GitLab needs its name and URL.',
    input: z
      .object(settings)
      .partial()
      .extend({
        primary: flag('Whether it is the primary site (default false)').optional(),
        sync_object_storage: flag('Whether a secondary replicates blobs kept in object storage').optional(),
      })
      .strict(),
    // doc/api/geo_sites.md, "Create a new Geo site": name and url are required.
    requires: { params: ['name', 'url'], endpoint: "GitLab's Geo site creation (POST /geo_sites)" },
    answer: { object: 'geo_site' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [SEE_STATUS, { action: 'geo.list', text: 'see every site' }],
    tier: 'premium',
    aliases: ['add geo secondary'],
    admin: true,
  }),
  defineAction({
    id: 'geo.edit',
    description:
      "Change a Geo site's settings: URLs, whether it is enabled, sync capacities, selective sync.",
    input: z.object(settings).partial().extend({ id: siteId }).strict(),
    answer: { object: 'geo_site', notFound: (args) => `Geo site ${args.id}` },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'geo.get', text: 'see the site' }],
    tier: 'premium',
    aliases: ['pause geo replication'],
    admin: true,
  }),
  defineAction({
    id: 'geo.delete',
    description: 'Remove a Geo site from the instance; it stops replicating.',
    input: z.object({ id: siteId }).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'geo.list', text: 'see the sites that remain' }],
    tier: 'premium',
    aliases: [],
    admin: true,
  }),
  defineAction({
    id: 'geo.repair',
    description: "Repair a Geo site's OAuth authentication with the primary, e.g. after its URL changed.",
    input: z.object({ id: siteId }).strict(),
    answer: { object: 'geo_site', notFound: (args) => `Geo site ${args.id}` },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [SEE_STATUS],
    tier: 'premium',
    aliases: ['fix geo oauth'],
    admin: true,
  }),
  defineAction({
    id: 'geo.list_status',
    description: 'List the replication status of every Geo site: health, replication lag, sync progress.',
    input: z.object(orderedPaging).strict(),
    unsupported: { params: NO_ORDER },
    answer: { list: 'geo_site_status' },
    content: 'list',
    resource: null,
    nextSteps: [SEE_STATUS],
    tier: 'premium',
    aliases: ['geo health', 'replication lag'],
    admin: true,
  }),
  defineAction({
    id: 'geo.get_status',
    description:
      "Show one Geo site's replication status: health, database lag, events processed and what is synced.",
    input: z.object({ id: siteId }).strict(),
    answer: { object: 'geo_site_status', notFound: (args) => `Geo site ${args.id}` },
    content: 'detail',
    resource: null,
    nextSteps: [
      { action: 'geo.repair', text: 'repair its OAuth authentication' },
      { action: 'geo.edit', text: 'change its settings' },
    ],
    tier: 'premium',
    aliases: [],
    admin: true,
  }),
];
