/** Reads a dotenv file: `NAME=value` lines, `#` comments, optional `export `, single or double quotes. */
export function parseDotenv(source: string): Record<string, string> {
  const values: Record<string, string> = {};
  for (const rawLine of source.split(/\r?\n/)) {
    const line = rawLine.trim().replace(/^export\s+/, '');
    if (line === '' || line.startsWith('#')) continue;
    const equals = line.indexOf('=');
    if (equals <= 0) continue;
    const name = line.slice(0, equals).trim();
    let value = line.slice(equals + 1).trim();
    const quote = value[0];
    if ((quote === '"' || quote === "'") && value.endsWith(quote) && value.length >= 2) {
      value = value.slice(1, -1);
      if (quote === '"') value = value.replaceAll('\\n', '\n').replaceAll('\\"', '"');
    } else {
      value = value.replace(/\s+#.*$/, '');
    }
    values[name] = value;
  }
  return values;
}
