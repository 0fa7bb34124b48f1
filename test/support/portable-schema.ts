/**
 * What the strictest MCP clients accept in a tool definition, as one check: Gemini (function declarations are an
 * OpenAPI 3.0 subset: one `type` per node, no `$ref`, no `const`, string `format` only `date-time` or `enum`),
 * GitHub Copilot (arrays need `items`, the input is a plain object) and OpenAI (tool names `^[a-zA-Z0-9_-]{1,64}$`).
 * A tool that passes works in all of them.
 */

export interface ToolDefinition {
  name: string;
  description?: string;
  inputSchema: Record<string, unknown>;
  outputSchema?: Record<string, unknown>;
}

const TOOL_NAME = /^[a-zA-Z0-9_-]{1,64}$/;
const PROPERTY_NAME = /^[a-zA-Z0-9_.-]{1,64}$/;
const DEPTH_LIMIT = 8;
const TYPES = new Set(['object', 'array', 'string', 'number', 'integer', 'boolean', 'null']);
const STRING_FORMATS = new Set(['date-time', 'enum']);
const KEYWORDS = new Set([
  'type',
  'description',
  'title',
  'properties',
  'required',
  'additionalProperties',
  'items',
  'enum',
  'format',
  'default',
  'minimum',
  'maximum',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
  'pattern',
  'anyOf',
]);
/** Top-level combinators that Gemini, Qwen and Copilot reject: the input must be one plain object. */
const TOP_LEVEL_FORBIDDEN = ['$schema', 'oneOf', 'anyOf', 'allOf', 'not', 'enum'];

/** Every way the tool falls short of the strictest clients; empty when it is portable. */
export function portabilityProblems(tool: ToolDefinition): string[] {
  const problems: string[] = [];
  if (!TOOL_NAME.test(tool.name))
    problems.push(`tool name ${JSON.stringify(tool.name)} is not [a-zA-Z0-9_-]{1,64}`);
  if (!tool.description) problems.push('no description');
  problems.push(...rootProblems('inputSchema', tool.inputSchema));
  if (tool.outputSchema) problems.push(...rootProblems('outputSchema', tool.outputSchema));
  return problems;
}

function rootProblems(where: string, schema: Record<string, unknown>): string[] {
  const problems: string[] = [];
  if (schema.type !== 'object')
    problems.push(`${where}: type is ${JSON.stringify(schema.type)}, not "object"`);
  for (const keyword of TOP_LEVEL_FORBIDDEN)
    if (keyword in schema) problems.push(`${where}: top-level ${keyword}`);
  nodeProblems(where, schema, 0, problems);
  return problems;
}

function nodeProblems(where: string, node: unknown, depth: number, problems: string[]): void {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) {
    problems.push(`${where}: not a schema object`);
    return;
  }
  if (depth > DEPTH_LIMIT) {
    problems.push(`${where}: nested deeper than ${DEPTH_LIMIT}`);
    return;
  }
  const schema = node as Record<string, unknown>;
  for (const keyword of Object.keys(schema))
    if (!KEYWORDS.has(keyword) && !(depth === 0 && keyword === '$schema'))
      problems.push(`${where}: keyword ${keyword}`);

  if ('anyOf' in schema) {
    const options = schema.anyOf as unknown[];
    options.forEach((option, index) => nodeProblems(`${where}.anyOf[${index}]`, option, depth + 1, problems));
    return;
  }
  const type = schema.type;
  if (typeof type !== 'string' || !TYPES.has(type)) {
    problems.push(`${where}: type ${JSON.stringify(type)} is not one JSON type`);
    return;
  }
  if (type === 'string' && typeof schema.format === 'string' && !STRING_FORMATS.has(schema.format))
    problems.push(`${where}: string format ${schema.format}`);
  if (type === 'array') {
    if (!('items' in schema)) problems.push(`${where}: array without items`);
    else nodeProblems(`${where}[]`, schema.items, depth + 1, problems);
  }
  if (type === 'object') objectProblems(where, schema, depth, problems);
}

function objectProblems(
  where: string,
  schema: Record<string, unknown>,
  depth: number,
  problems: string[],
): void {
  const properties = (schema.properties ?? {}) as Record<string, unknown>;
  for (const [name, property] of Object.entries(properties)) {
    if (!PROPERTY_NAME.test(name)) problems.push(`${where}: property name ${JSON.stringify(name)}`);
    nodeProblems(`${where}.${name}`, property, depth + 1, problems);
  }
  for (const name of (schema.required ?? []) as string[])
    if (!(name in properties)) problems.push(`${where}: required ${name} is not a property`);
  const extra = schema.additionalProperties;
  if (extra !== undefined && typeof extra !== 'boolean')
    nodeProblems(`${where}{}`, extra, depth + 1, problems);
}
