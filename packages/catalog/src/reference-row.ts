/**
 * One action of the reference catalog (reference/spec/catalog.json) as reference-table.generated.ts holds it:
 * what the reference server decided, so an entry never restates it.
 */
export interface ReferenceRow {
  /** The individual surface's tool name (`individual_tool`); null when it has none. */
  tool: string | null;
  readOnly: boolean;
  destructive: boolean;
  /** False: premium or ultimate (which one, the entry says). */
  freeTier: boolean;
  /** The required parameter names. */
  required: readonly string[];
  /** Every parameter name and its type word (`string`, `array<integer>`, `string{asc,desc}`). */
  params: Readonly<Record<string, string>>;
  /** The request the reference server makes: `GET /projects/{project_id}`, `GRAPHQL …`; null when it records none. */
  gitlab: string | null;
}
