import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import { UPDATES } from '../../classifications.js';
import { flag, oneOf, text } from '../../params.js';
import { oneProject, projectNamed } from './params.js';

/**
 * GitLab answers `{ "TypeScript": 66.69, "Shell": 33.31 }`; the card lists them largest first with their share,
 * because a language name is data, never a field label.
 */
export function languageShares(data: unknown): { languages: string[] } {
  const shares = Object.entries((data ?? {}) as Record<string, unknown>).flatMap(([name, share]) =>
    typeof share === 'number' ? [[name, share] as const] : [],
  );
  shares.sort((a, b) => b[1] - a[1]);
  return { languages: shares.map(([name, share]) => `${name} ${share}%`) };
}

const ECOSYSTEMS = [
  'cargo',
  'composer',
  'conan',
  'gem',
  'golang',
  'maven',
  'npm',
  'nuget',
  'pub',
  'pypi',
  'swift',
] as const;

/** Facts about a project's repository and the settings that guard it: languages, fetches, storage, security. */
export const projectMaintenanceActions = [
  defineAction({
    id: 'project.languages',
    description: "See which programming languages make up a project's repository, by share of code.",
    input: z.object(oneProject).strict(),
    gitlab: { reshape: languageShares },
    answer: { object: 'project_languages', notFound: projectNamed },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'project.statistics_get', text: 'see how often it is fetched' }],
    aliases: ['programming languages', 'tech stack'],
  }),
  defineAction({
    id: 'project.statistics_get',
    description: 'See how many times a project was fetched (cloned or pulled) over the last 30 days.',
    input: z.object(oneProject).strict(),
    answer: { object: 'project_statistics', notFound: projectNamed },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'project.languages', text: 'see its languages' }],
    aliases: ['clone count', 'fetch statistics'],
  }),
  defineAction({
    id: 'project.repository_storage_get',
    description: "See where a project's repository is stored: shard and disk path (administrators).",
    input: z.object(oneProject).strict(),
    answer: { object: 'project_storage', notFound: projectNamed },
    content: 'detail',
    resource: null,
    nextSteps: [],
    aliases: ['disk path', 'gitaly shard'],
    admin: true,
  }),
  defineAction({
    id: 'project.start_housekeeping',
    description: "Start housekeeping of a project's repository (git gc, repack) in the background.",
    input: z.object(oneProject).strict(),
    answer: COMPLETED,
    content: 'mutate',
    classification: { readOnly: false, destructive: false, idempotent: false },
    resource: null,
    nextSteps: [],
    aliases: ['git gc', 'repack repository'],
  }),
  defineAction({
    id: 'project.security_settings_get',
    description: "See a project's security settings: secret push protection, auto-fix and continuous scans.",
    input: z.object(oneProject).strict(),
    answer: { object: 'project_security_settings', notFound: projectNamed },
    content: 'detail',
    resource: null,
    nextSteps: [
      { action: 'project.security_settings_update', text: 'turn secret push protection on or off' },
    ],
    tier: 'ultimate',
    aliases: ['secret push protection'],
  }),
  defineAction({
    id: 'project.security_settings_update',
    description:
      'Turn secret push protection on or off for a project: pushes containing secrets are refused.',
    input: z
      .object({
        ...oneProject,
        secret_push_protection_enabled: flag('Refuse pushes that contain secrets'),
      })
      .strict(),
    answer: { object: 'project_security_settings', notFound: projectNamed },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'project.security_settings_get', text: 'see all security settings' }],
    tier: 'ultimate',
    aliases: ['enable secret push protection'],
  }),
  defineAction({
    id: 'project.dependency_firewall_evaluate',
    description:
      "Check one package version against a project's dependency firewall policies: allowed, warned or blocked.",
    input: z
      .object({
        ...oneProject,
        ecosystem: oneOf(ECOSYSTEMS, 'Package ecosystem'),
        name: text('Package name, e.g. left-pad'),
        version: text('Package version, e.g. 1.3.0'),
      })
      .strict(),
    gitlab: {
      // GitLab answers only `{ outcome, reason }`; the card also says which package was checked.
      reshape: (data, args) => ({
        package: `${args.ecosystem}:${args.name}@${args.version}`,
        ...(data as object),
      }),
    },
    answer: { object: 'dependency_firewall_evaluation', notFound: projectNamed },
    content: 'detail',
    resource: null,
    nextSteps: [],
    tier: 'premium',
    aliases: ['is package allowed', 'package policy check'],
  }),
];
