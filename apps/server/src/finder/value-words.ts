import { isStopword, stem, tokenize } from './words.js';

/** How a value identifies the one object the word beside it names: by name (`tag v1.2.0`) or number (`issue 12`). */
export type Identity = 'named' | 'numbered' | null;

/** One word of a request as the reader cuts it, or a value (a quoted string, a path, a version, a number). */
export interface Word {
  text: string;
  stem: string;
  one: Identity;
  reference?: boolean;
  /** Text no word-splitting applies to: a quoted string, a path, a version, a number. */
  value: boolean;
  /** A person said by name (`remove carol from the project`): a user or member, whatever the name. */
  person?: boolean;
  /** A container named as where (`in project web`): it exists already. */
  place?: boolean;
}

/**
 * The word a value stands for when the request has no word for it, by the value's shape: a CI/CD variable's
 * name, a file's, a git remote's URL, an email address. Undefined when the word before the value already names it
 * (`the file README.md`) or the value has no telling shape (`v1.2.0`).
 */
export function wordOfValue(
  token: string,
  one: Identity,
  owner: Word | undefined,
  isVariableName: boolean,
): Word | undefined {
  if (isVariableName && !VARIABLE_WORDS.has(owner?.text ?? '')) return { ...VARIABLE, one };
  if (isFileName(token) && owner?.stem !== FILE.stem) return { ...FILE };
  if (GIT_REMOTE.test(token)) return { ...REMOTE };
  // `invite sam@example.com to the group`: an address is what invitations and a user's emails take.
  if (EMAIL_ADDRESS.test(token) && owner?.stem !== EMAIL.stem) return { ...EMAIL };
  // `add ssh-ed25519 AAAAC3… as work-laptop`: a public key's type names an SSH key.
  if (SSH_KEY_TYPE.test(token)) return { ...SSH };
  // `the protection rule of main`: a name only branches have names a branch.
  if (BRANCH_NAMES.has(token) && !REF_WORDS.has(owner?.stem ?? '')) return { ...BRANCH };
  return undefined;
}

/** Names only branches have (`on main`, `into develop`): a ref wherever said, never a word to search for. */
export const BRANCH_NAMES: ReadonlySet<string> = new Set(['main', 'master', 'develop']);
/** The branch a branch's name stands for: where, unless the request names nothing else (markContext). */
export const NAMED_BRANCH = '(branch)';
const BRANCH: Word = { text: NAMED_BRANCH, stem: 'branch', one: 'named', value: false };
const REF_WORDS: ReadonlySet<string> = new Set(['branch', 'ref'].map(stem));

/**
 * A name in capitals joined by underscores (`NPM_TOKEN`, `DOCKER_AUTH_CONFIG`) is how CI/CD variables are named
 * (https://docs.gitlab.com/ci/variables/#define-a-cicd-variable-in-the-gitlab-ciyml-file): said with no word for it, or
 * after another word (`the CI setting NPM_TOKEN`), it names a variable: the word before it names nothing.
 */
export const VARIABLE_NAME = /\b[A-Z][A-Z0-9]*_[A-Z0-9_]*[A-Z0-9]\b/g;
const VARIABLE: Word = { text: 'variable', stem: stem('variable'), one: 'named', value: false };
const VARIABLE_WORDS: ReadonlySet<string> = new Set([
  'variable',
  'variables',
  'var',
  'secret',
  'secrets',
  'env',
]);

/** A path that names no word beside it (`issues in group/project`) is a project, given by its path: an ID. */
export const PROJECT_REFERENCE: Word = {
  text: 'project',
  stem: 'project',
  one: 'numbered',
  value: false,
  reference: true,
};

/** A file named by its name (`package.json`, `docs/intro.md`), with no word for it: the request is about a file. */
const FILE: Word = { text: 'file', stem: 'file', one: 'named', value: false };

/**
 * A git remote's URL (`git@gitlab.acme.io:platform/api.git`, `https://gitlab.acme.io/platform/api.git`), with no
 * word for it: the request is about the remote it names (`which project is git@…`).
 */
const GIT_REMOTE = /^(git@[\w.-]+:|(ssh|https?):\/\/)\S+\.git$/;
const REMOTE: Word = { text: 'remote', stem: stem('remote'), one: 'named', value: false };

const SSH_KEY_TYPE = /^(ssh-(rsa|dss|ed25519)|ecdsa-sha2-nistp\d+|sk-(ssh|ecdsa)-\S+)$/;
const SSH: Word = { text: 'ssh', stem: 'ssh', one: 'named', value: false };

const EMAIL_ADDRESS = /^[^@\s]+@[\w-]+(\.[\w-]+)+$/;
const EMAIL: Word = { text: 'email', stem: 'email', one: 'named', value: false };

/**
 * A name ending in a file type's extension (`src/app.ts`, `.gitlab-ci.yml`) names a repository's file, not a
 * project path or a version: an address (`hooks.acme.io`, `jane@acme.com`) ends in no such extension.
 */
function isFileName(token: string): boolean {
  const extension = /\.([a-z0-9]+)$/.exec(token)?.[1];
  return extension !== undefined && FILE_EXTENSIONS.has(extension) && !/[@:]/.test(token);
}

const FILE_EXTENSIONS: ReadonlySet<string> = new Set(
  'md txt rst adoc json yml yaml toml xml ini cfg conf lock js mjs cjs ts tsx jsx vue css scss html rb py go rs java kt swift c h cpp cs php sh sql tf gradle properties'.split(
    ' ',
  ),
);

/** A path with nothing after it but a small word (`issues in group/project`) is a project's. */
export function isProjectPath(token: string, next: string | undefined): boolean {
  const nextWord = next === undefined ? undefined : tokenize(next)[0];
  return /^[\w.-]+(\/[\w.-]+)+$/.test(token) && (nextWord === undefined || isStopword(nextWord));
}
