import { z } from 'zod';
import { defineAction } from '../../action.js';
import { UPDATES } from '../../classifications.js';
import { flag, text } from '../../params.js';
import { refusing, UNSUPPORTED } from '../../unsupported-params.js';

/**
 * The instance's appearance (https://docs.gitlab.com/api/appearance/): sign-in page title and text, logos, the
 * progressive web app's names, guidelines and the system header and footer, for administrators.
 */
const image = (what: string) => text(`${what}: a path or URL GitLab accepts for it`).optional();

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
        url: text(`${UNSUPPORTED}: GitLab's appearance has no address to set`).optional(),
      })
      .strict(),
    gitlab: {
      send: refusing(['url'], "GitLab's appearance update (PUT /application/appearance)"),
    },
    answer: { object: 'appearance' },
    content: 'mutate',
    classification: UPDATES,
    resource: null,
    nextSteps: [{ action: 'admin.appearance_get', text: 'see the appearance' }],
    aliases: ['branding', 'system message'],
    admin: true,
  }),
];
