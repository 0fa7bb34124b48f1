// The reference server (gitlab-mcp-server 3.0.0, Go) for comparison: installed at bench time into a temporary
// folder, never as a dependency of this repository.
import { spawnSync } from 'node:child_process';
import {
  accessSync,
  chmodSync,
  constants,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const REFERENCE_PACKAGE = '@jmrp.io/gitlab-mcp-server-linux-x64';
export const REFERENCE_VERSION = '3.0.0';

/**
 * Installs the reference package with npm into a temporary folder and finds its binary. Resolves to
 * `{ bin, cleanup }`, or `{ error }` saying why there is no reference (the bench then measures ours alone).
 * GITLAB_MCP_REFERENCE_BIN names an existing binary instead (no install).
 */
export function installReference() {
  const given = process.env.GITLAB_MCP_REFERENCE_BIN;
  if (given) {
    return existsSync(given)
      ? { bin: given, cleanup: () => {}, source: given }
      : { error: `GITLAB_MCP_REFERENCE_BIN=${given} does not exist` };
  }
  const folder = mkdtempSync(join(tmpdir(), 'gitlab-mcp-bench-reference-'));
  const cleanup = () => rmSync(folder, { recursive: true, force: true });
  writeFileSync(join(folder, 'package.json'), JSON.stringify({ private: true }));
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const spec = `${REFERENCE_PACKAGE}@${REFERENCE_VERSION}`;
  const installed = spawnSync(npm, ['install', '--no-audit', '--no-fund', '--loglevel=error', spec], {
    cwd: folder,
    encoding: 'utf8',
    timeout: 180_000,
  });
  if (installed.status !== 0) {
    cleanup();
    const why =
      installed.error?.message ??
      (installed.stderr || installed.stdout).trim().split('\n').slice(-3).join(' ');
    return { error: `npm install ${spec} failed: ${why}` };
  }
  const bin = findBinary(join(folder, 'node_modules', ...REFERENCE_PACKAGE.split('/')));
  if (!bin) {
    cleanup();
    return { error: `${spec} installed, but no gitlab-mcp-server binary was found in it` };
  }
  return { bin, cleanup, source: `npm ${spec}` };
}

/** The package ships its binary in bin/ or at its root, depending on the release. */
function findBinary(packageDir) {
  const candidates = ['bin', '.'].flatMap((sub) => {
    const dir = join(packageDir, sub);
    return existsSync(dir)
      ? readdirSync(dir)
          .filter((name) => name.startsWith('gitlab-mcp-server'))
          .map((name) => join(dir, name))
      : [];
  });
  const bin = candidates[0];
  if (!bin) return undefined;
  try {
    accessSync(bin, constants.X_OK);
  } catch {
    // npm drops the executable bit of files a package does not declare in "bin": restore it.
    chmodSync(bin, 0o755);
  }
  return bin;
}
