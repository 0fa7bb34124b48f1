/**
 * A duration the way the settings write them and every message shows them (`30s`, `1h5m`, `250ms`, `0`): one syntax
 * in --help, the docs and errors (issue 22).
 */
export function showDuration(ms: number): string {
  if (ms === 0) return '0';
  let rest = ms;
  let shown = '';
  for (const [unit, size] of [
    ['h', 3600e3],
    ['m', 60e3],
    ['s', 1e3],
    ['ms', 1],
  ] as const) {
    const amount = Math.floor(rest / size);
    if (amount > 0) shown += `${amount}${unit}`;
    rest -= amount * size;
  }
  return shown;
}
