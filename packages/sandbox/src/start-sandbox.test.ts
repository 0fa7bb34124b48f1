import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { startSandbox } from './start-sandbox.js';

function selfSigned(): { key: string; cert: string } {
  const dir = mkdtempSync(join(tmpdir(), 'gitlab-sandbox-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-keyout',
        join(dir, 'key.pem'),
        '-out',
        join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return {
      key: readFileSync(join(dir, 'key.pem'), 'utf8'),
      cert: readFileSync(join(dir, 'cert.pem'), 'utf8'),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function getJson(url: string, token: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'private-token': token }, rejectUnauthorized: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          body: JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}

describe('startSandbox', () => {
  it('serves HTTPS when given a key and certificate', async () => {
    const sandbox = await startSandbox({ tls: selfSigned() });
    try {
      expect(sandbox.url).toMatch(/^https:\/\/127\.0\.0\.1:\d+$/);
      const answer = await getJson(`${sandbox.url}/api/v4/version`, sandbox.tokens.api);
      expect(answer).toMatchObject({ status: 200, body: { version: '19.4.1-ee' } });
    } finally {
      await sandbox.close();
    }
  });

  it('close() stops serving', async () => {
    const sandbox = await startSandbox();
    await sandbox.close();
    await expect(fetch(`${sandbox.url}/api/v4/version`)).rejects.toThrow();
  });
});
