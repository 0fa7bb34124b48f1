import { GraphQLError } from 'graphql';
import { findGroup, findProject, groupAncestry, nextId } from '../../store/index.js';
import type { GroupRow, PlainRow, ProjectRow, SandboxState } from '../../store/index.js';
import { assertCanWrite, canReadProject } from '../access.js';
import type { GraphqlContext } from '../context.js';
import { RESOURCE_ACCESS_ERROR } from '../error-shape.js';
import { gidNumber, parseGid, toGid } from '../global-id.js';
import { assertCanWriteGroup } from '../group-access.js';
import { fields } from '../resolver-types.js';
import type { ResolverMap } from '../resolver-types.js';

/*
 * The security inventory's taxonomy (Ultimate, GitLab 18.x): a top-level group's categories and their attributes
 * (https://docs.gitlab.com/api/graphql/reference/#securitycategory, #securityattribute), the attributes on each
 * project, and scan profiles (#scanprofiletype) attached to projects, with a status per project. GitLab applies a
 * bulk update and a group attach in the background; the sandbox applies them at once.
 */

const CATEGORY = 'Security::Category';
const ATTRIBUTE = 'Security::Attribute';
const SCAN_PROFILE = 'Security::ScanProfile';

const table = (name: string) => (state: SandboxState) => (state.plain[name] ??= []);
const categories = table('security_categories');
const attributes = table('security_attributes');
const projectAttributes = table('project_security_attributes');
const profiles = table('security_scan_profiles');
const statuses = table('scan_profile_project_statuses');

const licensed = (ctx: GraphqlContext) => ctx.state.config.tier === 'ultimate';

/** The group a write names, writable and on Ultimate; else GitLab's resource error. */
function writableGroup(ctx: GraphqlContext, group: GroupRow | undefined): GroupRow {
  if (!licensed(ctx)) throw new GraphQLError(RESOURCE_ACCESS_ERROR);
  return assertCanWriteGroup(ctx, group);
}

function rowOf(rows: PlainRow[], gid: string, model: string): PlainRow | undefined {
  const id = gidNumber(gid, [model]);
  return rows.find((row) => row.id === id);
}

function categoryOf(ctx: GraphqlContext, gid: string): PlainRow {
  const row = rowOf(categories(ctx.state), gid, CATEGORY);
  writableGroup(ctx, row && findGroup(ctx.state, Number(row.namespace_id)));
  return row!;
}

function attributeOf(ctx: GraphqlContext, gid: string): PlainRow {
  const row = rowOf(attributes(ctx.state), gid, ATTRIBUTE);
  const category = row && categories(ctx.state).find((item) => item.id === row.category_id);
  writableGroup(ctx, category && findGroup(ctx.state, Number(category.namespace_id)));
  return row!;
}

/** The projects a bulk update or a scan profile attach reaches: those named, and every project under the groups. */
function projectsReached(ctx: GraphqlContext, projectIds: number[], groupIds: number[]): ProjectRow[] {
  const named = projectIds.map((id) => findProject(ctx.state, id));
  const underGroups = ctx.state.tables.projects.filter(
    (project) =>
      project.namespace_kind === 'group' &&
      groupAncestry(ctx.state, project.namespace_id).some((group) => groupIds.includes(group.id)),
  );
  const reached = [...named, ...underGroups];
  // GitLab documents no fine-grained permission for security attributes: no fine-grained token may set them.
  for (const project of reached) assertCanWrite(ctx, project, null);
  if (!licensed(ctx)) throw new GraphQLError(RESOURCE_ACCESS_ERROR);
  return [...new Set(reached as ProjectRow[])];
}

function setAttributes(state: SandboxState, project: ProjectRow, add: number[], remove: number[]) {
  const rows = projectAttributes(state);
  const before = rows.filter((row) => row.project_id === project.id).map((row) => Number(row.attribute_id));
  const added = add.filter((id) => !before.includes(id));
  const removed = remove.filter((id) => before.includes(id));
  state.plain.project_security_attributes = rows.filter(
    (row) => !(row.project_id === project.id && removed.includes(Number(row.attribute_id))),
  );
  for (const attribute_id of added)
    projectAttributes(state).push({
      id: nextId(state, 'project_security_attribute', projectAttributes(state)),
      project_id: project.id,
      attribute_id,
    });
  return { added: added.length, removed: removed.length };
}

type Input<T> = { input: T & { clientMutationId?: string | null } };
const mutationId = (input: { clientMutationId?: string | null }) => input.clientMutationId ?? null;

interface ProfileTargets {
  securityScanProfileId: string;
  projectIds?: string[] | null;
  groupIds?: string[] | null;
}

function profileTargets(ctx: GraphqlContext, input: ProfileTargets) {
  const { id } = parseGid(input.securityScanProfileId, [SCAN_PROFILE]);
  const profile = profiles(ctx.state).find(
    (row) => String(row.id) === id || row.scan_type === id.toUpperCase(),
  );
  const projects = projectsReached(
    ctx,
    (input.projectIds ?? []).map((gid) => gidNumber(gid, ['Project'])),
    (input.groupIds ?? []).map((gid) => gidNumber(gid, ['Group'])),
  );
  return { profile, projects };
}

export const securityTaxonomyResolvers: ResolverMap = {
  Project: fields<ProjectRow>({
    scanProfileStatuses: (project, _args: object, ctx) =>
      canReadProject(ctx, project) && licensed(ctx)
        ? statuses(ctx.state).filter((row) => row.project_id === project.id)
        : null,
  }),
  ScanProfileProjectStatus: fields<PlainRow>({
    scanProfile: (row, _args: object, ctx) =>
      profiles(ctx.state).find((item) => item.id === row.scan_profile_id),
  }),
  ScanProfileType: fields<PlainRow>({ id: (row) => toGid(SCAN_PROFILE, Number(row.id)) }),
  SecurityCategory: fields<PlainRow>({
    id: (row) => toGid(CATEGORY, Number(row.id)),
    securityAttributes: (row, _args: object, ctx) =>
      attributes(ctx.state).filter((attribute) => attribute.category_id === row.id),
  }),
  SecurityAttribute: fields<PlainRow>({
    id: (row) => toGid(ATTRIBUTE, Number(row.id)),
    securityCategory: (row, _args: object, ctx) =>
      categories(ctx.state).find((category) => category.id === row.category_id),
  }),
  Mutation: fields<undefined>({
    securityCategoryCreate: (
      _root,
      {
        input,
      }: Input<{
        namespaceId: string;
        name: string;
        description?: string | null;
        multipleSelection?: boolean | null;
      }>,
      ctx,
    ) => {
      const group = writableGroup(
        ctx,
        findGroup(ctx.state, gidNumber(input.namespaceId, ['Namespace', 'Group'])),
      );
      if (categories(ctx.state).some((row) => row.namespace_id === group.id && row.name === input.name))
        return {
          securityCategory: null,
          errors: ['Name has already been taken'],
          clientMutationId: mutationId(input),
        };
      const row: PlainRow = {
        id: nextId(ctx.state, 'security_category', categories(ctx.state)),
        namespace_id: group.id,
        name: input.name,
        description: input.description ?? null,
        multiple_selection: input.multipleSelection ?? false,
        editable_state: 'EDITABLE',
      };
      categories(ctx.state).push(row);
      return { securityCategory: row, errors: [], clientMutationId: mutationId(input) };
    },
    securityCategoryUpdate: (
      _root,
      {
        input,
      }: Input<{
        id: string;
        namespaceId: string;
        name?: string | null;
        description?: string | null;
      }>,
      ctx,
    ) => {
      const row = categoryOf(ctx, input.id);
      if (gidNumber(input.namespaceId, ['Namespace', 'Group']) !== row.namespace_id)
        throw new GraphQLError(RESOURCE_ACCESS_ERROR);
      if (input.name != null) row.name = input.name;
      if (input.description !== undefined) row.description = input.description;
      return { securityCategory: row, errors: [], clientMutationId: mutationId(input) };
    },
    securityCategoryDestroy: (_root, { input }: Input<{ id: string }>, ctx) => {
      const row = categoryOf(ctx, input.id);
      const gone = attributes(ctx.state).filter((attribute) => attribute.category_id === row.id);
      ctx.state.plain.security_attributes = attributes(ctx.state).filter(
        (attribute) => !gone.includes(attribute),
      );
      categories(ctx.state).splice(categories(ctx.state).indexOf(row), 1);
      return {
        deletedCategoryGid: toGid(CATEGORY, Number(row.id)),
        deletedAttributesGid: gone.map((attribute) => toGid(ATTRIBUTE, Number(attribute.id))),
        errors: [],
        clientMutationId: mutationId(input),
      };
    },
    securityAttributeCreate: (
      _root,
      {
        input,
      }: Input<{
        categoryId: string;
        namespaceId: string;
        attributes: { name: string; description: string; color: string }[];
      }>,
      ctx,
    ) => {
      const category = categoryOf(ctx, input.categoryId);
      const created = input.attributes.map((attribute) => {
        const row: PlainRow = {
          id: nextId(ctx.state, 'security_attribute', attributes(ctx.state)),
          category_id: category.id,
          name: attribute.name,
          description: attribute.description,
          color: attribute.color,
          editable_state: 'EDITABLE',
        };
        attributes(ctx.state).push(row);
        return row;
      });
      return { securityAttributes: created, errors: [], clientMutationId: mutationId(input) };
    },
    securityAttributeUpdate: (
      _root,
      {
        input,
      }: Input<{ id: string; name?: string | null; description?: string | null; color?: string | null }>,
      ctx,
    ) => {
      const row = attributeOf(ctx, input.id);
      if (input.name != null) row.name = input.name;
      if (input.description !== undefined) row.description = input.description;
      if (input.color != null) row.color = input.color;
      return { securityAttribute: row, errors: [], clientMutationId: mutationId(input) };
    },
    securityAttributeDestroy: (_root, { input }: Input<{ id: string }>, ctx) => {
      const row = attributeOf(ctx, input.id);
      attributes(ctx.state).splice(attributes(ctx.state).indexOf(row), 1);
      ctx.state.plain.project_security_attributes = projectAttributes(ctx.state).filter(
        (link) => link.attribute_id !== row.id,
      );
      return {
        deletedAttributeGid: toGid(ATTRIBUTE, Number(row.id)),
        errors: [],
        clientMutationId: mutationId(input),
      };
    },
    securityAttributeProjectUpdate: (
      _root,
      {
        input,
      }: Input<{
        projectId: string;
        addAttributeIds?: string[] | null;
        removeAttributeIds?: string[] | null;
      }>,
      ctx,
    ) => {
      const [project] = projectsReached(ctx, [gidNumber(input.projectId, ['Project'])], []);
      const add = (input.addAttributeIds ?? []).map((gid) => Number(attributeOf(ctx, gid).id));
      const remove = (input.removeAttributeIds ?? []).map((gid) => gidNumber(gid, [ATTRIBUTE]));
      if (add.length === 0 && remove.length === 0)
        return {
          project: null,
          errors: ['No attributes found for addition or removal'],
          clientMutationId: mutationId(input),
        };
      const { added, removed } = setAttributes(ctx.state, project!, add, remove);
      return {
        project,
        addedCount: added,
        removedCount: removed,
        errors: [],
        clientMutationId: mutationId(input),
      };
    },
    bulkUpdateSecurityAttributes: (
      _root,
      { input }: Input<{ items: string[]; attributes: string[]; mode: 'ADD' | 'REMOVE' | 'REPLACE' }>,
      ctx,
    ) => {
      if (input.items.length === 0) throw new GraphQLError('Items cannot be empty');
      if (input.attributes.length === 0) throw new GraphQLError('Attributes cannot be empty');
      const targets = input.items.map((gid) => parseGid(gid, ['Project', 'Group']));
      const ids = input.attributes.map((gid) => Number(attributeOf(ctx, gid).id));
      const projects = projectsReached(
        ctx,
        targets.filter((target) => target.model === 'Project').map((target) => Number(target.id)),
        targets.filter((target) => target.model === 'Group').map((target) => Number(target.id)),
      );
      for (const project of projects) {
        const current = projectAttributes(ctx.state)
          .filter((row) => row.project_id === project.id)
          .map((row) => Number(row.attribute_id));
        if (input.mode === 'ADD') setAttributes(ctx.state, project, ids, []);
        if (input.mode === 'REMOVE') setAttributes(ctx.state, project, [], ids);
        if (input.mode === 'REPLACE') setAttributes(ctx.state, project, ids, current);
      }
      return { errors: [], clientMutationId: mutationId(input) };
    },
    securityScanProfileAttach: (_root, { input }: Input<ProfileTargets>, ctx) => {
      const { profile, projects } = profileTargets(ctx, input);
      if (!profile) return { errors: ['Scan profile not found'], clientMutationId: mutationId(input) };
      for (const project of projects) {
        const attached = statuses(ctx.state).some(
          (row) => row.project_id === project.id && row.scan_profile_id === profile.id,
        );
        if (!attached)
          statuses(ctx.state).push({
            id: nextId(ctx.state, 'scan_profile_project_status', statuses(ctx.state)),
            project_id: project.id,
            scan_profile_id: profile.id,
            // GitLab's ScanProfileStatus has no "pending": a profile never scanned has no activity, so STALE.
            status: 'STALE',
            consecutive_failure_count: 0,
            consecutive_success_count: 0,
            last_scan_at: null,
          });
      }
      return { errors: [], clientMutationId: mutationId(input) };
    },
    securityScanProfileDetach: (_root, { input }: Input<ProfileTargets>, ctx) => {
      const { profile, projects } = profileTargets(ctx, input);
      if (!profile) return { errors: ['Scan profile not found'], clientMutationId: mutationId(input) };
      const ids = projects.map((project) => project.id);
      ctx.state.plain.scan_profile_project_statuses = statuses(ctx.state).filter(
        (row) => !(ids.includes(Number(row.project_id)) && row.scan_profile_id === profile.id),
      );
      return { errors: [], clientMutationId: mutationId(input) };
    },
  }),
};
