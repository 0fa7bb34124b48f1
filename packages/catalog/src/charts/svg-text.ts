/**
 * Text written by others (job, stage, milestone and label names) goes into SVG markup only through here: the five
 * XML special characters become entities and control characters go, so no name can close an element, open a
 * new one (a `<script>`, an `<image href>`) or break the document.
 */
export function xmlText(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- XML 1.0 forbids these characters even as entities.
      .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '')
      .replaceAll('&', '&amp;')
      .replaceAll('<', '&lt;')
      .replaceAll('>', '&gt;')
      .replaceAll('"', '&quot;')
      .replaceAll("'", '&apos;')
  );
}

/** A name cut to fit a box, with an ellipsis, counted in characters (code points, never half a surrogate pair). */
export function fitted(value: string, maxChars: number): string {
  const chars = [...value];
  return chars.length <= maxChars ? value : `${chars.slice(0, Math.max(1, maxChars - 1)).join('')}…`;
}
