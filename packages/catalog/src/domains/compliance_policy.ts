import { z } from 'zod';
import { defineAction } from '../action.js';
import { UPDATES } from '../classifications.js';
import { integer } from '../params.js';

/** The instance's compliance and security policy settings. */
export const compliancePolicyActions = [
  defineAction({
    id: 'compliance_policy.get',
    description:
      'Read the instance’s compliance and security policy settings (the group whose policies apply everywhere).',
    input: z.object({}).strict(),
    answer: { object: 'compliance_policy_settings' },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'compliance_policy.update', text: 'choose the policy group' }],
    tier: 'ultimate',
    aliases: ['security policy settings', 'csp group'],
    admin: true,
  }),
  defineAction({
    id: 'compliance_policy.update',
    description:
      'Set the group whose compliance and security policies apply to the whole instance (null clears it).',
    input: z
      .object({
        csp_namespace_id: integer('ID of the top-level group holding the instance-wide policies').optional(),
      })
      .strict(),
    gitlab: { rest: 'PUT /admin/security/compliance_policy_settings' },
    answer: { object: 'compliance_policy_settings' },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'compliance_policy.get', text: 'read the settings back' }],
    tier: 'ultimate',
    aliases: ['set compliance policy group'],
    admin: true,
  }),
];
