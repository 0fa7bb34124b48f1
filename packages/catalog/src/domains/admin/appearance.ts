import { z } from 'zod';
import { defineAction } from '../../action.js';
import type { ActionContext } from '../../action.js';
import { UPDATES } from '../../classifications.js';
import { flag, text } from '../../params.js';
import { readLocalFile, sendFile } from '../uploads/file-input.js';

/**
 * The instance's appearance (https://docs.gitlab.com/api/appearance/): sign-in page title and text, logos, the
 * progressive web app's names, guidelines and the system header and footer, for administrators.
 */
const image = (what: string) =>
  text(`${what}: path of the image file on the machine running this server`).optional();

/** The appearance's images: GitLab takes each as an uploaded file (doc/api/appearance.md), never as a path or URL. */
const IMAGES: readonly string[] = ['logo', 'header_logo', 'favicon', 'pwa_icon'];

/**
 * PUT /application/appearance. With an image given, the update is the multipart form GitLab takes files in: each
 * image a file part read from its local path (confined and size-checked), the other fields as text parts; without
 * one, a plain update.
 */
async function updateAppearance(context: ActionContext, args: Record<string, unknown>): Promise<unknown> {
  const images = IMAGES.filter((name) => args[name] !== undefined);
  if (images.length === 0) return context.rest('PUT', '/application/appearance', { body: args });
  const files = await Promise.all(
    images.map(async (name) => ({
      name,
      file: await readLocalFile(context, String(args[name]), { parameter: name }),
    })),
  );
  const form = new FormData();
  for (const [name, value] of Object.entries(args)) {
    if (value !== undefined && !IMAGES.includes(name)) form.append(name, String(value));
  }
  for (const { name, file } of files) form.append(name, file.blob, file.filename);
  return sendFile(
    context,
    'PUT',
    '/application/appearance',
    files.map(({ file }) => file),
    { body: form },
  );
}

export const appearanceActions = [
  defineAction({
    id: 'admin.appearance_get',
    description:
      "Show the instance's appearance: sign-in title and description, logos, header and footer messages.",
    input: z.object({}).strict(),
    answer: { object: 'appearance' },
    content: 'detail',
    resource: null,
    nextSteps: [{ action: 'admin.appearance_update', text: 'change the appearance' }],
    aliases: ['branding', 'sign-in page', 'system header'],
    admin: true,
  }),
  defineAction({
    id: 'admin.appearance_update',
    description:
      "Change the instance's appearance: sign-in text, logos, guidelines, system header and footer.",
    input: z
      .object({
        title: text('Sign-in and sign-up page title').optional(),
        description: text('Sign-in and sign-up page text, in Markdown').optional(),
        pwa_name: text('Full name of the progressive web app').optional(),
        pwa_short_name: text('Short name of the progressive web app').optional(),
        pwa_description: text('Description of the progressive web app').optional(),
        pwa_icon: image('Progressive web app icon'),
        logo: image('Sign-in page logo'),
        header_logo: image('Navigation bar logo'),
        favicon: image('Favicon (.ico or .png)'),
        member_guidelines: text('Guidelines on the group and project member pages, in Markdown').optional(),
        new_project_guidelines: text('Guidelines on the new project page, in Markdown').optional(),
        profile_image_guidelines: text('Guidelines under the profile image upload, in Markdown').optional(),
        header_message: text('System header message on every page').optional(),
        footer_message: text('System footer message on every page').optional(),
        message_background_color: text('Header and footer background colour, e.g. #E75E40').optional(),
        message_font_color: text('Header and footer text colour, e.g. #FFFFFF').optional(),
        email_header_and_footer_enabled: flag('Add the header and footer to every email').optional(),
        url: text('Address').optional(),
      })
      .strict(),
    gitlab: { local: updateAppearance },
    unsupported: {
      params: { url: "GitLab's appearance has no address to set" },
      endpoint: "GitLab's appearance update (PUT /application/appearance)",
    },
    answer: { object: 'appearance' },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'admin.appearance_get', text: 'see the appearance' }],
    aliases: ['branding', 'system message'],
    admin: true,
    // Sent by a local call, so the permission of GitLab's endpoint is named here (fine-grained tokens).
    permission: 'update_application_appearance',
  }),
];
