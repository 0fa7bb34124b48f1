import { defineKind } from './kind-spec.js';

/**
 * A project's secure file for CI (https://docs.gitlab.com/api/secure_files/): GitLab shows its checksum and,
 * for certificates and provisioning profiles, what it parsed from them; never its content.
 */
export const secureFileKind = defineKind({
  name: 'secure_file',
  plural: { key: 'secure_files', title: 'Secure Files' },
  empty: 'No secure files found.',
  heading: { template: 'Secure File #{id}: {name}' },
  fields: [
    { label: 'Extension', path: 'file_extension', format: 'code' },
    { label: 'Checksum', path: 'checksum', format: 'code' },
    { label: 'Checksum Algorithm', path: 'checksum_algorithm', format: 'text' },
    { label: 'Created', path: 'created_at', format: 'date' },
    { label: 'Expires', path: 'expires_at', format: 'date' },
    { label: 'Subject', path: 'metadata.subject.CN', format: 'text' },
    { label: 'Issuer', path: 'metadata.issuer.CN', format: 'text' },
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Name', path: 'name', format: 'text' },
    { label: 'Checksum', path: 'checksum', format: 'code' },
    { label: 'Created', path: 'created_at', format: 'date' },
    { label: 'Expires', path: 'expires_at', format: 'date' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'secure file',
    suggestions: [{ action: 'admin.secure_file_list', text: "list the project's secure files" }],
  },
});
