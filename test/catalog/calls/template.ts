import type { CatalogCall } from '../catalog-call.js';

const project = { project_id: 'group/project' };

/** The instance's templates, group/project's issue templates, and CI Lint of given and committed configurations. */
export const templateCalls: CatalogCall[] = [
  { action: 'template.ci_yml_list', params: {}, expect: '## Templates (3)' },
  { action: 'template.ci_yml_get', params: { key: 'Nodejs' }, expect: '- npm test' },
  {
    action: 'template.ci_yml_get',
    params: { key: 'Cobol' },
    expect: 'Template Not Found',
    isError: true,
  },
  { action: 'template.dockerfile_list', params: { per_page: 1 }, expect: 'Page 1 of 2' },
  { action: 'template.dockerfile_get', params: { key: 'Binary' }, expect: 'FROM alpine:latest' },
  { action: 'template.gitignore_list', params: {}, expect: '## Templates (3)' },
  { action: 'template.gitignore_get', params: { key: 'Node' }, expect: 'node_modules/' },
  { action: 'template.license_list', params: { popular: true }, expect: '## License Templates (3)' },
  {
    action: 'template.license_get',
    params: { key: 'mit', fullname: 'Example Inc.' },
    expect: 'Copyright (c) 2025 Example Inc.',
  },
  {
    action: 'template.lint',
    params: {
      ...project,
      content: 'build:\n  stage: build\n  scrpt: make\n',
    },
    expect: '## CI Lint: ❌ invalid',
  },
  {
    action: 'template.lint',
    params: {
      ...project,
      content: 'test:\n  script: npm test\n  rules:\n    - if: $CI_COMMIT_TAG\n      when: manual\n',
      include_jobs: true,
    },
    expect: '## CI Lint: ✅ valid, with warnings',
  },
  {
    action: 'template.lint_project',
    params: { ...project, include_jobs: true },
    expect: '## CI Lint: ✅ valid',
  },
  {
    action: 'template.project_template_list',
    params: { ...project, template_type: 'issues' },
    expect: '## Templates (2)',
  },
  {
    action: 'template.project_template_get',
    params: { ...project, template_type: 'issues', key: 'Bug' },
    expect: '/label ~bug',
  },
];
