/**
 * Issue 20, finding 1: over stdio, file parameters reach only the allowed directories — the client's MCP roots
 * when it declares them, else GITLAB_MCP_ALLOWED_DIRS — after realpath, so `..` and symbolic links cannot leave
 * them; with neither, every file parameter is refused naming the setting. A download that would replace an
 * existing file is approved like a destructive action. Nothing refused reaches GitLab.
 */
import { mkdirSync, mkdtempSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { ListRootsRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { START_TIMEOUT, startHarnesses, textOf } from '../support/harness.js';
import type { Harness } from '../support/harness.js';

const base = realpathSync(mkdtempSync(join(tmpdir(), 'confinement-')));
const allowed = join(base, 'allowed');
const elsewhere = join(base, 'elsewhere');
const roots = join(base, 'roots');
for (const directory of [allowed, elsewhere, roots]) mkdirSync(directory);
writeFileSync(join(allowed, 'notes.txt'), 'allowed notes');
writeFileSync(join(elsewhere, 'secret.txt'), 'a secret outside');
writeFileSync(join(roots, 'root.txt'), 'in the root');
symlinkSync(join(elsewhere, 'secret.txt'), join(allowed, 'link-out.txt'));
symlinkSync(elsewhere, join(allowed, 'dir-out'));

let h: Record<'none' | 'setting' | 'withRoots' | 'asking', Harness>;
let asked: string[] = [];

beforeAll(async () => {
  h = await startHarnesses({
    none: { env: { GITLAB_MCP_ALLOWED_DIRS: '' } },
    setting: { env: { GITLAB_MCP_ALLOWED_DIRS: allowed } },
    withRoots: { env: { GITLAB_MCP_ALLOWED_DIRS: allowed }, capabilities: { roots: {} } },
    asking: {
      env: { GITLAB_MCP_ALLOWED_DIRS: allowed },
      elicit: (request) => {
        asked.push(request.message);
        return { action: 'accept', content: { confirmed: true } };
      },
    },
  });
  h.withRoots.client.setRequestHandler(ListRootsRequestSchema, () => ({
    roots: [{ uri: pathToFileURL(roots).href, name: 'workspace' }],
  }));
}, START_TIMEOUT);
afterAll(async () => {
  await Promise.all(Object.values(h ?? {}).map((harness) => harness.close()));
});

const upload = (harness: Harness, filePath: string) =>
  harness.call('gitlab_execute_action', {
    action: 'project.upload',
    params: { project_id: 'group/project', filename: 'f.txt', file_path: filePath },
  });

const coordinates = { project_id: 'group/project', package_name: 'confined', package_version: '1.0.0' };

async function publish(harness: Harness, name: string) {
  const published = await harness.call('gitlab_execute_action', {
    action: 'package.publish',
    params: {
      ...coordinates,
      file_name: name,
      content_base64: Buffer.from('from gitlab').toString('base64'),
    },
  });
  expect(published.isError, textOf(published)).toBeFalsy();
}

const download = (harness: Harness, outputPath: string, confirm?: boolean) =>
  harness.call('gitlab_execute_action', {
    action: 'package.download',
    params: { ...coordinates, file_name: 'keys.txt', output_path: outputPath },
    ...(confirm === undefined ? {} : { confirm }),
  });

/** The call was refused with a sentence naming the setting, and GitLab received nothing. */
async function expectRefused(
  harness: Harness,
  call: () => Promise<{ isError?: boolean; content?: unknown }>,
) {
  harness.sandbox.requests.clear();
  const result = await call();
  expect(result.isError).toBe(true);
  expect(textOf(result)).toContain('GITLAB_MCP_ALLOWED_DIRS');
  expect(harness.gitlabRequests()).toEqual([]);
  return textOf(result);
}

describe('reads (file_path, directory_path)', () => {
  it('with no roots and no setting, every file parameter is refused naming the setting', async () => {
    const text = await expectRefused(h.none, () => upload(h.none, join(allowed, 'notes.txt')));
    expect(text).toContain('no directory is open to file parameters');
    await expectRefused(h.none, () =>
      h.none.call('gitlab_execute_action', {
        action: 'package.publish_directory',
        params: { ...coordinates, directory_path: allowed },
      }),
    );
  });

  it('/etc/passwd, a .. escape and a symbolic link out of the allowed directory are refused', async () => {
    await expectRefused(h.setting, () => upload(h.setting, '/etc/passwd'));
    await expectRefused(h.setting, () => upload(h.setting, join(allowed, '../../../../etc/passwd')));
    await expectRefused(h.setting, () => upload(h.setting, join(allowed, '..', 'elsewhere', 'secret.txt')));
    await expectRefused(h.setting, () => upload(h.setting, join(allowed, 'link-out.txt')));
    await expectRefused(h.setting, () => upload(h.setting, join(allowed, 'dir-out', 'secret.txt')));
  });

  it('a file inside the allowed directory is sent, a relative path taken from that directory', async () => {
    for (const path of [join(allowed, 'notes.txt'), 'notes.txt']) {
      h.setting.sandbox.requests.clear();
      const result = await upload(h.setting, path);
      expect(result.isError, textOf(result)).toBeFalsy();
      // The sandbox logs the path with or without its /api/v4 prefix, depending on its version.
      expect(h.setting.gitlabRequests()).toEqual([
        expect.stringMatching(/^POST (\/api\/v4)?\/projects\/group%2Fproject\/uploads$/),
      ]);
    }
    await expectRefused(h.setting, () => upload(h.setting, `../${relative(base, elsewhere)}/secret.txt`));
  });

  it("a client's MCP roots replace the setting", async () => {
    const result = await upload(h.withRoots, join(roots, 'root.txt'));
    expect(result.isError, textOf(result)).toBeFalsy();
    await expectRefused(h.withRoots, () => upload(h.withRoots, join(allowed, 'notes.txt')));
  });
});

describe('writes (output_path)', () => {
  beforeAll(() => Promise.all([publish(h.setting, 'keys.txt'), publish(h.asking, 'keys.txt')]));

  it('a path outside the allowed directory, or a symbolic link out of it, is never written', async () => {
    await expectRefused(h.setting, () => download(h.setting, join(elsewhere, 'keys.txt'), true));
    await expectRefused(h.setting, () => download(h.setting, join(allowed, 'link-out.txt'), true));
    await expectRefused(h.setting, () => download(h.setting, join(allowed, 'dir-out'), true));
    expect(readFileSync(join(elsewhere, 'secret.txt'), 'utf8')).toBe('a secret outside');
  });

  it('replacing an existing file needs confirmation; a new file does not', async () => {
    const target = join(allowed, 'authorized_keys');
    writeFileSync(target, 'ssh-ed25519 mine');
    h.setting.sandbox.requests.clear();
    const refused = await download(h.setting, target);
    expect(refused.isError).toBe(true);
    expect(textOf(refused)).toContain(`Overwrite ${target}?`);
    expect(textOf(refused)).toContain('confirm=true');
    expect(h.setting.gitlabRequests()).toEqual([]);
    expect(readFileSync(target, 'utf8')).toBe('ssh-ed25519 mine');

    const confirmed = await download(h.setting, target, true);
    expect(confirmed.isError, textOf(confirmed)).toBeFalsy();
    expect(readFileSync(target, 'utf8')).toBe('from gitlab');

    const fresh = await download(h.setting, join(allowed, 'fresh.txt'));
    expect(fresh.isError, textOf(fresh)).toBeFalsy();
    expect(readFileSync(join(allowed, 'fresh.txt'), 'utf8')).toBe('from gitlab');
  });

  it('a client with elicitation is asked before a file is replaced', async () => {
    const target = join(allowed, 'asked.txt');
    writeFileSync(target, 'before');
    asked = [];
    const result = await download(h.asking, target);
    expect(result.isError, textOf(result)).toBeFalsy();
    expect(asked).toEqual([`Overwrite ${target}? The existing file would be replaced by the download.`]);
    expect(readFileSync(target, 'utf8')).toBe('from gitlab');
  });
});
