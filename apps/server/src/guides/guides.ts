import { CODE_REVIEW_GUIDE } from './code-review.js';
import { CONVENTIONAL_COMMITS_GUIDE } from './conventional-commits.js';
import { GIT_WORKFLOW_GUIDE } from './git-workflow.js';
import { MERGE_REQUEST_HYGIENE_GUIDE } from './merge-request-hygiene.js';
import { PIPELINE_TROUBLESHOOTING_GUIDE } from './pipeline-troubleshooting.js';

/** One workflow guide: Markdown shipped in the bundle, served as `gitlab://guides/{slug}`. */
export interface Guide {
  slug: string;
  /** The resource name the reference server uses (reference-server.md §6). */
  name: string;
  title: string;
  description: string;
  text: string;
}

export const GUIDES: readonly Guide[] = [
  {
    slug: 'code-review',
    name: 'code_review',
    title: 'Code Review Guide',
    description:
      'How to review a merge request: what to read first, what to look for, how to write comments.',
    text: CODE_REVIEW_GUIDE,
  },
  {
    slug: 'conventional-commits',
    name: 'conventional_commits',
    title: 'Conventional Commits Guide',
    description: 'Commit message format (type, scope, summary, breaking changes) and how to check a branch.',
    text: CONVENTIONAL_COMMITS_GUIDE,
  },
  {
    slug: 'git-workflow',
    name: 'git_workflow',
    title: 'Git Workflow Guide',
    description: 'Branch, merge request, review and merge: a workflow that keeps the default branch green.',
    text: GIT_WORKFLOW_GUIDE,
  },
  {
    slug: 'merge-request-hygiene',
    name: 'merge_request_hygiene',
    title: 'Merge Request Hygiene Guide',
    description: 'Size, title, description, metadata and upkeep of merge requests that are easy to review.',
    text: MERGE_REQUEST_HYGIENE_GUIDE,
  },
  {
    slug: 'pipeline-troubleshooting',
    name: 'pipeline_troubleshooting',
    title: 'Pipeline Troubleshooting Guide',
    description:
      'From a failed pipeline to its cause: find the first failing job, read its log, decide, fix.',
    text: PIPELINE_TROUBLESHOOTING_GUIDE,
  },
];
