import type { ActionSpec } from './action.js';
import { fineGrainedPermission } from './fine-grained.js';
import { toPortableJsonSchema } from './json-schema.js';
import type { JsonSchema } from './json-schema-type.js';
import { templateParams } from './rest-template.js';

/**
 * What a server needs of an action before its module is loaded: enough to narrow the catalog, list and search it,
 * and route a call. Plain data (the build writes every summary into the bundle as JSON), so a server can start
 * without evaluating a thousand zod schemas; `module` says which catalog module holds the rest.
 */
export interface ActionSummary extends Pick<
  ActionSpec,
  | 'id'
  | 'tool'
  | 'description'
  | 'content'
  | 'classification'
  | 'resource'
  | 'nextSteps'
  | 'tier'
  | 'aliases'
  | 'admin'
  | 'permission'
  | 'overwritesLocalFiles'
> {
  module: string;
  /** What a fine-grained token must be granted: a permission, null when none reaches it, 'none' when none is needed. */
  grant: string | null | 'none';
  /** Its parameter names, as the finder searches them. */
  params: readonly string[];
  /** The values its enum parameters accept (`opened`, `failed`), but those that order or page a list. */
  values: readonly string[];
  /** The values of its parameters that order or page a list (`created_at`, `desc`, `keyset`). */
  orderValues: readonly string[];
  /** The parameters its REST template fills into the path (`project_id`, `branch`). */
  pathParams: readonly string[];
}

export function summarize(action: ActionSpec, module: string): ActionSummary {
  const grant = fineGrainedPermission(action);
  const call = action.gitlab;
  return {
    module,
    id: action.id,
    tool: action.tool,
    description: action.description,
    content: action.content,
    classification: action.classification,
    resource: action.resource,
    nextSteps: action.nextSteps,
    tier: action.tier,
    aliases: action.aliases,
    ...(action.admin === undefined ? {} : { admin: action.admin }),
    ...(action.permission === undefined ? {} : { permission: action.permission }),
    ...(action.overwritesLocalFiles ? { overwritesLocalFiles: action.overwritesLocalFiles } : {}),
    grant: grant === undefined ? 'none' : grant,
    params: Object.keys(action.input.shape),
    ...enumValues(toPortableJsonSchema(action.input)),
    pathParams: 'rest' in call ? templateParams(call.rest) : [],
  };
}

/** Parameters that say how a list is ordered or paged, not which things it holds. */
const ORDERING_PARAMS: ReadonlySet<string> = new Set(['order_by', 'sort', 'pagination']);

function enumValues(schema: JsonSchema): Pick<ActionSummary, 'values' | 'orderValues'> {
  const properties = Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>);
  const valuesOf = (ordering: boolean) =>
    properties
      .filter(([name]) => ORDERING_PARAMS.has(name) === ordering)
      .flatMap(([, property]) => {
        const values = property.enum ?? (property.items as JsonSchema | undefined)?.enum;
        return Array.isArray(values)
          ? values.filter((value): value is string => typeof value === 'string')
          : [];
      });
  return { values: valuesOf(false), orderValues: valuesOf(true) };
}
