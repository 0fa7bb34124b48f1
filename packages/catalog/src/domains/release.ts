import { z } from 'zod';
import { defineAction } from '../action.js';
import type { ActionContext } from '../action.js';
import { CREATES, UPDATES } from '../classifications.js';
import {
  anyObject,
  flag,
  integer,
  objectList,
  offsetPaging,
  oneOf,
  projectId,
  sortDirection,
  text,
  textList,
} from '../params.js';
import { NO_ORDER } from '../unsupported-params.js';

const tagName = text('Tag of the release, e.g. v1.2.0');
const oneRelease = { project_id: projectId, tag_name: tagName };
const inProject = (args: { tag_name: string; project_id: string }) =>
  `"${args.tag_name}" in project ${args.project_id}`;
const linkId = integer('Asset link ID, from release.link_list');
const linkInRelease = (args: { link_id: number; tag_name: string; project_id: string }) =>
  `${args.link_id} of release "${args.tag_name}" in project ${args.project_id}`;

const releaseFields = {
  name: text('Release title (default: the tag name)').optional(),
  description: text('Release notes, in GitLab Markdown').optional(),
  milestones: textList('Titles of milestones the release covers').optional(),
  released_at: text('Release time (ISO 8601); a future time marks an upcoming release').optional(),
};

const linkType = oneOf(['other', 'runbook', 'image', 'package'], 'Kind of asset (default other)');
const linkFields = {
  direct_asset_path: text(
    'Path for a permanent link under /-/releases/<tag>/downloads, e.g. /bin/app',
  ).optional(),
  filepath: text('Older name of direct_asset_path').optional(),
  link_type: linkType.optional(),
};

/**
 * GitLab has no batch endpoint for release links: each link is one POST, in order, and a failure stops the batch
 * with the links made so far already in GitLab (the error names the link that failed).
 */
async function createLinks(
  context: ActionContext,
  args: { project_id: string; tag_name: string; links: Record<string, unknown>[] },
) {
  const path = `/projects/${encodeURIComponent(args.project_id)}/releases/${encodeURIComponent(args.tag_name)}/assets/links`;
  const created: unknown[] = [];
  for (const [index, link] of args.links.entries()) {
    context.progress(index, args.links.length, `adding link ${index + 1} of ${args.links.length}`);
    created.push(await context.rest('POST', path, { body: link }));
  }
  return { tag_name: args.tag_name, added: created.length, links: created };
}

export const releaseActions = [
  defineAction({
    id: 'release.list',
    description: 'List the releases of a project, newest release first, with their tags, notes and assets.',
    input: z
      .object({
        project_id: projectId,
        order_by: oneOf(['released_at', 'created_at'], 'Order by release or creation time').optional(),
        sort: sortDirection.optional(),
        include_html_description: flag('Include the notes rendered as HTML').optional(),
        ...offsetPaging,
      })
      .strict(),
    answer: { list: 'release' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'release.get', text: 'see one release in full' },
      { action: 'release.create', text: 'publish a new release' },
    ],
    aliases: ['releases', 'versions', 'changelog'],
  }),
  defineAction({
    id: 'release.get',
    description: 'Get one release by its tag: notes, author, commit, milestones and asset links.',
    input: z.object(oneRelease).strict(),
    answer: { object: 'release', notFound: inProject },
    content: 'detail',
    resource: 'gitlab://project/{project_id}/release/{tag_name}',
    nextSteps: [
      { action: 'release.link_list', text: 'see its asset links' },
      { action: 'release.update', text: 'edit its notes' },
      { action: 'tag.get', text: 'see its tag' },
    ],
    aliases: ['show release', 'release notes'],
  }),
  defineAction({
    id: 'release.get_latest',
    description: 'Get the most recent release of a project (GitLab redirects to it by release time).',
    input: z.object({ project_id: projectId }).strict(),
    answer: { object: 'release', notFound: (args) => `latest release in project ${args.project_id}` },
    content: 'detail',
    resource: null,
    nextSteps: [
      { action: 'release.link_list', text: 'see its asset links' },
      { action: 'release.list', text: 'see earlier releases' },
    ],
    aliases: ['latest release', 'current version', 'newest release'],
  }),
  defineAction({
    id: 'release.create',
    description: 'Publish a release for a tag; with ref, GitLab first creates the tag there.',
    input: z
      .object({
        ...oneRelease,
        ...releaseFields,
        ref: text('Branch or SHA to create the tag from, when the tag does not exist yet').optional(),
        tag_message: text('Message of the annotated tag created with ref').optional(),
        assets: anyObject('Asset links: {links: [{name, url, direct_asset_path, link_type}]}').optional(),
      })
      .strict(),
    verifyWrite: { lookup: 'GET /projects/{project_id}/releases/{tag_name}' },
    answer: { object: 'release' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [
      { action: 'release.link_create', text: 'attach a download' },
      { action: 'release.get', text: 'see the release' },
    ],
    aliases: ['new release', 'publish release', 'cut a release'],
  }),
  defineAction({
    id: 'release.update',
    description: 'Edit the title, notes, milestones or release time of a release.',
    input: z.object({ ...oneRelease, ...releaseFields }).strict(),
    answer: { object: 'release', notFound: inProject },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'release.get', text: 'see the edited release' }],
    aliases: ['edit release notes'],
  }),
  defineAction({
    id: 'release.delete',
    description: 'Delete a release; its tag stays in the repository.',
    input: z.object(oneRelease).strict(),
    // GitLab answers with the release it deleted: its card says which one went.
    answer: { object: 'release', notFound: inProject },
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'tag.delete', text: 'delete the tag too' }],
    aliases: ['remove release'],
  }),
  defineAction({
    id: 'release.link_list',
    description: 'List the asset links (downloads, images, runbooks) of a release.',
    input: z
      .object({
        ...oneRelease,
        order_by: text('Field to order by').optional(),
        sort: sortDirection.optional(),
        ...offsetPaging,
      })
      .strict(),
    unsupported: { params: NO_ORDER },
    answer: { list: 'release_link' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'release.link_get', text: 'see one link' },
      { action: 'release.link_create', text: 'add a link' },
    ],
    aliases: ['release assets', 'release downloads'],
  }),
  defineAction({
    id: 'release.link_get',
    description: 'Get one asset link of a release.',
    input: z.object({ ...oneRelease, link_id: linkId }).strict(),
    answer: { object: 'release_link', notFound: linkInRelease },
    content: 'detail',
    resource: null,
    nextSteps: [
      { action: 'release.link_update', text: 'change it' },
      { action: 'release.link_delete', text: 'remove it' },
    ],
    aliases: ['release asset'],
  }),
  defineAction({
    id: 'release.link_create',
    description: 'Attach an asset link (a download, image, runbook or package URL) to a release.',
    input: z
      .object({
        ...oneRelease,
        name: text('Name shown for the link'),
        url: text('URL of the asset'),
        ...linkFields,
      })
      .strict(),
    answer: { object: 'release_link' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'release.link_list', text: "see all the release's links" }],
    aliases: ['add release asset', 'attach download'],
  }),
  defineAction({
    id: 'release.link_create_batch',
    description:
      'Attach several asset links to a release in one call, one GitLab request per link, in order.',
    input: z
      .object({
        ...oneRelease,
        links: objectList('Links to add: each {name, url, direct_asset_path?, link_type?}').min(1),
      })
      .strict(),
    gitlab: { local: createLinks },
    answer: { object: 'release_link_batch' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'release.link_list', text: "see all the release's links" }],
    aliases: ['add release assets', 'upload links'],
  }),
  defineAction({
    id: 'release.link_update',
    description: 'Change the name, URL, direct path or type of a release asset link.',
    input: z
      .object({
        ...oneRelease,
        link_id: linkId,
        name: text('Name shown for the link').optional(),
        url: text('URL of the asset').optional(),
        ...linkFields,
      })
      .strict(),
    answer: { object: 'release_link', notFound: linkInRelease },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'release.link_get', text: 'see the link' }],
    aliases: ['edit release asset'],
  }),
  defineAction({
    id: 'release.link_delete',
    description: 'Remove an asset link from a release.',
    input: z.object({ ...oneRelease, link_id: linkId }).strict(),
    // GitLab answers with the link it removed.
    answer: { object: 'release_link', notFound: linkInRelease },
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'release.link_list', text: 'see the links that remain' }],
    aliases: ['remove release asset'],
  }),
];
