import { BEYOND_REFERENCE_DOMAINS, domainOf } from '@gitlab-mcp/catalog';
import { ACTIONS } from '@gitlab-mcp/catalog/actions';
import type { ActionSpec } from '@gitlab-mcp/catalog';
import { code, document, heading, table, text } from '@gitlab-mcp/result';

/** One line of the reference catalog, reference/spec/catalog.json. */
export interface ReferenceEntry {
  id: string;
  required_params: string[];
}

function classification(action: ActionSpec): string {
  if (action.classification.readOnly) return 'read';
  return action.classification.destructive ? 'destructive' : 'write';
}

function requiredParams(action: ActionSpec): string[] {
  return Object.entries(action.input.shape)
    .filter(([, schema]) => !(schema as { isOptional(): boolean }).isOptional())
    .map(([name]) => name);
}

/**
 * docs/actions.md, generated from the catalog itself through the one Markdown writer: per domain, every action
 * with its individual tool, what it does to GitLab, its required params and its description; then what the
 * reference catalog has that this server does not serve yet.
 */
export function actionsDoc(reference: readonly ReferenceEntry[]): string {
  const served = new Set(ACTIONS.map((action) => action.id));
  const domains = [
    ...new Set([...reference.map((entry) => domainOf(entry.id)), ...BEYOND_REFERENCE_DOMAINS]),
  ].sort();
  const summary = table(
    ['Domain', 'Served', 'Reference catalog'],
    domains.map((domain) => {
      const ids = reference.filter((entry) => domainOf(entry.id) === domain).map((entry) => entry.id);
      const ours = BEYOND_REFERENCE_DOMAINS.has(domain);
      const servedHere = ours
        ? ACTIONS.filter((action) => domainOf(action.id) === domain).length
        : ids.filter((id) => served.has(id)).length;
      return [code(domain, true), text(String(servedHere)), text(ours ? 'none: ours' : String(ids.length))];
    }),
  );
  const sections = domains.flatMap((domain) => {
    const actions = ACTIONS.filter((action) => domainOf(action.id) === domain);
    const missing = reference.filter((entry) => domainOf(entry.id) === domain && !served.has(entry.id));
    return [
      heading(2, text(`${domain} (${actions.length} of ${actions.length + missing.length})`)),
      actions.length > 0
        ? table(
            ['Action', 'Individual tool', 'Does', 'Required params', 'Description'],
            actions.map((action) => [
              code(action.id, true),
              action.tool ? code(action.tool, true) : null,
              text(classification(action)),
              text(requiredParams(action).join(', ')),
              text(action.description),
            ]),
          )
        : null,
      missing.length > 0 ? text(`Not served yet: ${missing.map((entry) => entry.id).join(', ')}.`) : null,
    ];
  });
  return `${document([
    heading(2, text('Actions')),
    text(
      'Generated from the catalog by test/repo/actions-doc.test.ts (UPDATE_DOCS=1 rewrites it). Every action is ' +
        'called by its canonical ID on the dynamic surface, as the domain tool with {"action", "params"} on the ' +
        'meta surface, and by its individual tool on the individual surface. "destructive" actions ask for ' +
        `confirmation before they act. The reference catalog has ${reference.length.toLocaleString('en')} actions; the ` +
        `${[...BEYOND_REFERENCE_DOMAINS].join(', ')} domain is ours, beyond it (docs/visualisations.md).`,
    ),
    summary,
    ...sections,
  ])}\n`;
}
