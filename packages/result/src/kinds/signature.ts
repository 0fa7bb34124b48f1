import type { FieldSpec } from './kind-spec.js';

/*
 * What the signatures of commits and tags share: GitLab answers both with the same GPG and X.509 fields
 * (https://docs.gitlab.com/api/commits/#get-signature-of-a-commit, https://docs.gitlab.com/api/tags/#get-x509-signature-of-a-tag).
 */

export const VERIFICATION_FIELD: FieldSpec = {
  label: 'Verification Status',
  path: 'verification_status',
  format: 'text',
};

export const GPG_FIELDS: readonly FieldSpec[] = [
  { label: 'Key ID', path: 'gpg_key_primary_keyid', format: 'code' },
  { label: 'Signer', path: 'gpg_key_user_name', format: 'text' },
  { label: 'Signer Email', path: 'gpg_key_user_email', format: 'text' },
];

export const X509_FIELDS: readonly FieldSpec[] = [
  { label: 'Certificate Subject', path: 'x509_certificate.subject', format: 'text' },
  { label: 'Certificate Email', path: 'x509_certificate.email', format: 'text' },
];

/** Everything but the name, the card rows and the not-found card. */
export const SIGNATURE_SHAPE = {
  plural: { key: 'signatures', title: 'Signatures' },
  empty: 'No signatures found.',
  heading: { template: 'Signature: {signature_type}' },
  columns: [
    { label: 'Type', path: 'signature_type', format: 'text' },
    { label: 'Status', path: 'verification_status', format: 'text' },
  ],
  longText: [],
  nested: [],
} as const;
