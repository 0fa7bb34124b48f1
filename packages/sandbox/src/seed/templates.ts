/*
 * The instance's templates (https://docs.gitlab.com/api/templates/) and group/project's own description templates
 * (https://docs.gitlab.com/api/project_templates/). They never change, so they are constants, not stored rows.
 */

export interface FileTemplate {
  key: string;
  name: string;
  content: string;
}

export const fileTemplates: Readonly<
  Record<'gitlab_ci_ymls' | 'dockerfiles' | 'gitignores', FileTemplate[]>
> = {
  gitlab_ci_ymls: [
    {
      key: 'Go',
      name: 'Go',
      content:
        'image: golang:latest\n\nstages:\n  - test\n  - build\n\ntest:\n  stage: test\n  script:\n    - go test ./...\n',
    },
    {
      key: 'Nodejs',
      name: 'Nodejs',
      content:
        'image: node:latest\n\ncache:\n  paths:\n    - node_modules/\n\ntest:\n  script:\n    - npm ci\n    - npm test\n',
    },
    {
      key: 'Python',
      name: 'Python',
      content:
        'image: python:latest\n\ntest:\n  script:\n    - pip install -r requirements.txt\n    - pytest\n',
    },
  ],
  dockerfiles: [
    {
      key: 'Binary',
      name: 'Binary',
      content: 'FROM alpine:latest\n\nCOPY app /usr/local/bin/app\n\nENTRYPOINT ["app"]\n',
    },
    {
      key: 'Node',
      name: 'Node',
      content: 'FROM node:20-alpine\n\nWORKDIR /usr/src/app\nCOPY . .\nRUN npm ci\n\nCMD ["npm", "start"]\n',
    },
  ],
  gitignores: [
    { key: 'Go', name: 'Go', content: '# Binaries\n*.exe\n*.test\n*.out\n' },
    { key: 'Node', name: 'Node', content: '# Dependencies\nnode_modules/\n\n# Logs\nnpm-debug.log*\n' },
    { key: 'Python', name: 'Python', content: '__pycache__/\n*.py[cod]\n.venv/\n' },
  ],
};

export interface LicenseTemplate {
  key: string;
  name: string;
  nickname: string | null;
  featured: boolean;
  popular: boolean;
  html_url: string;
  source_url: string;
  description: string;
  conditions: string[];
  permissions: string[];
  limitations: string[];
  /** With GitLab's placeholders: [year], [fullname], [project]. */
  content: string;
}

export const licenseTemplates: readonly LicenseTemplate[] = [
  {
    key: 'apache-2.0',
    name: 'Apache License 2.0',
    nickname: null,
    featured: true,
    popular: true,
    html_url: 'http://choosealicense.com/licenses/apache-2.0/',
    source_url: 'http://www.apache.org/licenses/LICENSE-2.0.html',
    description:
      'A permissive license that also provides an express grant of patent rights from contributors.',
    conditions: ['include-copyright', 'document-changes'],
    permissions: ['commercial-use', 'modifications', 'distribution', 'patent-use', 'private-use'],
    limitations: ['trademark-use', 'liability', 'warranty'],
    content: 'Apache License\nVersion 2.0, January 2004\n\nCopyright [year] [fullname]\n',
  },
  {
    key: 'gpl-3.0',
    name: 'GNU General Public License v3.0',
    nickname: 'GNU GPLv3',
    featured: true,
    popular: true,
    html_url: 'http://choosealicense.com/licenses/gpl-3.0/',
    source_url: 'http://www.gnu.org/licenses/gpl-3.0.txt',
    description:
      'Permissions of this strong copyleft license are conditioned on making the source available.',
    conditions: ['include-copyright', 'document-changes', 'disclose-source', 'same-license'],
    permissions: ['commercial-use', 'modifications', 'distribution', 'patent-use', 'private-use'],
    limitations: ['liability', 'warranty'],
    content: '[project]\nCopyright (C) [year] [fullname]\n\nGNU GENERAL PUBLIC LICENSE, Version 3\n',
  },
  {
    key: 'mit',
    name: 'MIT License',
    nickname: null,
    featured: true,
    popular: true,
    html_url: 'http://choosealicense.com/licenses/mit/',
    source_url: 'http://opensource.org/licenses/MIT',
    description:
      'A short and simple permissive license with conditions only requiring preservation of copyright.',
    conditions: ['include-copyright'],
    permissions: ['commercial-use', 'modifications', 'distribution', 'private-use'],
    limitations: ['liability', 'warranty'],
    content:
      'MIT License\n\nCopyright (c) [year] [fullname]\n\nPermission is hereby granted, free of charge, ...\n',
  },
  {
    key: 'unlicense',
    name: 'The Unlicense',
    nickname: null,
    featured: false,
    popular: false,
    html_url: 'http://choosealicense.com/licenses/unlicense/',
    source_url: 'http://unlicense.org/',
    description: 'A license with no conditions whatsoever which dedicates works to the public domain.',
    conditions: [],
    permissions: ['commercial-use', 'modifications', 'distribution', 'private-use'],
    limitations: ['liability', 'warranty'],
    content: 'This is free and unencumbered software released into the public domain.\n',
  },
];

/** group/project's issue and merge request description templates (.gitlab/issue_templates/…). */
export const descriptionTemplates: Readonly<
  Record<number, Record<'issues' | 'merge_requests', FileTemplate[]>>
> = {
  42: {
    issues: [
      {
        key: 'Bug',
        name: 'Bug',
        content: '## Summary\n\n## Steps to reproduce\n\n## What is the expected behaviour?\n\n/label ~bug\n',
      },
      { key: 'Feature', name: 'Feature', content: '## Problem to solve\n\n## Proposal\n\n/label ~feature\n' },
    ],
    merge_requests: [
      {
        key: 'Default',
        name: 'Default',
        content: '## What does this MR do?\n\nCloses #\n\n## Checklist\n\n- [ ] Tests\n',
      },
    ],
  },
};
