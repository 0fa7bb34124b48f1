import { defineKind } from './kind-spec.js';

/**
 * A project or group badge (https://docs.gitlab.com/api/project_badges/): its URLs as written, with placeholders
 * such as %{project_path}, and as rendered for the project. A preview has only the four URLs.
 */
export const badgeKind = defineKind({
  name: 'badge',
  plural: { key: 'badges', title: 'Badges' },
  empty: 'No badges found.',
  heading: { template: 'Badge: {name|id|rendered_image_url}' },
  fields: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Kind', path: 'kind', format: 'text' },
    { label: 'Link URL', path: 'link_url', format: 'code' },
    { label: 'Image URL', path: 'image_url', format: 'code' },
    { label: 'Rendered Link', path: 'rendered_link_url', format: 'link' },
    { label: 'Rendered Image', path: 'rendered_image_url', format: 'link' },
  ],
  columns: [
    { label: 'ID', path: 'id', format: 'count' },
    { label: 'Name', path: 'name', format: 'text' },
    { label: 'Kind', path: 'kind', format: 'text' },
    { label: 'Rendered Link', path: 'rendered_link_url', format: 'link' },
  ],
  longText: [],
  nested: [],
  notFound: {
    subject: 'badge',
    suggestions: [
      { action: 'project.badge_list', text: "list the project's badges" },
      { action: 'group.badge_list', text: "list the group's badges" },
    ],
  },
});
