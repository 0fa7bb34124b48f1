/**
 * Results without a GitLab object to show: a void success (OF-61), a not-found card (OF-62), an error card and a
 * refusal (OF-4). Their next steps are added by the caller like any other result's.
 */
import { code, concat, text, trusted } from './markdown/escape.js';
import type { Md } from './markdown/escape.js';
import { cardRows, heading } from './markdown/writer.js';
import type { ErrorResult, NotFoundResult, RefusalResult, VoidResult } from './result.js';

const REASONS: Readonly<Record<number, string>> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  409: 'Conflict',
  412: 'Precondition Failed',
  422: 'Unprocessable Entity',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/** `✅ Action completed successfully.` */
export function voidBlocks(result: VoidResult): Md[] {
  return [concat(trusted('✅ '), text(result.message))];
}

function titleCase(words: string): string {
  return words.replace(
    /(^|\s)(\p{Ll})/gu,
    (_match, space: string, letter: string) => space + letter.toUpperCase(),
  );
}

/** `## ❓ Branch Not Found` and its sentence. */
export function notFoundBlocks(result: NotFoundResult): Md[] {
  return [
    heading(2, concat(trusted('❓ '), text(titleCase(result.subject)), trusted(' Not Found'))),
    concat(
      trusted('The '),
      text(result.subject),
      trusted(' **'),
      text(result.what),
      trusted('** does not exist or is not accessible with your current permissions.'),
    ),
  ];
}

/** `## ❌ Error: <operation>` with Status, Detail and Request ID rows and an optional suggestion line. */
export function errorBlocks(result: ErrorResult): Array<Md | null> {
  const rows: Array<{ label: string; value: Md }> = [];
  if (result.status !== null) {
    const reason = REASONS[result.status];
    rows.push({
      label: 'Status',
      value: trusted(reason ? `${result.status} ${reason}` : String(result.status)),
    });
  }
  if (result.detail !== '') rows.push({ label: 'Detail', value: text(result.detail) });
  if (result.requestId) rows.push({ label: 'Request ID', value: code(result.requestId, false) });
  return [
    heading(2, concat(trusted('❌ Error: '), text(result.operation))),
    cardRows(rows),
    result.suggestion ? concat(trusted('💡 Suggestion: '), text(result.suggestion)) : null,
  ];
}

/** A refusal is the server's own sentence, written before anything reached GitLab: kept as it is. */
export function refusalBlocks(result: RefusalResult): Md[] {
  return [trusted(result.text)];
}
