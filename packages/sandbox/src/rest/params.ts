/** Reading GitLab parameters, which arrive as JSON values or as strings from forms and query strings. */

export function str(value: unknown): string | undefined {
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? value : String(value);
}

export function int(value: unknown): number | undefined {
  const text = str(value);
  if (text === undefined || !/^-?\d+$/.test(text.trim())) return undefined;
  return Number(text);
}

/** Grape's Boolean coercion: true/false, 1/0, yes/no… as GitLab accepts them. */
export function bool(value: unknown): boolean | undefined {
  if (typeof value === 'boolean') return value;
  const text = str(value)?.toLowerCase();
  if (text === undefined) return undefined;
  if (['true', '1', 't', 'yes', 'y'].includes(text)) return true;
  if (['false', '0', 'f', 'no', 'n'].includes(text)) return false;
  return undefined;
}

/** A list parameter: a JSON array, `key[]` values, or a comma-separated string (`labels=bug,feature`). */
export function list(value: unknown): string[] | undefined {
  if (value === undefined || value === null) return undefined;
  if (Array.isArray(value)) return value.map((item) => String(item));
  const text = String(value);
  return text.length === 0 ? [] : text.split(',').map((item) => item.trim());
}

export function intList(value: unknown): number[] | undefined {
  return list(value)
    ?.map((item) => Number(item))
    .filter((item) => Number.isInteger(item));
}

/** Copy the listed fields present in `params` onto `row`, coercing each to the type the row already holds. */
export function assignFields<Row extends object>(
  row: Row,
  params: Record<string, unknown>,
  fields: readonly (keyof Row & string)[],
): void {
  const target = row as Record<string, unknown>;
  for (const field of fields) {
    if (!(field in params)) continue;
    const value = params[field];
    const current = target[field];
    if (typeof current === 'boolean') target[field] = bool(value) ?? current;
    else if (typeof current === 'number') target[field] = int(value) ?? current;
    else if (Array.isArray(current)) target[field] = list(value) ?? current;
    else target[field] = value === null ? null : str(value);
  }
}
