import { z } from 'zod';
import { defineAction } from '../../action.js';
import { CREATES } from '../../classifications.js';
import { projectId, text } from '../../params.js';
import { fileOf, fileParams, formWith, sendFile } from '../uploads/file-input.js';

/**
 * `wiki.upload_attachment`: a file committed to the wiki repository under `uploads/`
 * (https://docs.gitlab.com/api/wikis/#upload-an-attachment-to-the-wiki-repository), sent as the multipart part
 * `file`; the answer gives the Markdown that links it from a page.
 */
export const wikiAttachmentActions = [
  defineAction({
    id: 'wiki.upload_attachment',
    description: 'Upload a file to a project’s wiki and get the Markdown that links or shows it in a page.',
    input: z
      .object({
        project_id: projectId,
        ...fileParams,
        branch: text('Wiki branch to commit to (default: the wiki’s default branch)').optional(),
      })
      .strict(),
    gitlab: {
      local: async (context, args) => {
        const file = await fileOf(context, args);
        const path = `/projects/${encodeURIComponent(args.project_id)}/wikis/attachments`;
        return sendFile(context, 'POST', path, file, {
          body: formWith('file', file, { branch: args.branch }),
        });
      },
    },
    answer: { object: 'wiki_attachment' },
    content: 'mutate',
    classification: CREATES,
    resource: null,
    nextSteps: [{ action: 'wiki.update', text: 'paste its Markdown into a page' }],
    aliases: ['wiki upload', 'attach file to wiki'],
  }),
];
