/*
 * A small model of GitLab's CI configuration checks (https://docs.gitlab.com/ci/yaml/), enough to give CI Lint
 * answers of each shape: valid, valid with warnings, invalid with errors. It reads the YAML subset the seeded and
 * test configurations use (top-level keys, two-space job keys, inline or dashed lists); the messages are GitLab's.
 */

const DEFAULT_STAGES = ['.pre', 'build', 'test', 'deploy', '.post'];
/** Top-level keywords that are not jobs. */
const GLOBAL_KEYWORDS = new Set([
  'stages',
  'variables',
  'default',
  'include',
  'workflow',
  'image',
  'services',
  'before_script',
  'after_script',
  'cache',
  'spec',
]);
const JOB_KEYWORDS = new Set([
  'script',
  'run',
  'trigger',
  'extends',
  'stage',
  'image',
  'services',
  'before_script',
  'after_script',
  'rules',
  'only',
  'except',
  'when',
  'allow_failure',
  'needs',
  'dependencies',
  'artifacts',
  'cache',
  'variables',
  'environment',
  'tags',
  'retry',
  'timeout',
  'parallel',
  'coverage',
  'interruptible',
  'resource_group',
  'release',
  'secrets',
  'pages',
  'inherit',
  'id_tokens',
  'hooks',
  'identity',
  'manual_confirmation',
]);

interface Block {
  key: string;
  value: string;
  line: number;
  children: Block[];
}

export interface LintedJob {
  name: string;
  stage: string;
  before_script: string[];
  script: string[];
  after_script: string[];
  tag_list: string[];
  environment: string | null;
  when: string;
  allow_failure: boolean;
}

export interface LintOutcome {
  valid: boolean;
  errors: string[];
  warnings: string[];
  jobs: LintedJob[];
}

/** Top-level keys with their indented lines; a tab or a line outside any key is a YAML syntax error. */
function parseBlocks(content: string): Block[] | string {
  const blocks: Block[] = [];
  const lines = content.split('\n');
  for (const [index, raw] of lines.entries()) {
    const line = index + 1;
    if (raw.trim() === '' || raw.trimStart().startsWith('#')) continue;
    if (/^\s*\t/.test(raw))
      return `(<unknown>): found character that cannot start any token while scanning for the next token at line ${line} column 1`;
    const indent = raw.length - raw.trimStart().length;
    const match = /^(-\s+)?([^:#]+?):(?:\s+(.*)|)$/.exec(raw.trim());
    const entry = { key: match?.[2] ?? raw.trim(), value: match?.[3]?.trim() ?? '', line, children: [] };
    if (indent === 0) {
      if (match === null)
        return `(<unknown>): could not find expected ':' while scanning a simple key at line ${line} column 1`;
      blocks.push(entry);
      continue;
    }
    const parent = blocks.at(-1);
    if (parent === undefined)
      return `(<unknown>): did not find expected <document start> at line ${line} column ${indent + 1}`;
    if (indent === 2 && match !== null && match[1] === undefined) parent.children.push(entry);
    else (parent.children.at(-1) ?? parent).children.push({ ...entry, key: raw.trim() });
  }
  return blocks;
}

/** `[a, b]`, a scalar, or dashed items below the key. */
function listOf(block: Block | undefined): string[] {
  if (block === undefined) return [];
  if (block.value.startsWith('['))
    return block.value
      .slice(1, -1)
      .split(',')
      .map((item) => item.trim())
      .filter((item) => item !== '');
  if (block.value !== '') return [block.value];
  return block.children
    .filter((child) => child.key.startsWith('-'))
    .map((child) => child.key.slice(1).trim());
}

function jobOf(block: Block): LintedJob {
  const child = (key: string) => block.children.find((entry) => entry.key === key);
  return {
    name: block.key,
    stage: child('stage')?.value || 'test',
    before_script: listOf(child('before_script')),
    script: listOf(child('script')),
    after_script: listOf(child('after_script')),
    tag_list: listOf(child('tags')),
    environment: child('environment')?.value || null,
    when: child('when')?.value || 'on_success',
    allow_failure: child('allow_failure')?.value === 'true',
  };
}

/** GitLab's verdict on one configuration. */
export function lintConfiguration(content: string): LintOutcome {
  if (content.trim() === '')
    return { valid: false, errors: ['Please provide content of .gitlab-ci.yml'], warnings: [], jobs: [] };
  const blocks = parseBlocks(content);
  if (typeof blocks === 'string') return { valid: false, errors: [blocks], warnings: [], jobs: [] };
  const stagesBlock = blocks.find((block) => block.key === 'stages');
  const stages = stagesBlock === undefined ? DEFAULT_STAGES : ['.pre', ...listOf(stagesBlock), '.post'];
  const hasWorkflowRules = blocks.some(
    (block) => block.key === 'workflow' && block.children.some((child) => child.key === 'rules'),
  );
  const errors: string[] = [];
  const warnings: string[] = [];
  const jobBlocks = blocks.filter((block) => !GLOBAL_KEYWORDS.has(block.key) && !block.key.startsWith('.'));
  for (const block of jobBlocks) {
    const keys = block.children.map((child) => child.key);
    const unknown = keys.filter((key) => !JOB_KEYWORDS.has(key));
    if (unknown.length > 0)
      errors.push(`jobs:${block.key} config contains unknown keys: ${unknown.join(', ')}`);
    if (!['script', 'run', 'trigger', 'extends'].some((key) => keys.includes(key)))
      errors.push(`jobs:${block.key} config should implement the script:, run:, or trigger: keyword`);
    const stage = jobOf(block).stage;
    if (!stages.includes(stage))
      errors.push(
        `${block.key} job: chosen stage ${stage} does not exist; available stages are ${stages.join(', ')}`,
      );
    const rules = block.children.find((child) => child.key === 'rules');
    if (!hasWorkflowRules && rules?.children.some((rule) => /\bwhen:/.test(rule.key)))
      warnings.push(
        `jobs:${block.key} may allow multiple pipelines to run for a single action due to \`rules:when\` clause with no \`workflow:rules\` - read more: https://docs.gitlab.com/ee/ci/troubleshooting.html#pipeline-warnings`,
      );
  }
  if (jobBlocks.length === 0) errors.push('jobs config should contain at least one visible job');
  return { valid: errors.length === 0, errors, warnings, jobs: jobBlocks.map(jobOf) };
}
