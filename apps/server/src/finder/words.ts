/**
 * The vocabulary of the finder: how a request in plain words is cut into terms, and which words mean the same
 * thing in GitLab's language. Kept as data so a miss in the evaluation set is fixed by adding a word, not code.
 */

/**
 * What people add around a request when they write to a colleague (`I'd like…`, `can you tell me…`, `we no
 * longer need it`, `thanks`): it says nothing of the action, and a description that happens to say `need` would
 * gain by it.
 */
const COURTESY =
  'like d m ll ve re tell know curious want need longer anymore just also really kindly thanks thank pls plz';
const STOPWORDS: ReadonlySet<string> = new Set(
  `a an the to of for in on at by with from into me my i we our you your please can could would should will it its this that these those is are be been was were do does did all any some and or up out how what which who where when there here about s so have has had named called titled matching take as single specific existing ${COURTESY}`.split(
    ' ',
  ),
);

/**
 * Words a request uses, mapped to the words the catalog uses. Several targets mean "any of these". Keys are the
 * word as typed or its stem; targets with `_` are whole domain names.
 */
export const SYNONYMS: Readonly<Record<string, readonly string[]>> = {
  mr: ['merge_request'],
  mrs: ['merge_request'],
  pr: ['merge_request'],
  prs: ['merge_request'],
  review: ['mr_review', 'review'],
  diff: ['changes', 'diff'],
  ticket: ['issue'],
  bug: ['issue'],
  problem: ['issue'],
  repo: ['repository', 'project'],
  repository: ['repository', 'project'],
  ci: ['pipeline'],
  build: ['pipeline', 'job'],
  log: ['trace'],
  output: ['trace'],
  secret: ['ci_variable', 'variable'],
  // GitLab's documentation says "variable" for a CI/CD variable at project, group or instance scope.
  variable: ['ci_variable', 'variable'],
  env: ['environment', 'variable'],
  // Showing one thing reads it, showing several lists them: the request's grammatical number decides (finder.ts).
  show: ['get', 'list'],
  view: ['get', 'list'],
  see: ['get', 'list'],
  display: ['get', 'list'],
  fetch: ['get'],
  retrieve: ['get', 'list'],
  read: ['get', 'list'],
  details: ['get'],
  detail: ['get'],
  info: ['get'],
  describe: ['get'],
  open: ['create', 'opened'],
  new: ['create'],
  post: ['create'],
  add: ['create', 'add'],
  make: ['create'],
  start: ['create'],
  remove: ['delete', 'remove'],
  drop: ['delete'],
  // How people say deleting at work.
  nuke: ['delete'],
  purge: ['delete'],
  scrap: ['delete'],
  trash: ['delete'],
  // Cutting a branch, a tag or a release makes one (git's and release managers' word).
  cut: ['create'],
  destroy: ['delete'],
  erase: ['delete', 'erase'],
  edit: ['update', 'edit'],
  change: ['update'],
  modify: ['update'],
  rename: ['update'],
  set: ['update', 'set'],
  find: ['search'],
  lookup: ['search', 'get'],
  look: ['search'],
  query: ['search'],
  enumerate: ['list'],
  browse: ['list'],
  recent: ['list'],
  latest: ['latest', 'list'],
  whoami: ['current'],
  myself: ['current'],
  version: ['status', 'version'],
  scanner: ['scan', 'scanner'],
  rerun: ['retry'],
  restart: ['retry'],
  stop: ['cancel'],
  abort: ['cancel'],
  comment: ['note'],
  reply: ['note', 'reply'],
  thread: ['discussion'],
  lock: ['protect'],
  unlock: ['unprotect'],
  member: ['member', 'membership'],
  people: ['user', 'member'],
  account: ['user'],
  changelog: ['changelog', 'release'],
  public: ['visibility'],
  private: ['visibility'],
  internal: ['visibility'],
  assigned: ['assignee'],
  since: ['after'],
  wrong: ['fail'],
  error: ['fail'],
  username: ['user', 'username'],
  wait: ['wait'],
  // Watching a thing till it ends is waiting for it; watching a label is subscribing to it.
  watch: ['wait', 'subscribe'],
  // Switching something on or off changes a setting of a thing that exists (a toggle is an update); a toggle is
  // also what people call a feature flag.
  enable: ['update', 'enable', 'set', 'activate'],
  disable: ['update', 'disable', 'delete', 'deactivate'],
  switch: ['update', 'set'],
  toggle: ['update', 'set', 'flag'],
  mark: ['mark', 'update'],
  grant: ['add', 'approve'],
  give: ['add', 'update'],
  allow: ['update', 'add', 'enable'],
  let: ['update', 'enable'],
  reactivate: ['activate'],
  // A member's role changes up or down (`promote alice to maintainer`); kicking someone removes them.
  promote: ['update', 'edit'],
  demote: ['update', 'edit'],
  kick: ['remove', 'delete'],
  renew: ['rotate', 'renew'],
  regenerate: ['rotate', 'reset'],
  // GitLab's roles: saying one is about membership and access levels.
  role: ['member', 'role'],
  guest: ['member', 'role'],
  reporter: ['member', 'role'],
  developer: ['member', 'role'],
  maintainer: ['member', 'role'],
  owner: ['member', 'role', 'owner'],
  administrator: ['admin'],
  seat: ['billable'],
  // Administrator vocabulary.
  licence: ['license'],
  expire: ['expiry', 'expire'],
  banner: ['broadcast', 'message'],
  announce: ['broadcast'],
  announcement: ['broadcast', 'message'],
  signup: ['setting', 'signup'],
  mfa: ['two', 'factor'],
  otp: ['two', 'factor'],
  configuration: ['setting', 'config'],
  config: ['setting', 'config'],
  webhook: ['hook'],
  cron: ['schedule', 'cron'],
  nightly: ['schedule'],
  mute: ['unsubscribe', 'notification'],
  notify: ['subscribe', 'notification'],
  star: ['star', 'starrer'],
  image: ['registry', 'image'],
  docker: ['registry', 'container'],
  // GitLab's documentation says statistics where action names say stats.
  statistics: ['statistics', 'stats'],
  // Counting is what GitLab's count, statistics and stats actions answer.
  number: ['count', 'statistics', 'stats'],
  count: ['count', 'statistics', 'stats'],
  total: ['count', 'statistics', 'stats'],
  yaml: ['yml'],
  // Checking that CI configuration is valid is linting it.
  valid: ['lint', 'valid'],
  validate: ['lint', 'validate'],
  relation: ['relation', 'link'],
  relationship: ['relation', 'link'],
  migration: ['bulk', 'import'],
  migrate: ['bulk', 'import'],
  // Integrations are named after the service they connect to.
  slack: ['integration', 'slack'],
  mattermost: ['integration', 'mattermost'],
  jira: ['integration', 'jira'],
  // What people call GitLab's objects and acts when they do not say GitLab's words for them.
  shield: ['badge'],
  kanban: ['board'],
  initiative: ['epic'],
  conversation: ['discussion'],
  remark: ['note'],
  // After the participle, so that `favorites` (the same stem) reads as starring.
  favorited: ['starrer'],
  favourited: ['starrer'],
  favorite: ['star'],
  favourite: ['star'],
  picture: ['avatar'],
  photo: ['avatar'],
  logo: ['avatar'],
  hostname: ['domain'],
  rollout: ['deployment'],
  sprint: ['iteration', 'milestone'],
  reaction: ['emoji', 'reaction'],
  react: ['emoji', 'react'],
  relocate: ['move'],
  relocation: ['move'],
  shard: ['storage'],
  replica: ['geo'],
  reword: ['update', 'edit'],
  rewrite: ['update', 'edit'],
  rephrase: ['update', 'edit'],
  opentofu: ['terraform'],
  tofu: ['terraform'],
  okta: ['saml'],
  idp: ['saml', 'identity'],
  decline: ['deny', 'reject'],
  refuse: ['deny', 'reject'],
  participated: ['participant'],
  activity: ['event', 'activity'],
  frozen: ['freeze'],
  concurrency: ['resource', 'concurrency'],
  hour: ['time'],
  app: ['application'],
  team: ['group'],
  paid: ['billable'],
  kubernetes: ['cluster', 'kubernetes'],
  k8s: ['cluster', 'kubernetes'],
  azure: ['saml'],
  revision: ['version', 'diff'],
  print: ['raw', 'get', 'content'],
  earn: ['achievement', 'award'],
  starter: ['template'],
  restriction: ['protection', 'protect', 'rule'],
  notified: ['notification'],
  interactively: ['interactive'],
  undelete: ['restore'],
  sentry: ['error', 'tracking'],
  pat: ['personal', 'access', 'token'],
  busy: ['status'],
  undo: ['delete', 'revert'],
  typo: ['update', 'edit'],
  decommission: ['delete', 'remove'],
  unregister: ['delete', 'remove'],
  vacation: ['status'],
  lane: ['board', 'list'],
  fan: ['starrer'],
  bookmark: ['star'],
  perms: ['permission', 'member'],
  bump: ['update'],
  subscription: ['license', 'subscription'],
  cap: ['limit'],
  unreact: ['emoji', 'delete'],
  runbook: ['wiki'],
  bot: ['service', 'account'],
  discord: ['integration', 'discord'],
  upvote: ['emoji', 'award'],
  heart: ['emoji', 'award'],
  var: ['ci_variable', 'variable'],
  timer: ['schedule'],
  ship: ['deployment', 'deploy'],
  retitle: ['update', 'edit'],
  correct: ['update', 'edit'],
  recolor: ['update', 'edit'],
  charged: ['billable'],
  callback: ['hook'],
  mint: ['create'],
  deprovision: ['delete', 'remove'],
  inheritance: ['inherited'],
  swap: ['rotate', 'update'],
  contribution: ['contributed', 'contribution'],
  difference: ['compare', 'diff'],
  differ: ['compare', 'diff'],
  different: ['compare', 'diff'],
  against: ['compare'],
  touched: ['history'],
  include: ['contain'],
  bytes: ['raw'],
  cleanup: ['delete'],
  thumbsup: ['emoji', 'award'],
  thumbsdown: ['emoji', 'award'],
  happened: ['event', 'activity'],
  put: ['add', 'update'],
  // What people call something they want gone, a state that exists, and everyday short names.
  obsolete: ['delete'],
  outdated: ['delete'],
  retired: ['delete'],
  stale: ['delete'],
  dead: ['delete'],
  kill: ['cancel', 'revoke', 'delete'],
  permanently: ['delete'],
  entirely: ['delete'],
  altogether: ['delete'],
  wipe: ['delete'],
  tidy: ['delete'],
  offboard: ['delete', 'block'],
  invalidate: ['revoke'],
  exist: ['list'],
  available: ['list'],
  configured: ['list'],
  defined: ['list'],
  credential: ['token'],
  vuln: ['vulnerability'],
  tf: ['terraform'],
  pkg: ['package'],
  gitaly: ['storage', 'move'],
  grab: ['download', 'get'],
  upstream: ['fork'],
  answer: ['note', 'reply'],
  // A person said as he or she is a user.
  he: ['user'],
  she: ['user'],
  him: ['user'],
  his: ['user'],
  her: ['user'],
  // A role or a limit lowered is changed; minutes are time spent; what people said is their comments.
  downgrade: ['update', 'edit'],
  lower: ['update', 'edit'],
  minute: ['time'],
  said: ['note', 'comment'],
  // A name still free or already taken is a question of whether it exists.
  taken: ['exist'],
  free: ['exist'],
  // A project made writable again is unarchived; a trusted project is one a job token's allowlist lets in.
  writable: ['unarchive'],
  trusted: ['allow', 'allowlist'],
  // `only maintainers may deploy to prod`: only someone doing something is what a protection rule says.
  only: ['protect', 'only'],
  // Tweaking, adjusting or flipping a thing changes it.
  tweak: ['update'],
  adjust: ['update'],
  flip: ['update', 'toggle'],
  // Saving a thing makes it; pausing or resuming one changes it (a runner, a schedule).
  save: ['create', 'save'],
  pause: ['pause', 'update'],
  unpause: ['unpause', 'update'],
  resume: ['resume', 'update'],
  // Masking a variable changes it.
  mask: ['mask', 'update'],
  // To trigger something is to run it: `trigger` alone names the pipeline triggers.
  trigger: ['trigger', 'run'],
  // A folder is a directory of the repository's tree; a tarball or a zip of it is an archive.
  folder: ['directory', 'tree'],
  tar: ['archive'],
  tarball: ['archive'],
  zip: ['archive'],
  // Files every repository has, named without their extension.
  readme: ['file', 'readme'],
  makefile: ['file'],
  codeowners: ['file'],
};

/**
 * Abbreviations action IDs use (`issue.mrs_closing`, `feature_flags.ff_user_list_get`), read as the words they
 * stand for when the catalog is indexed; `_` joins a domain's name.
 */
export const ID_ABBREVIATIONS: Readonly<Record<string, readonly string[]>> = {
  mr: ['merge_request'],
  mrs: ['merge_request'],
  ff: ['feature', 'flag'],
  env: ['environment'],
  pat: ['personal', 'access', 'token'],
  pats: ['personal', 'access', 'token'],
  reg: ['registration'],
  attr: ['attribute'],
  cert: ['certificate'],
  db: ['database'],
  retrieve: ['list'],
  app: ['application'],
  // Editing or modifying is updating, whichever word the action's name uses.
  edit: ['edit', 'update'],
  modify: ['modify', 'update'],
};

/**
 * Nouns git also uses as verbs that create: `tag v1.2.0` and `branch feature/x` read like `git tag` and
 * `git branch`, so a request that starts with one of them followed by a name asks to create it.
 */
export const GIT_VERBS: Readonly<Record<string, string>> = { tag: 'create', branch: 'create' };

/**
 * First names people give their colleagues in requests (`what did alice do this week`, `make bob maintainer`): a
 * person wherever said, where typo recovery would read them as the catalog's words (`alice` → `alias`, `bob` →
 * `blob`). A name that is also a catalog word (`mark`) is read as the word.
 */
export const FIRST_NAMES: ReadonlySet<string> = new Set(
  'alice bob carol dave david eve frank heidi henry ivan judy mallory oscar peggy trent victor walter tina tom jane john mary mike sarah sam alex chris kim anna emma olivia liam noah james robert michael william maria lisa laura paul peter george harry sophie lucy kate ben dan joe nick fred greg jim karen linda nancy susan erin priya raj wei yuki omar fatima ahmed carlos diego sofia lena jonas'.split(
    ' ',
  ),
);

/** Days and times a request sets or filters by (`push it to friday`, `since monday`): never a person. */
export const TIME_WORDS: ReadonlySet<string> = new Set(
  'monday tuesday wednesday thursday friday saturday sunday today tomorrow tonight yesterday noon midnight'.split(
    ' ',
  ),
);

/** Words that introduce a name: the value after them names the word before them (`a branch called x`). */
export const NAMING_WORDS: ReadonlySet<string> = new Set(['named', 'called', 'titled', 'matching']);

/**
 * Domains named by a verb: their actions' second word is the object (`search.projects`), so `search projects`
 * is about projects, and naming the verb never makes the request's object another domain.
 */
export const VERB_DOMAINS: ReadonlySet<string> = new Set(['search']);

/**
 * Cuts text into lower-case terms: words, and the parts of snake_case and dotted IDs. A prefix joined by a hyphen
 * is part of its word (`re-run` is `rerun`, `un-archive` is `unarchive`): split, it would say the verb without
 * its prefix, the opposite act for `un-` and `de-`.
 */
export function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .replace(HYPHENATED_PREFIX, '$1')
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

/** `re-`, `un-`, `de-` before a word, at the start of a word: `re-open`, `un-protect`, `de-activate`. */
const HYPHENATED_PREFIX = /\b(re|un|de)-(?=[a-z])/g;

/**
 * A light stemmer, applied alike to the catalog and the request: plurals, -ed and -ing, -al of an act's noun, then
 * a final e, so `branches` → `branch`, `tagged` → `tag`, `merge`, `merged`, `merging` all → `merg`, and
 * `approval`, `approved` → `approv`.
 */
export function stem(word: string): string {
  if (word.length <= 3) return word;
  let root = word;
  if (root.endsWith('ies')) root = `${root.slice(0, -3)}y`;
  else if (/(ches|shes|sses|xes)$/.test(root)) root = root.slice(0, -2);
  else if (root.endsWith('s') && !root.endsWith('ss') && !root.endsWith('us')) root = root.slice(0, -1);
  else if (root.endsWith('ing') && root.length > 5) root = undouble(root.slice(0, -3));
  else if (root.endsWith('ed') && root.length > 4) root = undouble(root.slice(0, -2));
  // The noun of an act (`approval`, `removal`, `renewal`) is the act's stem: `who approved` finds approvals.
  else if (ACT_NOUN.test(root)) root = root.slice(0, -2);
  return root.length > 4 && root.endsWith('e') ? root.slice(0, -1) : root;
}

/** The noun English makes of some acts with -al: approval, removal, retrieval, renewal. */
const ACT_NOUN = /(ov|iev|ew)al$/;

/** Whether a word is the noun of an act (`approval`): an action named with it reads about the act, it does not act. */
export function isActNoun(word: string): boolean {
  return ACT_NOUN.test(word);
}

/** `tagg` → `tag`, `runn` → `run`: the consonant English doubles before -ed and -ing. */
function undouble(root: string): string {
  return /([b-df-hj-np-tv-z])\1$/.test(root) && !/(ll|ss|zz)$/.test(root) ? root.slice(0, -1) : root;
}

/** The form a word takes in the index: its stem, or a whole domain name (`merge_request`) as it is. */
export function indexTerm(word: string): string {
  return word.includes('_') ? word : stem(word);
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

/** Verbs that only ask to see something: they pick get or list, and any read action fits them. */
export const DISPLAY_WORDS: ReadonlySet<string> = new Set(
  Object.entries(SYNONYMS)
    .filter(([, targets]) => targets.every((target) => target === 'get' || target === 'list'))
    .map(([word]) => word)
    .concat(['get', 'list']),
);

/** Whether a word of an action's name names a state (`protected`, `merged`, `closing`) rather than an act. */
export function isState(word: string): boolean {
  return (word.endsWith('ed') || word.endsWith('ing')) && stem(word) !== word;
}

/** Whether a word is a past participle (`created`, `merged`): a state to filter by rather than an act. */
export function isParticiple(word: string): boolean {
  return word.endsWith('ed') && stem(word) !== word;
}

/** The articles: `a`, `an` before a word describe, `the` before one points at it. */
export const INDEFINITE: ReadonlySet<string> = new Set(['a', 'an']);
export const ARTICLES: ReadonlySet<string> = new Set([...INDEFINITE, 'the']);

export function isStopword(word: string): boolean {
  return STOPWORDS.has(word);
}
