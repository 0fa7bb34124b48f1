import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import { groupId, flag, offsetPaging, oneOf, projectId, sortDirection, text } from '../../params.js';

/** The package formats GitLab's package lists filter by (https://docs.gitlab.com/api/packages/). */
const PACKAGE_TYPES = [
  'composer',
  'conan',
  'generic',
  'golang',
  'helm',
  'maven',
  'npm',
  'nuget',
  'pypi',
  'terraform_module',
] as const;

const packageFilters = {
  package_name: text('Only packages whose name contains this').optional(),
  package_type: oneOf(PACKAGE_TYPES, 'Only packages of this format').optional(),
  include_versionless: flag('Include packages without a version').optional(),
  status: oneOf(
    ['default', 'hidden', 'processing', 'error', 'pending_destruction', 'deprecated'],
    'Only packages in this status',
  ).optional(),
  sort: sortDirection.optional(),
  ...offsetPaging,
};

const packageId = text('Package ID, from package.list');

export const packageActions = [
  defineAction({
    id: 'package.list',
    description:
      'List the packages of a project (npm, Maven, generic…), filtered by name, type, version or status.',
    input: z
      .object({
        project_id: projectId,
        ...packageFilters,
        package_version: text('Only packages of this exact version').optional(),
        order_by: oneOf(['created_at', 'name', 'version', 'type'], 'Order by').optional(),
      })
      .strict(),
    answer: { list: 'package' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'package.file_list', text: 'see the files of a package' },
      { action: 'package.download', text: 'download a generic package file' },
    ],
    aliases: ['packages', 'package registry', 'artifacts registry'],
  }),
  defineAction({
    id: 'package.group_list',
    description: 'List the packages of every project in a group, with the project each belongs to.',
    input: z
      .object({
        group_id: groupId,
        ...packageFilters,
        exclude_subgroups: flag('Leave out projects of subgroups').optional(),
        order_by: oneOf(['created_at', 'name', 'version', 'type', 'project_path'], 'Order by').optional(),
      })
      .strict(),
    answer: { list: 'package' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'package.file_list', text: 'see the files of a package' }],
    aliases: ['group packages'],
  }),
  defineAction({
    id: 'package.delete',
    description: 'Delete a package with all its files from a project.',
    input: z.object({ project_id: projectId, package_id: packageId }).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'package.list', text: 'see the packages that remain' }],
    aliases: ['remove package'],
  }),
  defineAction({
    id: 'package.file_list',
    description: 'List the files of one package with their sizes and checksums.',
    input: z
      .object({
        project_id: projectId,
        package_id: packageId,
        order_by: oneOf(['id', 'file_name', 'created_at'], 'Order by').optional(),
        sort: sortDirection.optional(),
        ...offsetPaging,
      })
      .strict(),
    answer: { list: 'package_file' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'package.download', text: 'download a generic package file' },
      { action: 'package.file_delete', text: 'delete one file' },
    ],
    aliases: ['package files'],
  }),
  defineAction({
    id: 'package.file_delete',
    description: 'Delete one file of a package, keeping the package and its other files.',
    input: z
      .object({
        project_id: projectId,
        package_id: packageId,
        package_file_id: text('Package file ID, from package.file_list'),
      })
      .strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'package.file_list', text: 'see the files that remain' }],
    aliases: ['remove package file'],
  }),
];
