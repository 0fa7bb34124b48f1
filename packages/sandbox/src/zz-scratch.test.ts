import { it } from 'vitest';
import { startSandbox } from './index.js';
it('scratch', async () => {
  const s = await startSandbox({});
  for (const [k, t] of Object.entries(s.tokens)) {
    const h: Record<string,string> = k === 'oauth' ? { authorization: `Bearer ${t}` } : k === 'job' ? { 'job-token': t } : { 'private-token': t };
    const r = await fetch(`${s.url}/api/v4/projects/42`, { headers: h });
    process.stdout.write(`${k} ${r.status}\n`);
  }
  const r = await fetch(`${s.url}/api/v4/projects/42/repository/branches?sort=updated_desc&per_page=3`, { headers: { 'private-token': s.tokens.api } });
  process.stdout.write(JSON.stringify([...r.headers.entries()].filter(([k]) => k.startsWith('x-'))) + '\n');
  process.stdout.write(JSON.stringify((await r.json()).map((b: any) => ({ ...b, commit: undefined }))) + '\n');
  const m = await fetch(`${s.url}/api/v4/projects/42/merge_requests/243`, { headers: { 'private-token': s.tokens.api } });
  process.stdout.write(JSON.stringify(await m.json(), null, 1) + '\n');
  await s.close();
});
