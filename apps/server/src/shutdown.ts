import { execFileSync } from 'node:child_process';
import { realpathSync } from 'node:fs';

const WAIT_MS = 5_000;

/**
 * `gitlab-mcp --shutdown`: ends this user's running instances of the server, as the reference's `-shutdown` does —
 * SIGTERM, so an HTTP server drains as it would under its supervisor. Only processes running this same
 * installation's script are touched (another installation, another user's or another program's never are), and
 * never a process that was itself started with --shutdown. Exit 0 once all have ended, 1 when one is still running.
 */
export async function shutdown(script: string, write: (line: string) => void): Promise<number> {
  if (process.platform === 'win32') {
    write('--shutdown lists processes with ps, which Windows lacks: end the server from the Task Manager');
    return 1;
  }
  const ours = instances(realpathSync(script));
  if (ours.length === 0) {
    write('no running instance of gitlab-mcp for this user');
    return 0;
  }
  for (const pid of ours) signal(pid, 'SIGTERM');
  const deadline = Date.now() + WAIT_MS;
  let running = ours;
  while (running.length > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    running = running.filter((pid) => signal(pid, 0));
  }
  write(
    running.length === 0
      ? `ended ${ours.length} instance(s) of gitlab-mcp: ${ours.join(', ')}`
      : `still running after ${WAIT_MS / 1000}s (draining?): ${running.join(', ')}`,
  );
  return running.length === 0 ? 0 : 1;
}

/** This user's processes whose command line runs `script`, besides this one and any other --shutdown. */
function instances(script: string): number[] {
  const uid = process.getuid?.() ?? 0;
  const listing = execFileSync('ps', ['-U', String(uid), '-o', 'pid=,args='], { encoding: 'utf8' });
  return listing
    .split('\n')
    .map((line) => /^\s*(\d+)\s+(.*)$/.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .filter(
      ([, pid, args]) => Number(pid) !== process.pid && runs(args!, script) && !/\s--?shutdown\b/.test(args!),
    )
    .map(([, pid]) => Number(pid));
}

/** Compared after resolving links: `gitlab-mcp` on the PATH is a link to the installed script. */
function runs(args: string, script: string): boolean {
  return args
    .split(/\s+/)
    .filter((word) => /gitlab-mcp(\.c?js)?$/.test(word))
    .some((word) => {
      try {
        return realpathSync(word) === script;
      } catch {
        return false; // not a path on this machine
      }
    });
}

/** Sends a signal; answers whether the process was there to receive it. */
function signal(pid: number, name: NodeJS.Signals | 0): boolean {
  try {
    process.kill(pid, name);
    return true;
  } catch {
    return false;
  }
}
