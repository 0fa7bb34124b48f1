import type { McpTool } from './surface.js';

type Pairs = readonly (readonly [string, string])[];

/**
 * GITLAB_MCP_DESCRIPTION_SUBSTITUTIONS: some gateways refuse a tool whose description or title holds certain words
 * ("delete", "token"); each listed word is replaced, whole words only, in every tool's title and description.
 * Names and schemas are left alone: they are what calls are made with.
 */
export function substituteDescriptions(pairs: Pairs): (tools: McpTool[]) => McpTool[] {
  if (pairs.length === 0) return (tools) => tools;
  const patterns = pairs.map(([from, to]) => [new RegExp(`\\b${escape(from)}\\b`, 'g'), to] as const);
  const rewrite = (text: string) =>
    patterns.reduce((result, [pattern, to]) => result.replace(pattern, to), text);
  return (tools) =>
    tools.map((tool) => ({
      ...tool,
      title: rewrite(tool.title),
      description: rewrite(tool.description),
      annotations: { ...tool.annotations, title: rewrite(tool.annotations.title) },
    }));
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
