import { badRequest, missingParams, notFound } from '../../http/errors.js';
import { offsetPage } from '../../http/pagination.js';
import { json, text } from '../../http/response.js';
import type { Route } from '../../http/router.js';
import { findProject } from '../../store/lookup.js';
import { history, resolveRef } from '../../store/repository.js';
import type { CommitRow, RepoFileRow } from '../../store/rows.js';
import { commitJson, requireRef } from '../collections/repository.js';
import { str } from '../params.js';
import { projectWebUrl } from '../shapes.js';
import {
  blobId,
  commitOnBranch,
  filesAt,
  ownFiles,
  submoduleRows,
  submodulesAt,
  writableBranch,
} from './repository.js';
import { projectAction } from './scoped.js';
import type { ProjectContext } from './scoped.js';

/**
 * Repository content beyond files: blobs by SHA, blame, contributors, changelogs, submodule updates
 * (https://docs.gitlab.com/api/repositories/, /api/repository_files/#get-file-blame-from-repository,
 * /api/repository_submodules/) and Markdown rendering (https://docs.gitlab.com/api/markdown/).
 */

/** A blob of any branch of the project, found by its SHA (or a unique prefix). */
function blobOf(ctx: ProjectContext): RepoFileRow {
  const wanted = ctx.params.sha ?? '';
  const file =
    wanted.length < 7
      ? undefined
      : ctx.state.tables.files.find(
          (row) => row.project_id === ctx.project.id && blobId(row).startsWith(wanted),
        );
  if (file === undefined) throw notFound('Blob');
  return file;
}

/** Every line of a file is last changed by the file's last commit: the sandbox keeps no per-line history. */
function blame(ctx: ProjectContext) {
  const ref = ctx.req.query.ref;
  if (ref === undefined || ref === '') throw missingParams(['ref']);
  const file = filesAt(ctx, ref).find((row) => row.path === ctx.params.file_path);
  if (file === undefined) throw notFound('File');
  const lines = file.content.split('\n');
  if (lines.at(-1) === '') lines.pop();
  const start = Number(ctx.req.query['range[start]'] ?? 1);
  const end = Number(ctx.req.query['range[end]'] ?? lines.length);
  if (start < 1 || end < start) throw badRequest('range[start] and range[end] must describe a valid range');
  const commit = requireRef(ctx.state, ctx.project.id, file.last_commit_id);
  return json(200, [
    {
      commit: {
        id: commit.id,
        parent_ids: commit.parent_ids,
        message: commit.message,
        authored_date: commit.authored_date,
        author_name: commit.author_name,
        author_email: commit.author_email,
        committed_date: commit.committed_date,
        committer_name: commit.committer_name,
        committer_email: commit.committer_email,
      },
      lines: lines.slice(start - 1, end),
    },
  ]);
}

/** Contributors of the default branch, by author email (https://docs.gitlab.com/api/repositories/#contributors). */
function contributors(ctx: ProjectContext) {
  const tip = resolveRef(ctx.state, ctx.project.id, ctx.project.default_branch);
  const byEmail = new Map<
    string,
    { name: string; email: string; commits: number; additions: number; deletions: number }
  >();
  for (const commit of tip === undefined ? [] : history(ctx.state, ctx.project.id, tip.id)) {
    const entry = byEmail.get(commit.author_email) ?? {
      name: commit.author_name,
      email: commit.author_email,
      commits: 0,
      additions: 0,
      deletions: 0,
    };
    entry.commits += 1;
    entry.additions += commit.stats.additions;
    entry.deletions += commit.stats.deletions;
    byEmail.set(commit.author_email, entry);
  }
  const orderBy = ctx.req.query.order_by ?? 'commits';
  const direction = ctx.req.query.sort === 'desc' ? -1 : 1;
  const key = (row: { name: string; email: string; commits: number }) =>
    orderBy === 'name' ? row.name : orderBy === 'email' ? row.email : row.commits;
  const rows = [...byEmail.values()].sort((a, b) => {
    const [left, right] = [key(a), key(b)];
    return (left < right ? -1 : left > right ? 1 : 0) * direction;
  });
  const page = offsetPage(rows, ctx.req);
  return json(200, page.items, page.headers);
}

/** `Changelog: <category>` trailers of commits between two refs, as GitLab's default template writes them. */
function changelogNotes(ctx: ProjectContext): string {
  const params = ctx.req.params;
  const version = str(params.version);
  if (version === undefined) throw missingParams(['version']);
  const trailer = str(params.trailer) ?? 'Changelog';
  const to = requireRef(ctx.state, ctx.project.id, str(params.to) ?? ctx.project.default_branch);
  const fromName = str(params.from) ?? previousVersionTag(ctx, version);
  if (fromName === undefined)
    throw badRequest(
      `The commit start range is unspecified, and no previous tag could be found to use instead`,
    );
  const from = requireRef(ctx.state, ctx.project.id, fromName);
  const excluded = new Set(history(ctx.state, ctx.project.id, from.id).map((commit) => commit.id));
  const byCategory = new Map<string, CommitRow[]>();
  for (const commit of history(ctx.state, ctx.project.id, to.id).filter((row) => !excluded.has(row.id))) {
    const match = new RegExp(`^${trailer}:\\s*(\\S+)\\s*$`, 'm').exec(commit.message);
    if (match) byCategory.set(match[1]!, [...(byCategory.get(match[1]!) ?? []), commit]);
  }
  const date = (str(params.date) ?? ctx.state.now()).slice(0, 10);
  const project = ctx.project.path_with_namespace;
  const sections = [...byCategory.entries()].map(
    ([category, commits]) =>
      `### ${category} (${commits.length} ${commits.length === 1 ? 'change' : 'changes'})\n\n` +
      commits.map((commit) => `- [${commit.title}](${project}@${commit.id})\n`).join(''),
  );
  return `## ${version} (${date})\n\n${sections.length === 0 ? 'No changes.\n' : sections.join('\n')}`;
}

/** The highest `v`-prefixed or bare semantic version tag below the version, as GitLab picks the range start. */
function previousVersionTag(ctx: ProjectContext, version: string): string | undefined {
  const parse = (name: string) => name.replace(/^v/, '').split('.').map(Number);
  const below = (a: number[], b: number[]) => {
    for (let index = 0; index < 3; index += 1)
      if ((a[index] ?? 0) !== (b[index] ?? 0)) return (a[index] ?? 0) < (b[index] ?? 0);
    return false;
  };
  const target = parse(version);
  return ctx.state.tables.tags
    .filter((tag) => tag.project_id === ctx.project.id && /^v?\d+\.\d+\.\d+$/.test(tag.name))
    .filter((tag) => below(parse(tag.name), target))
    .sort((a, b) => (below(parse(a.name), parse(b.name)) ? 1 : -1))[0]?.name;
}

/** Commits the generated notes at the top of the changelog file of a branch. */
function addChangelog(ctx: ProjectContext) {
  const notes = changelogNotes(ctx);
  const params = ctx.req.params;
  const branchName = str(params.branch) ?? ctx.project.default_branch;
  const branch = writableBranch(ctx, branchName);
  const path = str(params.file) ?? 'CHANGELOG.md';
  const version = str(params.version) ?? '';
  const existing = ownFiles(ctx, branchName).find((file) => file.path === path);
  const commit = commitOnBranch(ctx, branch, str(params.message) ?? `Add changelog for version ${version}`, {
    additions: notes.split('\n').length,
    deletions: 0,
    total: notes.split('\n').length,
  });
  if (existing !== undefined)
    Object.assign(existing, { content: `${notes}\n${existing.content}`, last_commit_id: commit.id });
  else
    ctx.state.tables.files.push({
      project_id: ctx.project.id,
      branch: branchName,
      path,
      content: notes,
      last_commit_id: commit.id,
    });
  return json(200, {});
}

/** Points a submodule at another commit with a commit on `branch` (https://docs.gitlab.com/api/repository_submodules/). */
function updateSubmodule(ctx: ProjectContext) {
  const params = ctx.req.params;
  const missing = ['branch', 'commit_sha'].filter((name) => params[name] === undefined);
  if (missing.length > 0) throw missingParams(missing);
  const branchName = str(params.branch) ?? '';
  const branch = writableBranch(ctx, branchName);
  const path = ctx.params.submodule ?? '';
  const current = submodulesAt(ctx, branchName).find((row) => row.path === path);
  if (current === undefined) throw badRequest('Invalid submodule path');
  const target = str(params.commit_sha) ?? '';
  if (current.commit_id === target) throw badRequest('The submodule is already at that commit');
  const rows = ctx.state.plain.submodules ?? [];
  // The branch gets rows of its own on its first submodule write, as files do.
  if (!submoduleRows(ctx).some((row) => row.branch === branchName))
    for (const row of submodulesAt(ctx, branchName)) rows.push({ ...row, branch: branchName });
  const own = rows.find(
    (row) => row.project_id === ctx.project.id && row.branch === branchName && row.path === path,
  )!;
  const commit = commitOnBranch(
    ctx,
    branch,
    str(params.commit_message) ?? `Update submodule ${path} with oid ${target}`,
    { additions: 1, deletions: 1, total: 2 },
  );
  own.commit_id = target;
  return json(200, { ...commitJson(ctx.state, commit), status: null });
}

function escapeHtml(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * A small subset of GitLab's Markdown renderer: headings, paragraphs, code spans, bold, and (gfm with a project)
 * issue and merge request references as links. Enough for an answer to show rendered HTML; not GitLab's output
 * byte for byte.
 */
function renderMarkdown(source: string, gfm: boolean, projectUrl: string | null): string {
  const inline = (line: string) => {
    let html = escapeHtml(line)
      .replace(/`([^`]+)`/g, '<code>$1</code>')
      .replace(/\*\*([^*]+)\*\*/g, '<strong>$1</strong>');
    if (gfm && projectUrl !== null)
      html = html
        .replace(/(^|\s)#(\d+)\b/g, `$1<a href="${projectUrl}/-/issues/$2" class="gfm gfm-issue">#$2</a>`)
        .replace(
          /(^|\s)!(\d+)\b/g,
          `$1<a href="${projectUrl}/-/merge_requests/$2" class="gfm gfm-merge_request">!$2</a>`,
        );
    return html;
  };
  return source
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map((block) => {
      const heading = /^(#{1,6})\s+(.*)$/.exec(block);
      if (heading) return `<h${heading[1]!.length}>${inline(heading[2]!)}</h${heading[1]!.length}>`;
      return `<p dir="auto">${block.split('\n').map(inline).join('<br>\n')}</p>`;
    })
    .join('\n');
}

export const repositoryContentRoutes: Route[] = [
  projectAction('GET', '/repository/blobs/:sha', (ctx) => {
    const file = blobOf(ctx);
    const content = Buffer.from(file.content, 'utf8');
    return json(200, {
      size: content.length,
      encoding: 'base64',
      content: content.toString('base64'),
      sha: blobId(file),
    });
  }),
  projectAction('GET', '/repository/blobs/:sha/raw', (ctx) => text(200, blobOf(ctx).content)),
  projectAction('GET', '/repository/files/:file_path/blame', blame),
  projectAction('GET', '/repository/contributors', contributors),
  projectAction('GET', '/repository/changelog', (ctx) => json(200, { notes: changelogNotes(ctx) })),
  projectAction('POST', '/repository/changelog', addChangelog),
  projectAction('PUT', '/repository/submodules/:submodule', updateSubmodule),
  {
    method: 'POST',
    pattern: '/markdown',
    handler: (ctx) => {
      const source = str(ctx.req.params.text);
      if (source === undefined) throw missingParams(['text']);
      const projectName = str(ctx.req.params.project);
      const project = projectName === undefined ? undefined : findProject(ctx.state, projectName);
      if (projectName !== undefined && project === undefined) throw notFound('Project');
      const projectUrl = project === undefined ? null : projectWebUrl(ctx.state, project);
      return json(201, {
        html: renderMarkdown(
          source,
          ctx.req.params.gfm === true || ctx.req.params.gfm === 'true',
          projectUrl,
        ),
      });
    },
  },
];
