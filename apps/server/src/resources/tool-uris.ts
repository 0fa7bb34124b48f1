/** `gitlab://tools` and its per-action template: the resource table publishes them, the tool manifest fills them. */
export const TOOLS_URI = 'gitlab://tools';
export const TOOL_URI_TEMPLATE = 'gitlab://tools/{id}';
