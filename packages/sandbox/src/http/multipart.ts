import { parseBody } from './request.js';

/**
 * A file part of a `multipart/form-data` body (what `curl --form "file=@logo.png"` sends to GitLab's upload,
 * avatar and import endpoints), kept as base64 so a stored row and the request log stay plain JSON.
 */
export interface UploadedFile {
  filename: string;
  content_type: string;
  size: number;
  data: string;
}

/** Whether a parameter is a file part rather than a form field. */
export function isUploadedFile(value: unknown): value is UploadedFile {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as UploadedFile).filename === 'string' &&
    typeof (value as UploadedFile).data === 'string'
  );
}

/**
 * A request body by its content type: multipart forms here (they may carry binary files), an
 * `application/octet-stream` body as one file (the generic package registry stores the PUT body itself), the rest
 * as text.
 */
export function parseRawBody(raw: Buffer, contentType: string | undefined): unknown {
  if (/^application\/octet-stream\b/i.test(contentType ?? ''))
    return {
      filename: '',
      content_type: 'application/octet-stream',
      size: raw.length,
      data: raw.toString('base64'),
    };
  const boundary = /multipart\/form-data;.*boundary="?([^";]+)"?/i.exec(contentType ?? '')?.[1];
  if (boundary === undefined) return parseBody(raw.toString('utf8'), contentType);
  return parseMultipart(raw, boundary);
}

const HEADER_END = Buffer.from('\r\n\r\n');

/** Splits a multipart body on its boundary (RFC 7578); `key[]` fields become lists, as in a urlencoded form. */
export function parseMultipart(raw: Buffer, boundary: string): Record<string, unknown> {
  const delimiter = Buffer.from(`--${boundary}`);
  const result: Record<string, unknown> = {};
  let start = raw.indexOf(delimiter);
  while (start >= 0) {
    const partStart = start + delimiter.length + 2; // past the delimiter and its CRLF
    const next = raw.indexOf(delimiter, partStart);
    if (next < 0) break;
    const part = raw.subarray(partStart, next - 2); // the CRLF before the next delimiter belongs to it
    const split = part.indexOf(HEADER_END);
    if (split >= 0) addPart(result, part.subarray(0, split).toString('utf8'), part.subarray(split + 4));
    start = next;
  }
  return result;
}

function addPart(result: Record<string, unknown>, headers: string, content: Buffer): void {
  const disposition = /content-disposition:([^\r\n]*)/i.exec(headers)?.[1] ?? '';
  const name = /\bname="([^"]*)"/i.exec(disposition)?.[1];
  if (name === undefined) return;
  const filename = /\bfilename="([^"]*)"/i.exec(disposition)?.[1];
  const value: unknown =
    filename === undefined
      ? content.toString('utf8')
      : {
          filename,
          content_type:
            /content-type:\s*([^\r\n]*)/i.exec(headers)?.[1]?.trim() ?? 'application/octet-stream',
          size: content.length,
          data: content.toString('base64'),
        };
  if (name.endsWith('[]')) {
    const key = name.slice(0, -2);
    result[key] = [...(Array.isArray(result[key]) ? (result[key] as unknown[]) : []), value];
  } else {
    result[name] = value;
  }
}
