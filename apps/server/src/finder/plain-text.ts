/**
 * The request as plain text to read words from: lower case, without who asks and why, with what is written after a
 * colon quoted, and with shorthand and idioms spelled out as the words the catalog says.
 */
export function plainText(text: string): string {
  return spellOut(withoutPurpose(withoutPreamble(text.toLowerCase())));
}

/**
 * Who asks and why, said before the request (`as the release manager, …`, `release mgr: …`, `on call, …`,
 * `new to gitlab, …`, `after the reorg, …`, `auditor here, …`): the asker's role and situation are not what they ask for, and their
 * words (`release`, `owner`, `team`) would name other actions. An administrator says the instance: `admin` stays.
 */
function withoutPreamble(text: string): string {
  const [whole, clause = '', mark] = PREAMBLE.exec(text) ?? [];
  const framing =
    (mark === ',' && PREAMBLE_OPENERS.test(clause)) || ASKER.has(clause.split(' ').at(-1) ?? '');
  // What follows the colon is what is written (`comment on issue 18: can't reproduce`): a value, not words.
  if (whole && mark === ':' && WRITING_OPENERS.test(clause)) {
    return `${text.slice(0, whole.length)}"${text.slice(whole.length).replace(/["'`]/g, '')}"`;
  }
  if (!whole || !framing) return text;
  return `${/\badmin/.test(clause) ? 'admin ' : ''}${text.slice(whole.length)}`;
}

/**
 * Why the asker wants it, said after what they want (`export the group so I can move it elsewhere`, `keep the
 * artifacts so they don't expire`): the purpose's words (`move`, `expire`) name other acts.
 */
function withoutPurpose(text: string): string {
  return text.replace(PURPOSE, '');
}

const PURPOSE = /\s+(so(?: that)? (?:i|we|they|he|she|you|it|people|devs|developers|users)|in order to)\b.*$/;

/** A leading clause of letters, spaces, hyphens and apostrophes (at most 41), closed by a colon or a comma. */
const PREAMBLE = /^\s*([a-z][a-z' -]{0,40}?)\s*([:,])\s+/;
const PREAMBLE_OPENERS = /^(as|new|after|before|since|for|being|while|during)\b/;
/** Acts of writing text (`new issue: …`, `file a bug: …`, `reply to discussion 6 on MR 14: …`) before its text. */
const WRITING_OPENERS = /^((file|report|comment|reply|raise|post) |new (issue|bug|comment|note|thread)\b)/;
/** The last word of a clause that says who asks (`release mgr:`, `on call,`, `dev here,`, `auditor asks:`). */
const ASKER: ReadonlySet<string> = new Set(
  'here mgr manager lead admin administrator engineer eng dev qa sre pm auditor call oncall reviewer contractor intern devops appsec devrel champion master asks'.split(
    ' ',
  ),
);

/**
 * Words whose digits or slash do not make them a value: `CI/CD` is CI, `2FA` two-factor authentication. A possessive
 * is the first noun of a compound (`a group's projects` is `group projects`): what follows is the object; `let's`
 * proposes, it lets nothing; `hasn't` is `has not` (`hasn` and `t` are no words). Abbreviations typed fast (`grp`,
 * `proj`, `acct`, `ppl`) are the words they shorten; what someone did or does (`what did alice do`, `what has bob
 * done`, `what has carol been up to`) is their events, as what happened in a place (`what happened in backend`) is
 * its events; a thumbs up is GitLab's `thumbsup`, and dropping one thing (`drop a comment on MR 7`) puts it
 * somewhere, where dropping the thing removes it; `for good` is permanently; pushing or moving a date (`push the due
 * date to friday`) changes it; what is brought or taken back (`bring project legacy back`) is said after the
 * phrasal verb, so it reads as one.
 */
function spellOut(text: string): string {
  return text
    .replace(/\bcan['’]t\b/g, 'cannot')
    .replace(/\bwon['’]t\b/g, 'will not')
    .replace(/\b([a-z]+)n['’]t\b/g, '$1 not')
    .replace(/\blet['’]s\b/g, '')
    .replace(/\b([a-z]+)['’]s\b/g, '$1')
    .replace(/\bgrp\b/g, 'group')
    .replace(/\bproj\b/g, 'project')
    .replace(/\bsvc acct\b/g, 'service account')
    .replace(/\bacct\b/g, 'account')
    .replace(/\bppl\b/g, 'people')
    .replace(
      /\bwhat (did|does|has|have|is) ([a-z]+) (do|done|(?:been )?(?:doing|up to|working on))\b/g,
      'what $1 $2 events',
    )
    .replace(/\bwhat(?: has| is)?(?: been)? happen(?:ed|ing) (in|on|across)\b/g, 'events $1')
    .replace(/\bci\/cd\b/g, 'ci')
    .replace(/\b2fa\b/g, 'two factor')
    .replace(/\bsign[- ]?ups?\b/g, 'signup')
    .replace(/\bthumbs?[- ]?(up|down)\b/g, 'thumbs$1')
    .replace(/\bdrop (an?) /g, 'put $1 ')
    .replace(/\bfor good\b/g, 'permanently')
    .replace(
      /\b(?:push|move|shift|bump|postpone|extend|slide)( (?:the|its) | )((?:due|start|end) date|deadline)\b/g,
      'change$1$2',
    )
    .replace(/\b(bring|take) ((?:[a-z0-9][\w./-]* ){1,3}?)back\b/g, '$1 back $2')
    .replace(/\bto-?do items\b/g, 'todos')
    .replace(/\bto-?do( item)?\b/g, 'todo');
}
