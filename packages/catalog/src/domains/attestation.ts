import { z } from 'zod';
import { defineAction } from '../action.js';
import { integer, projectId, text } from '../params.js';
import { asDocument } from './security/security-document.js';

/** Build provenance attestations of a project's artifacts. */
export const attestationActions = [
  defineAction({
    id: 'attestation.list',
    description:
      'List the build provenance attestations of a project for one artifact, by its SHA-256 digest.',
    input: z
      .object({ project_id: projectId, subject_digest: text('Hex SHA-256 digest of the artifact') })
      .strict(),
    answer: { list: 'attestation' },
    content: 'list',
    resource: null,
    nextSteps: [{ action: 'attestation.download', text: "download an attestation's Sigstore bundle" }],
    tier: 'ultimate',
    aliases: ['slsa provenance', 'build provenance'],
  }),
  defineAction({
    id: 'attestation.download',
    description: 'Download the Sigstore bundle of a project’s attestation, to verify with cosign or glab.',
    input: z
      .object({ project_id: projectId, attestation_iid: integer('Attestation IID, from the list') })
      .strict(),
    gitlab: {
      reshape: (data, args) =>
        asDocument(`Attestation ${String(args.attestation_iid)} Sigstore Bundle`)(data),
    },
    answer: {
      object: 'security_document',
      notFound: (args) => `attestation ${String(args.attestation_iid)} in project ${String(args.project_id)}`,
    },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'attestation.list', text: 'list the attestations of an artifact' }],
    tier: 'ultimate',
    aliases: ['sigstore bundle'],
  }),
];
