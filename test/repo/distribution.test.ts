/**
 * The ways the server is distributed besides npm: the container image and the MCP registry entry. No Docker engine
 * runs here, so the Dockerfile is read as its instructions and held to what the image promises.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SETTINGS } from '../../apps/server/src/config/settings.js';

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), 'utf8');
const manifest = JSON.parse(read('apps/server/package.json')) as Record<string, unknown>;
const settingNames = new Set(Object.values(SETTINGS).map((setting) => setting.env));

interface Instruction {
  keyword: string;
  args: string;
}

/** Dockerfile instructions with their continuation lines joined; comments and blank lines dropped. */
function instructions(source: string): Instruction[] {
  return source
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const [keyword = '', ...rest] = line.split(/\s+/);
      return { keyword: keyword.toUpperCase(), args: rest.join(' ') };
    });
}

describe('Dockerfile', () => {
  const all = instructions(read('Dockerfile'));
  const stages = all.filter((step) => step.keyword === 'FROM');
  const final = all.slice(all.lastIndexOf(stages[stages.length - 1]!));
  const envOf = (steps: Instruction[]) =>
    Object.fromEntries(
      steps
        .filter((step) => step.keyword === 'ENV')
        .flatMap((step) => [...step.args.matchAll(/(\w+)=(\S+)/g)].map((match) => [match[1]!, match[2]!])),
    );

  it('builds in one stage and runs from a clean one, on the Node line the package supports', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) expect(stage.args).toMatch(/^node:20[-.\w]*/);
    expect((manifest.engines as { node: string }).node).toMatch(/^>=20/);
    expect(final.some((step) => step.keyword === 'COPY' && step.args.includes('--from='))).toBe(true);
  });

  it('runs as a user that is not root, with the bin as entry point', () => {
    const user = final.find((step) => step.keyword === 'USER');
    expect(user?.args).toBeDefined();
    expect(user!.args).not.toMatch(/^(root|0)(:|$)/);
    const entry = final.find((step) => step.keyword === 'ENTRYPOINT');
    expect(JSON.parse(entry!.args)).toEqual(['gitlab-mcp']);
  });

  it('serves HTTP by default and checks its health with --probe, no curl or shell needed', () => {
    const env = envOf(final);
    expect(env.GITLAB_MCP_TRANSPORT).toBe('http');
    for (const name of Object.keys(env).filter((name) => name.startsWith('GITLAB_')))
      expect(settingNames.has(name), `${name} is a setting`).toBe(true);
    const port = /:(\d+)$/.exec(env.GITLAB_MCP_HTTP_ADDR ?? '')?.[1];
    expect(final.find((step) => step.keyword === 'EXPOSE')?.args).toBe(port);
    const health = final.find((step) => step.keyword === 'HEALTHCHECK');
    expect(health?.args).toMatch(/CMD \["gitlab-mcp", "--probe"\]$/);
  });

  it('never bakes a token into the image', () => {
    const env = envOf(all);
    expect(Object.keys(env)).not.toContain('GITLAB_TOKEN');
    expect(all.filter((step) => step.keyword === 'ARG' && /TOKEN/i.test(step.args))).toEqual([]);
  });
});

describe('MCP registry entry (apps/server/server.json)', () => {
  const entry = JSON.parse(read('apps/server/server.json')) as {
    $schema: string;
    name: string;
    version: string;
    description: string;
    packages: {
      registryType: string;
      identifier: string;
      version: string;
      transport: { type: string };
      environmentVariables: { name: string; isSecret?: boolean; isRequired?: boolean }[];
    }[];
  };

  it('names the npm package it describes, with the mcpName and version npm will publish', () => {
    expect(entry.$schema).toMatch(
      /^https:\/\/static\.modelcontextprotocol\.io\/schemas\/[\d-]+\/server\.schema\.json$/,
    );
    expect(entry.name).toBe(manifest.mcpName);
    expect(entry.name).toMatch(/^io\.github\.[\w-]+\/[\w-]+$/);
    expect(entry.version).toBe(manifest.version);
    expect(entry.description.length).toBeLessThanOrEqual(100);
    const [npm] = entry.packages;
    expect(npm).toMatchObject({
      registryType: 'npm',
      identifier: manifest.name,
      version: manifest.version,
      transport: { type: 'stdio' },
    });
  });

  it('lists only variables the server reads, the token required and secret', () => {
    const variables = entry.packages[0]!.environmentVariables;
    for (const variable of variables) expect(settingNames.has(variable.name), variable.name).toBe(true);
    expect(variables.find((variable) => variable.name === 'GITLAB_TOKEN')).toMatchObject({
      isRequired: true,
      isSecret: true,
    });
  });
});
