/**
 * The vocabulary of the finder: how a request in plain words is cut into terms, and which words mean the same
 * thing in GitLab's language. Kept as data so a miss in the evaluation set is fixed by adding a word, not code.
 */

const STOPWORDS = new Set(
  'a an the to of for in on at by with from into me my i we our you your please can could would should will it its this that these those is are be was do does all any some and or up out how what which who where when there here about'.split(
    ' ',
  ),
);

/** Words a request uses, mapped to the words the catalog uses. Several targets mean "any of these". */
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  mr: ['merge_request'],
  mrs: ['merge_request'],
  pr: ['merge_request'],
  prs: ['merge_request'],
  pull: ['merge_request'],
  merge: ['merge'],
  review: ['mr_review', 'review'],
  diff: ['changes', 'diff'],
  ticket: ['issue'],
  bug: ['issue'],
  todo: ['todo'],
  repo: ['repository', 'project'],
  repos: ['project'],
  ci: ['pipeline'],
  build: ['pipeline', 'job'],
  builds: ['pipeline', 'job'],
  log: ['trace'],
  logs: ['trace'],
  output: ['trace'],
  secret: ['ci_variable', 'variable'],
  env: ['environment', 'variable'],
  show: ['get'],
  view: ['get'],
  fetch: ['get'],
  read: ['get'],
  see: ['get'],
  details: ['get'],
  detail: ['get'],
  info: ['get'],
  describe: ['get'],
  display: ['get'],
  open: ['create', 'opened'],
  new: ['create'],
  add: ['create', 'add'],
  make: ['create'],
  start: ['create'],
  remove: ['delete', 'remove'],
  drop: ['delete'],
  destroy: ['delete'],
  erase: ['delete', 'erase'],
  edit: ['update', 'edit'],
  change: ['update'],
  modify: ['update'],
  rename: ['update'],
  set: ['update', 'set'],
  find: ['search', 'list'],
  lookup: ['search', 'get'],
  look: ['search'],
  query: ['search'],
  enumerate: ['list'],
  browse: ['list'],
  me: ['current'],
  whoami: ['current'],
  myself: ['current'],
  version: ['status', 'version'],
  rerun: ['retry'],
  restart: ['retry'],
  stop: ['cancel'],
  abort: ['cancel'],
  comment: ['note'],
  comments: ['note'],
  reply: ['note', 'reply'],
  thread: ['discussion'],
  threads: ['discussion'],
  lock: ['protect'],
  unlock: ['unprotect'],
  member: ['member'],
  people: ['user', 'member'],
  user: ['user'],
  account: ['user'],
  release: ['release'],
  changelog: ['changelog', 'release'],
  latest: ['latest', 'list'],
  recent: ['list'],
  wait: ['wait'],
  watch: ['wait'],
};

/** Cuts text into lower-case terms: words, and the parts of snake_case and dotted IDs. */
export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

/** A light stemmer: plurals and verb endings, enough for `branches` → `branch`, `merged` → `merge`. */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|sses|xes)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !word.endsWith('ss') && !word.endsWith('us')) return word.slice(0, -1);
  if (word.endsWith('ing') && word.length > 5) return word.slice(0, -3);
  if (word.endsWith('ed') && word.length > 4)
    return word.slice(0, -1).endsWith('e') ? word.slice(0, -1) : word.slice(0, -2);
  return word;
}

/** Whether a request word names several things (`branches`), which favours a list over a get. */
export function isPlural(word: string): boolean {
  return (
    word.length > 3 &&
    word.endsWith('s') &&
    !word.endsWith('ss') &&
    !word.endsWith('us') &&
    stem(word) !== word
  );
}

export function isStopword(word: string): boolean {
  return STOPWORDS.has(word);
}
