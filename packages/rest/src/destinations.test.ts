/**
 * Issue 20, findings 2, 3 and 9: every connection for GitLab is checked where it is made. A name is checked by the
 * agents' lookup (so a DNS answer that changes between a check and the connection cannot slip through), an IP
 * literal before each hop (so a redirect to a metadata address is never followed), and refusals never say what a
 * name resolved to.
 */
import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESTINATION_REFUSED, refusedAddress } from './destinations.js';
import { createHttpFetch } from './http-fetch.js';
import { createGitLabFetch } from './transport.js';

let server: Server;
let port = 0;
const received: string[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    received.push(request.url ?? '');
    const target = /^\/to\/(.+)$/.exec(request.url ?? '')?.[1];
    if (target) response.writeHead(302, { location: decodeURIComponent(target) }).end();
    else response.writeHead(200, { 'content-type': 'application/json' }).end('{"ok":true}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const codeOf = (error: unknown) => (error as { code?: string }).code;

describe('refusedAddress', () => {
  it.each([
    '169.254.169.254',
    '169.254.170.2',
    '169.254.0.23',
    '100.100.100.200',
    '192.0.0.192',
    'fd00:ec2::254',
    'fe80::a9fe:a9fe',
    '::ffff:169.254.169.254',
  ])('refuses the metadata or link-local address %s for every instance', (address) => {
    expect(refusedAddress(address, 'operator')).toContain('always refused');
    expect(refusedAddress(address, 'public')).toContain('always refused');
  });

  it.each(['127.0.0.1', '10.1.2.3', '192.168.1.1', '100.64.0.1', '::1', 'fd12::1', '::ffff:127.0.0.1'])(
    'refuses the private address %s only for an instance a caller picked',
    (address) => {
      expect(refusedAddress(address, 'operator')).toBeNull();
      expect(refusedAddress(address, 'public')).toContain('private or loopback');
    },
  );

  it('lets public addresses through', () => {
    expect(refusedAddress('140.82.112.3', 'public')).toBeNull();
    expect(refusedAddress('2606:4700::1111', 'public')).toBeNull();
  });
});

describe('connections', () => {
  it('a name is checked as the connection is made: localhost is never reached for a picked instance', async () => {
    received.length = 0;
    const fetch = createHttpFetch({ destinations: 'public' });
    const failure = await fetch(`http://localhost:${port}/api/v4/user`).catch((error: unknown) => error);
    expect(codeOf(failure)).toBe(DESTINATION_REFUSED);
    expect(String(failure)).toContain('localhost is refused');
    // Never what the name resolved to.
    expect(String(failure)).not.toMatch(/127\.0\.0\.1|::1/);
    expect(received).toEqual([]);
  });

  it('the operator’s own instance may be on a private address', async () => {
    received.length = 0;
    const response = await createHttpFetch()(`http://localhost:${port}/api/v4/user`);
    expect(response.status).toBe(200);
    expect(received).toEqual(['/api/v4/user']);
  });

  it.each([
    'http://169.254.169.254/latest/meta-data/iam/',
    'http://169.254.170.2/v2/credentials',
    'http://100.100.100.200/latest/meta-data/',
    'http://[fd00:ec2::254]/latest/meta-data/',
    'http://[::ffff:169.254.169.254]/',
  ])('a redirect to %s is refused before any connection, whoever the instance is', async (location) => {
    const fetch = createGitLabFetch({});
    const failure = await fetch(`http://127.0.0.1:${port}/to/${encodeURIComponent(location)}`).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toContain('was not contacted');
    expect((failure as Error).message).toContain('always refused');
  });

  it('an IP literal of a private address is refused for a picked instance, before connecting', async () => {
    const fetch = createHttpFetch({ destinations: 'public' });
    const failure = await fetch(`http://127.0.0.2:${port}/`).catch((error: unknown) => error);
    expect(codeOf(failure)).toBe(DESTINATION_REFUSED);
  });
});
