/** How GitLab Pages shows: a project's site, its deployments and its custom domains. */
import { defineKind } from './kind-spec.js';
import { PROJECT_NOT_FOUND } from './project.js';

export const pagesKind = defineKind({
  name: 'pages',
  plural: { key: 'pages', title: 'Pages Sites' },
  empty: 'No pages sites found.',
  heading: { template: 'Pages: {url}' },
  fields: [
    { label: 'URL', path: 'url', format: 'link' },
    { label: 'Unique Domain', path: 'is_unique_domain_enabled', format: 'bool' },
    { label: 'Force HTTPS', path: 'force_https', format: 'bool' },
    { label: 'Primary Domain', path: 'primary_domain', format: 'text' },
  ],
  columns: [
    { label: 'URL', path: 'url', format: 'link' },
    { label: 'Force HTTPS', path: 'force_https', format: 'bool' },
  ],
  longText: [],
  nested: [{ label: 'Deployments', path: 'deployments', kind: 'pages_deployment' }],
  notFound: PROJECT_NOT_FOUND,
});

export const pagesDeploymentKind = defineKind({
  name: 'pages_deployment',
  plural: { key: 'deployments', title: 'Pages Deployments' },
  empty: 'No pages deployments found.',
  heading: { template: 'Pages Deployment: {url}' },
  fields: [
    { label: 'URL', path: 'url', format: 'link' },
    { label: 'Path Prefix', path: 'path_prefix', format: 'code' },
    { label: 'Root Directory', path: 'root_directory', format: 'code' },
    { label: 'Created', path: 'created_at', format: 'date' },
  ],
  columns: [
    { label: 'URL', path: 'url', format: 'link' },
    { label: 'Path Prefix', path: 'path_prefix', format: 'code' },
    { label: 'Created', path: 'created_at', format: 'date' },
  ],
  longText: [],
  nested: [],
  notFound: PROJECT_NOT_FOUND,
});

export const pagesDomainKind = defineKind({
  name: 'pages_domain',
  plural: { key: 'pages_domains', title: 'Pages Domains' },
  empty: 'No pages domains found.',
  heading: { template: 'Pages Domain: {domain}' },
  fields: [
    { label: 'URL', path: 'url', format: 'link' },
    { label: 'Project', path: 'project_id', format: 'count' },
    { label: 'Verified', path: 'verified', format: 'bool' },
    { label: 'Verification Code', path: 'verification_code', format: 'code' },
    { label: 'Enabled Until', path: 'enabled_until', format: 'date' },
    { label: "Let's Encrypt", path: 'auto_ssl_enabled', format: 'bool' },
    { label: 'Certificate Subject', path: 'certificate.subject', format: 'text' },
    { label: 'Certificate Expires', path: 'certificate.expiration', format: 'date' },
    { label: 'Certificate Expired', path: 'certificate.expired', format: 'warning' },
  ],
  columns: [
    { label: 'Domain', path: 'domain', format: 'text', link: 'url' },
    { label: 'Project', path: 'project_id', format: 'count' },
    { label: 'Verified', path: 'verified', format: 'bool' },
    { label: "Let's Encrypt", path: 'auto_ssl_enabled', format: 'bool' },
    { label: 'Certificate Expires', path: 'certificate.expiration', format: 'date' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'Pages domain',
    suggestions: [{ action: 'project.pages_domain_list', text: "list the project's Pages domains" }],
  },
});
