import { z } from 'zod';
import { COMPLETED, defineAction } from '../../action.js';
import { CREATES, UPDATES } from '../../classifications.js';
import { flag, text } from '../../params.js';
import { oneProject, projectNamed, subListPaging } from './params.js';
import { NO_ORDER } from '../../unsupported-params.js';

const oneDomain = { ...oneProject, domain: text('Custom domain, e.g. www.example.com') };
const domainNamed = (args: { project_id: string; domain: string }) =>
  `"${args.domain}" in project ${args.project_id}`;

/** The TLS side of a custom domain: a certificate and key, or Let's Encrypt. */
const domainTls = {
  auto_ssl_enabled: flag("Get and renew the certificate from Let's Encrypt").optional(),
  certificate: text('PEM certificate (with its chain)').optional(),
  key: text('PEM private key of the certificate').optional(),
};

const SEE_PAGES = { action: 'project.pages_get', text: "see the project's Pages site" } as const;
const SEE_DOMAINS = { action: 'project.pages_domain_list', text: "see the project's Pages domains" } as const;

/** A project's GitLab Pages site and its custom domains. */
export const projectPagesActions = [
  defineAction({
    id: 'project.pages_get',
    description:
      "Get a project's Pages site: its URL, HTTPS and unique-domain settings and active deployments.",
    input: z.object(oneProject).strict(),
    answer: { object: 'pages', notFound: projectNamed },
    content: 'detail',
    resource: null,
    nextSteps: [SEE_DOMAINS, { action: 'project.pages_update', text: 'change its settings' }],
    aliases: ['gitlab pages', 'static site', 'pages url'],
  }),
  defineAction({
    id: 'project.pages_update',
    description: "Change a project's Pages settings: forced HTTPS, unique domain, primary domain.",
    input: z
      .object({
        ...oneProject,
        pages_https_only: flag('Redirect HTTP to HTTPS').optional(),
        pages_unique_domain_enabled: flag('Serve the site on its own unique domain').optional(),
        pages_primary_domain: text('Domain every Pages request is redirected to').optional(),
      })
      .strict(),
    answer: { object: 'pages', notFound: projectNamed },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [SEE_PAGES],
    aliases: ['pages settings'],
  }),
  defineAction({
    id: 'project.pages_unpublish',
    description: "Unpublish a project's Pages site: its deployments are removed until the next Pages job.",
    input: z.object(oneProject).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [SEE_PAGES],
    aliases: ['take down pages', 'remove pages'],
  }),
  defineAction({
    id: 'project.pages_domain_list',
    description: "List a project's custom Pages domains with their certificates.",
    input: z.object({ ...oneProject, ...subListPaging }).strict(),
    unsupported: { params: NO_ORDER },
    answer: { list: 'pages_domain' },
    content: 'list',
    resource: null,
    nextSteps: [
      { action: 'project.pages_domain_get', text: 'see one domain and its verification' },
      { action: 'project.pages_domain_create', text: 'add a domain' },
    ],
    aliases: ['custom domains'],
  }),
  defineAction({
    id: 'project.pages_domain_list_all',
    description: 'List every custom Pages domain of the instance (administrators).',
    input: z.object({}).strict(),
    answer: { list: 'pages_domain' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'project.pages_domain_get', text: 'see one domain' }],
    aliases: ['all pages domains'],
    admin: true,
  }),
  defineAction({
    id: 'project.pages_domain_get',
    description:
      'Get one custom Pages domain: whether it is verified, its verification code and certificate.',
    input: z.object(oneDomain).strict(),
    answer: { object: 'pages_domain', notFound: domainNamed },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'project.pages_domain_update', text: 'change its certificate' }],
    aliases: ['domain verification'],
  }),
  defineAction({
    id: 'project.pages_domain_create',
    description: "Add a custom domain to a project's Pages site, with a certificate or Let's Encrypt.",
    input: z.object({ ...oneDomain, ...domainTls }).strict(),
    answer: { object: 'pages_domain', notFound: projectNamed },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'project.pages_domain_get', text: 'see the verification code to add to DNS' }],
    aliases: ['add custom domain'],
  }),
  defineAction({
    id: 'project.pages_domain_update',
    description: "Change a custom Pages domain's certificate, or switch it to Let's Encrypt.",
    input: z.object({ ...oneDomain, ...domainTls }).strict(),
    answer: { object: 'pages_domain', notFound: domainNamed },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [SEE_DOMAINS],
    aliases: ['renew certificate'],
  }),
  defineAction({
    id: 'project.pages_domain_delete',
    description: "Remove a custom domain from a project's Pages site.",
    input: z.object(oneDomain).strict(),
    answer: COMPLETED,
    content: 'mutate',
    resource: null,
    nextSteps: [SEE_DOMAINS],
    aliases: ['remove custom domain'],
  }),
];
