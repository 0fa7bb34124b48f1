import type { FeatureFlagStrategyRow, PlainRow } from '../../store/rows.js';
import { nextId } from '../../store/state.js';
import type { SandboxState } from '../../store/state.js';
import { bool, int, str } from '../params.js';

/** Every strategy and scope in use, so a new id never repeats a seeded one. */
function strategiesOf(state: SandboxState): FeatureFlagStrategyRow[] {
  return state.tables.featureFlags.flatMap((flag) => flag.strategies);
}

function strategyFrom(state: SandboxState, input: PlainRow): FeatureFlagStrategyRow {
  const scopes = Array.isArray(input.scopes) ? (input.scopes as PlainRow[]) : [{ environment_scope: '*' }];
  const parameters =
    typeof input.parameters === 'object' && input.parameters !== null
      ? Object.fromEntries(Object.entries(input.parameters).map(([key, value]) => [key, String(value)]))
      : {};
  return {
    id: nextId(state, 'feature_flag_strategy', strategiesOf(state)),
    name: str(input.name) ?? 'default',
    parameters,
    scopes: scopes.map((scope) => ({
      id: nextId(
        state,
        'feature_flag_scope',
        strategiesOf(state).flatMap((strategy) => strategy.scopes),
      ),
      environment_scope: str(scope.environment_scope) ?? '*',
    })),
  };
}

/**
 * A flag's strategies after a write (https://docs.gitlab.com/api/feature_flags/#update-a-feature-flag): an entry
 * without `id` is added, one with `id` replaces that strategy, one with `id` and `_destroy` removes it.
 */
export function applyStrategies(
  state: SandboxState,
  current: FeatureFlagStrategyRow[],
  input: unknown,
): FeatureFlagStrategyRow[] {
  if (!Array.isArray(input)) return current;
  let strategies = [...current];
  for (const entry of input as PlainRow[]) {
    const id = int(entry.id);
    const index = strategies.findIndex((strategy) => strategy.id === id);
    if (index < 0) strategies.push(strategyFrom(state, entry));
    else if (bool(entry._destroy) === true) strategies = strategies.filter((_, at) => at !== index);
    else strategies[index] = { ...strategyFrom(state, entry), id: id! };
  }
  return strategies;
}
