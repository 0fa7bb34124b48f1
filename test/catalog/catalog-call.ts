/**
 * One call of the catalog's end-to-end table: an action, params that the seeded sandbox can answer, and a piece
 * of the Markdown answer that shows it is the right one. Every action of the catalog has at least one (a test in
 * test/repo checks it), so each is executed against the sandbox through the built server.
 */
export interface CatalogCall {
  action: string;
  params: Record<string, unknown>;
  /** A string the Markdown answer must contain. */
  expect: string;
  /** The answer is a refusal, a not-found or an error card. */
  isError?: boolean;
}
