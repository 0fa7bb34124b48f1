// Statistics over repeated measurements.

/** The median of a list of numbers (the mean of the middle two for an even count); NaN when empty. */
export function median(values) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** The p-th percentile (nearest rank). */
export function percentile(values, p) {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Share of finder rows whose expected action came within the first k results. */
export function accuracy(rows, k) {
  return rows.filter((row) => row.rank !== null && row.rank <= k).length / rows.length;
}
