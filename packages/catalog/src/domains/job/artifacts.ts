import { z } from 'zod';
import type { RestDownload } from '@gitlab-mcp/rest';
import { COMPLETED, defineAction } from '../../action.js';
import { UPDATES } from '../../classifications.js';
import { projectId, text } from '../../params.js';
import { downloadFrom, readStart, sizeOfDownload } from '../uploads/file-output.js';
import { jobId, jobInProject } from './jobs.js';

/**
 * Job artifacts (https://docs.gitlab.com/api/job_artifacts/), described rather than dumped: an archive or a
 * binary file becomes its size and type, a text file a short preview. The bytes stay in GitLab: an archive runs
 * to gigabytes, so the answer is streamed and only the preview's bytes are kept.
 */

const PREVIEW_LINES = 40;
const PREVIEW_CHARS = 4000;
/** Enough bytes for PREVIEW_CHARS characters of any UTF-8 text (at most 4 bytes each). */
const PREVIEW_BYTES = PREVIEW_CHARS * 4;

/** An artifact as the answer shows it: its size and type, and for text or JSON the first lines. */
export async function describeArtifact(download: RestDownload, facts: Record<string, unknown>) {
  const type = (download.contentType ?? '').split(';')[0]!.trim().toLowerCase();
  const isJson = type === 'application/json' || type.endsWith('+json');
  if (!isJson && !type.startsWith('text/'))
    return {
      ...facts,
      size: await sizeOfDownload(download),
      content_type: type || 'application/octet-stream',
    };
  const { head, size } = await readStart(download, PREVIEW_BYTES);
  const complete = head.length === size;
  // A cut may fall inside a character: `stream` holds back an incomplete one instead of mangling it.
  const start = new TextDecoder().decode(head, { stream: !complete });
  const content = isJson && complete ? prettyJson(start) : start;
  const preview = content.split('\n').slice(0, PREVIEW_LINES).join('\n').slice(0, PREVIEW_CHARS);
  return {
    ...facts,
    size,
    content_type: isJson ? 'application/json' : 'text/plain',
    preview,
    preview_truncated: !complete || preview.length < content.replace(/\n$/, '').length,
  };
}

/** JSON indented to read line by line; as it came when it does not parse (GitLab stores what the job wrote). */
function prettyJson(source: string): string {
  try {
    return JSON.stringify(JSON.parse(source), null, 2);
  } catch {
    return source;
  }
}

const oneJob = { project_id: projectId, job_id: jobId };
const artifactPath = text('Path of a file inside the artifacts archive, e.g. dist/app.js');
const byRef = {
  project_id: projectId,
  ref_name: text('Branch or tag whose latest successful pipeline holds the job'),
  job: text('Job name, e.g. build'),
};

export const jobArtifactActions = [
  defineAction({
    id: 'job.artifacts',
    description: "Describe a job's artifacts archive (size and type) without downloading it into the answer.",
    input: z.object(oneJob).strict(),
    gitlab: {
      local: async (context, args) =>
        describeArtifact(
          await downloadFrom(context, 'GET /projects/{project_id}/jobs/{job_id}/artifacts', args),
          {
            job_id: args.job_id,
            artifact_path: 'artifacts.zip',
          },
        ),
    },
    answer: { object: 'job_artifact', notFound: jobInProject },
    content: 'detail',
    resource: null,
    nextSteps: [
      { action: 'job.download_single_artifact', text: 'read one file from the archive' },
      { action: 'job.keep_artifacts', text: 'keep them from expiring' },
    ],
    aliases: ['build artifacts', 'artifact archive', 'download job artifacts'],
    permission: 'read_job_artifact',
  }),
  defineAction({
    id: 'job.download_artifacts',
    description:
      "Describe the artifacts archive of a named job in a branch's latest successful pipeline (default branch when no ref).",
    input: z
      .object({
        project_id: projectId,
        ref_name: byRef.ref_name.optional(),
        job: text('Job name, e.g. build (GitLab requires it)').optional(),
      })
      .strict(),
    // No ref means the default branch, which only the project knows: a second request, so a local call.
    gitlab: {
      local: async (context, args) => {
        const project = encodeURIComponent(args.project_id);
        const ref =
          args.ref_name ??
          String(
            ((await context.rest('GET', `/projects/${project}`)) as { default_branch?: string })
              .default_branch,
          );
        const download = await context.download(
          `/projects/${project}/jobs/artifacts/${encodeURIComponent(ref)}/download`,
          { query: args.job === undefined ? {} : { job: args.job } },
        );
        return describeArtifact(download, { job: args.job, ref_name: ref, artifact_path: 'artifacts.zip' });
      },
    },
    answer: {
      object: 'job_artifact',
      notFound: (args) =>
        `job "${args.job ?? ''}" on ${args.ref_name ?? 'the default branch'} in project ${args.project_id}`,
    },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'job.download_single_artifact_by_ref', text: 'read one file from the archive' }],
    aliases: ['latest artifacts', 'download build output'],
    permission: 'read_job_artifact',
  }),
  defineAction({
    id: 'job.download_single_artifact',
    description:
      "Read one file from a job's artifacts: a preview of a text file, the size and type of a binary one.",
    input: z.object({ ...oneJob, artifact_path: artifactPath }).strict(),
    gitlab: {
      local: async (context, args) =>
        describeArtifact(
          await downloadFrom(
            context,
            'GET /projects/{project_id}/jobs/{job_id}/artifacts/{artifact_path}',
            args,
          ),
          { job_id: args.job_id, artifact_path: args.artifact_path },
        ),
    },
    answer: {
      object: 'job_artifact',
      notFound: (args) => `${args.artifact_path} of job ${args.job_id} in project ${args.project_id}`,
    },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'job.get', text: 'see the job' }],
    aliases: ['artifact file', 'read artifact'],
    permission: 'read_job_artifact',
  }),
  defineAction({
    id: 'job.download_single_artifact_by_ref',
    description: "Read one file from the artifacts of a named job in a branch's latest successful pipeline.",
    input: z.object({ ...byRef, artifact_path: artifactPath }).strict(),
    gitlab: {
      local: async (context, args) =>
        describeArtifact(
          await downloadFrom(
            context,
            'GET /projects/{project_id}/jobs/artifacts/{ref_name}/raw/{artifact_path}',
            args,
          ),
          { job: args.job, ref_name: args.ref_name, artifact_path: args.artifact_path },
        ),
    },
    answer: {
      object: 'job_artifact',
      notFound: (args) =>
        `${args.artifact_path} of job "${args.job}" on ${args.ref_name} in project ${args.project_id}`,
    },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'pipeline.latest', text: "see the ref's latest pipeline" }],
    aliases: ['latest artifact file'],
    permission: 'read_job_artifact',
  }),
  defineAction({
    id: 'job.keep_artifacts',
    description: "Keep a job's artifacts from expiring.",
    input: z.object(oneJob).strict(),
    answer: { object: 'job', notFound: jobInProject },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'job.artifacts', text: 'see the artifacts' }],
    aliases: ['keep artifacts', 'prevent artifact expiry'],
  }),
  defineAction({
    id: 'job.delete_artifacts',
    description: "Delete a job's artifacts; the job and its log stay.",
    input: z.object(oneJob).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [],
    aliases: ['remove artifacts'],
  }),
  defineAction({
    id: 'job.delete_project_artifacts',
    description:
      'Delete every deletable job artifact of a project (not those kept or the latest of a ref); GitLab does it in the background.',
    input: z.object({ project_id: projectId }).strict(),
    answer: { done: 'Deletion of the project’s artifacts was scheduled.' },
    content: 'mutate',
    resource: null,
    nextSteps: [{ action: 'job.list_project', text: "see the project's jobs" }],
    aliases: ['free artifact storage', 'purge artifacts'],
  }),
];
