import { createHash } from 'node:crypto';

/** A deterministic 40-hex sha standing in for a git object id: the same text always names the same object. */
export function sha(text: string): string {
  return createHash('sha1').update(text).digest('hex');
}
