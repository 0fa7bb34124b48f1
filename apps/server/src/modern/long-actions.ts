/**
 * The actions worth a task (MCP 2026-07-28 Tasks extension): the waits, which poll GitLab until a pipeline or job
 * ends, and the transfers of whole files, which last as long as the file is big. Every other action answers in a
 * request or two and is answered in-line. test/http/modern-tasks.test.ts checks each ID is in the catalog.
 */
export const TRANSFER_ACTIONS: ReadonlySet<string> = new Set([
  // Downloads: a package file, job artifacts, an export archive, a model version's file, a repository archive.
  'package.download',
  'job.download_artifacts',
  'job.download_single_artifact',
  'job.download_single_artifact_by_ref',
  'project.export_download',
  'group.group_export_download',
  'model_registry.download',
  'repository.archive',
  // Uploads: a package (one file, one with its release link, a directory), a project upload, an import archive.
  'package.publish',
  'package.publish_and_link',
  'package.publish_directory',
  'project.upload',
  'project.import_from_file',
  'group.group_import_file',
]);

/** Whether a call of this action may be answered with a task. */
export function runsLong(actionId: string | undefined): boolean {
  return actionId !== undefined && (actionId.endsWith('.wait') || TRANSFER_ACTIONS.has(actionId));
}
