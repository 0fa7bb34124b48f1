import { defineKind } from './kind-spec.js';
import type { FieldSpec } from './kind-spec.js';

const KEY: FieldSpec = { label: 'Key', path: 'key', format: 'code' };
const NAME: FieldSpec = { label: 'Name', path: 'name', format: 'text' };

/** Where to find a template's key, for every kind of template (https://docs.gitlab.com/api/templates/). */
const TEMPLATE_LISTS = [
  { action: 'template.ci_yml_list', text: 'list the .gitlab-ci.yml templates' },
  { action: 'template.dockerfile_list', text: 'list the Dockerfile templates' },
  { action: 'template.gitignore_list', text: 'list the .gitignore templates' },
  { action: 'template.project_template_list', text: "list a project's own templates of one type" },
];

/** One entry of a template list: the key a get takes, and its name. */
export const templateEntryKind = defineKind({
  name: 'template_entry',
  plural: { key: 'templates', title: 'Templates' },
  empty: 'No templates found.',
  heading: { template: 'Template: {name|key}' },
  fields: [KEY, NAME],
  columns: [KEY, NAME],
  longText: [],
  nested: [],
  notFound: { subject: 'template', suggestions: TEMPLATE_LISTS },
});

/** A template's content: a CI configuration, Dockerfile, .gitignore, or an issue or MR description template. */
export const templateKind = defineKind({
  ...templateEntryKind,
  name: 'template',
  fields: [KEY],
  longText: [{ label: 'Content', path: 'content', style: 'code' }],
});

/** An open-source license template, with what it permits, requires and limits. */
export const licenseTemplateKind = defineKind({
  name: 'license_template',
  plural: { key: 'licenses', title: 'License Templates' },
  empty: 'No license templates found.',
  heading: { template: 'License: {name}' },
  fields: [
    KEY,
    { label: 'Nickname', path: 'nickname', format: 'text' },
    { label: 'Popular', path: 'popular', format: 'bool' },
    { label: 'Permissions', path: 'permissions', format: 'list' },
    { label: 'Conditions', path: 'conditions', format: 'list' },
    { label: 'Limitations', path: 'limitations', format: 'list' },
    { label: 'URL', path: 'html_url', format: 'link' },
    { label: 'Source', path: 'source_url', format: 'link' },
  ],
  columns: [KEY, { ...NAME, link: 'html_url' }, { label: 'Popular', path: 'popular', format: 'bool' }],
  longText: [
    { label: 'Description', path: 'description', style: 'quote' },
    { label: 'Content', path: 'content', style: 'code' },
  ],
  nested: [],
  notFound: {
    subject: 'license template',
    suggestions: [{ action: 'template.license_list', text: 'list the license templates and their keys' }],
  },
});

/**
 * The answer of CI Lint (https://docs.gitlab.com/api/lint/): whether the configuration is valid, then every error
 * and warning on a line of its own, so none is lost in a sentence.
 */
export const ciLintKind = defineKind({
  name: 'ci_lint',
  plural: { key: 'lint_results', title: 'CI Lint Results' },
  empty: 'No lint results found.',
  heading: { template: 'CI Lint: {verdict}' },
  fields: [
    { label: 'Valid', path: 'valid', format: 'bool' },
    { label: 'Errors', path: 'error_count', format: 'count' },
    { label: 'Warnings', path: 'warning_count', format: 'count' },
  ],
  columns: [
    { label: 'Valid', path: 'valid', format: 'bool' },
    { label: 'Errors', path: 'error_count', format: 'count' },
    { label: 'Warnings', path: 'warning_count', format: 'count' },
  ],
  longText: [
    { label: 'Errors', path: 'error_lines', style: 'code' },
    { label: 'Warnings', path: 'warning_lines', style: 'code' },
    { label: 'Merged YAML', path: 'merged_yaml', style: 'code' },
  ],
  nested: [{ label: 'Jobs', path: 'jobs', kind: 'ci_lint_job' }],
  notFound: {
    subject: 'project',
    suggestions: [{ action: 'project.get', text: 'check that the project exists and has CI/CD enabled' }],
  },
});

/** A job as CI Lint resolved it (`include_jobs`). */
export const ciLintJobKind = defineKind({
  name: 'ci_lint_job',
  plural: { key: 'jobs', title: 'Jobs' },
  empty: 'No jobs found.',
  heading: { template: 'Job: {name}' },
  fields: [
    { label: 'Stage', path: 'stage', format: 'text' },
    { label: 'When', path: 'when', format: 'text' },
    { label: 'Allow Failure', path: 'allow_failure', format: 'bool' },
    { label: 'Environment', path: 'environment', format: 'text' },
    { label: 'Tags', path: 'tag_list', format: 'list' },
  ],
  columns: [
    NAME,
    { label: 'Stage', path: 'stage', format: 'text' },
    { label: 'When', path: 'when', format: 'text' },
    { label: 'Allow Failure', path: 'allow_failure', format: 'bool' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'project',
    suggestions: [{ action: 'project.get', text: 'check that the project exists' }],
  },
});
