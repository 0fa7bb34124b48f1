/**
 * The kinds of instance administration and of GitLab's smaller features: imports, licence, plan limits, Sidekiq,
 * secure files, Geo sites, Terraform states, Service Ping, SCIM identities, custom emoji, CI/CD Catalog resources.
 */
import type { KindSpec } from './kind-spec.js';
import {
  externalImportKind,
  licenseKind,
  planLimitsKind,
  sidekiqMetricsKind,
  sidekiqProcessKind,
  sidekiqQueueKind,
} from './instance-operations.js';
import { secureFileKind } from './secure-file.js';
import { geoSiteKind, geoSiteStatusKind } from './geo.js';
import { terraformLockKind, terraformStateKind } from './terraform.js';
import { metricDefinitionKind, metricDefinitionsKind, usageDataKind, usageMetricKind } from './usage-data.js';
import { scimIdentityKind } from './scim-identity.js';
import { customEmojiKind } from './custom-emoji.js';
import { ciCatalogResourceKind } from './ci-catalog.js';

export const INSTANCE_KINDS: readonly KindSpec[] = [
  externalImportKind,
  licenseKind,
  planLimitsKind,
  sidekiqMetricsKind,
  sidekiqProcessKind,
  sidekiqQueueKind,
  secureFileKind,
  geoSiteKind,
  geoSiteStatusKind,
  terraformStateKind,
  terraformLockKind,
  usageDataKind,
  usageMetricKind,
  metricDefinitionsKind,
  metricDefinitionKind,
  scimIdentityKind,
  customEmojiKind,
  ciCatalogResourceKind,
];
