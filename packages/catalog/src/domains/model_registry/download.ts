import { z } from 'zod';
import { defineAction } from '../../action.js';
import { projectId, text } from '../../params.js';
import { fillTemplate } from '../../run-action.js';
import { describeTransfer } from '../package/index.js';
import { digestDownload } from '../uploads/file-output.js';

/**
 * A file of a model version in the model registry, stored as an `ml_model` package
 * (https://docs.gitlab.com/api/packages/ml_model_registry/): hashed as it arrives and described (size,
 * SHA-256), never held whole or shown as bytes.
 */
export const modelRegistryActions = [
  defineAction({
    id: 'model_registry.download',
    description:
      'Check a file of a machine-learning model version: its size, type and SHA-256, without its bytes.',
    input: z
      .object({
        project_id: projectId,
        model_version_id: text('Model version ID, e.g. 1 (or candidate:<iid> for an experiment run)'),
        path: text('Directory of the file inside the model version, e.g. artifacts'),
        filename: text('File name, e.g. model.pkl'),
      })
      .strict(),
    gitlab: {
      local: async (context, args) => {
        const { path } = fillTemplate(
          'GET /projects/{project_id}/packages/ml_models/{model_version_id}/files/{path}/{filename}',
          args,
        );
        return describeTransfer(args.filename, await digestDownload(await context.download(path)));
      },
    },
    answer: { object: 'package_transfer' },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'package.list', text: "see the project's packages" }],
    aliases: ['ml model file', 'model artifact'],
  }),
];
