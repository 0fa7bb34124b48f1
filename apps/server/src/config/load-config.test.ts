import { describe, expect, it } from 'vitest';
import { GitLabMcpError } from '@gitlab-mcp/result/errors';
import { loadConfig } from './load-config.js';
import { showDuration } from '@gitlab-mcp/result';

const noFiles = () => undefined;

function load(argv: string[], env: Record<string, string> = {}, files: Record<string, string> = {}) {
  return loadConfig({ argv, env, home: '/home/u', readFile: (path) => files[path] ?? noFiles() });
}

describe('loadConfig', () => {
  it('uses the reference server defaults', () => {
    const { config } = load([]);
    expect(config.gitlabUrl).toBe('https://gitlab.com');
    expect(config.toolSurface).toBe('dynamic');
    expect(config.metaParamSchema).toBe('opaque');
    expect(config.embeddedResources).toBe(true);
    expect(config.readOnly).toBe(false);
    expect(config.stdioMaxLineBytes).toBe(4 * 1024 * 1024);
  });

  it('takes a flag over the environment over a dotenv file', () => {
    const files = {
      '/home/u/.gitlab-mcp-server.env': 'GITLAB_MCP_TOOL_SURFACE=individual\nGITLAB_MCP_TIER=free\n',
    };
    const env = { GITLAB_MCP_TOOL_SURFACE: 'meta' };
    expect(load([], {}, files).config.toolSurface).toBe('individual');
    expect(load([], env, files).config.toolSurface).toBe('meta');
    expect(load(['--tool-surface', 'dynamic'], env, files).config.toolSurface).toBe('dynamic');
    expect(load(['-tool-surface=meta'], {}, files).config).toMatchObject({
      toolSurface: 'meta',
      tier: 'free',
    });
  });

  it('reads bare boolean flags and explicit values', () => {
    expect(load(['--read-only']).config.readOnly).toBe(true);
    expect(load(['--read-only', 'false']).config.readOnly).toBe(false);
    expect(load(['--embedded-resources=false']).config.embeddedResources).toBe(false);
  });

  it('names the variable and what it accepts when a value is bad', () => {
    expect(() => load([], { GITLAB_MCP_TOOL_SURFACE: 'everything' })).toThrow(
      new GitLabMcpError(
        'config',
        'GITLAB_MCP_TOOL_SURFACE="everything" is not valid: expected one of dynamic, meta, individual',
      ),
    );
    expect(() => load([], { GITLAB_URL: 'gitlab.local' })).toThrow(/GITLAB_URL="gitlab.local".*http/);
    expect(() => load(['--bogus'])).toThrow(/unknown flag --bogus/);
  });

  it('refuses a GitLab URL with user:password@, without repeating the password (issue 20, finding 7)', () => {
    const attempt = () => load([], { GITLAB_URL: 'https://alice:s3cret@gitlab.example.com' });
    expect(attempt).toThrow(
      /GITLAB_URL="https:\/\/…@gitlab.example.com" is not valid: .*without user:password@/,
    );
    expect(attempt).not.toThrow(/s3cret|alice/);
    expect(() => load(['--gitlab-url', 'https://token@gitlab.example.com'])).toThrow(/without user/);
  });

  it('reads legacy unprefixed names with a warning, the prefixed name winning', () => {
    const legacy = load([], { READ_ONLY: 'true' });
    expect(legacy.config.readOnly).toBe(true);
    expect(legacy.warnings).toContain('READ_ONLY is an older name; use GITLAB_MCP_READ_ONLY');
    expect(load([], { READ_ONLY: 'true', GITLAB_MCP_READ_ONLY: 'false' }).config.readOnly).toBe(false);
  });

  it('treats AUTOPILOT as YOLO mode unless YOLO_MODE is given, and parses sizes', () => {
    expect(load([], { GITLAB_MCP_AUTOPILOT: 'true' }).config.yoloMode).toBe(true);
    expect(load([], { GITLAB_MCP_AUTOPILOT: 'true', GITLAB_MCP_YOLO_MODE: 'false' }).config.yoloMode).toBe(
      false,
    );
    expect(load([], { GITLAB_MCP_UPLOAD_MAX_FILE_SIZE: '512MiB' }).config.uploadMaxFileSize).toBe(
      512 * 1024 ** 2,
    );
  });

  it('fails clearly when the named env file is missing, naming what named it', () => {
    expect(() => load(['--env-file', '/nowhere/.env'])).toThrow(
      new GitLabMcpError('config', '--env-file names /nowhere/.env, which does not exist'),
    );
    expect(() => load([], { GITLAB_MCP_ENV_FILE: '/nowhere/.env' })).toThrow(
      new GitLabMcpError('config', 'GITLAB_MCP_ENV_FILE names /nowhere/.env, which does not exist'),
    );
  });

  it('names the dotenv file a bad value came from, the named file winning over the home one', () => {
    const files = {
      '/home/u/.gitlab-mcp-server.env': 'GITLAB_MCP_TIER=gold\n',
      '/etc/mcp.env': 'GITLAB_MCP_TIER=free\nGITLAB_MCP_READ_ONLY=perhaps\n',
    };
    expect(() => load([], {}, files)).toThrow(
      new GitLabMcpError(
        'config',
        'GITLAB_MCP_TIER="gold" (in /home/u/.gitlab-mcp-server.env) is not valid: expected one of auto, free, ce, premium, ultimate',
      ),
    );
    expect(() => load(['--env-file', '/etc/mcp.env'], {}, files)).toThrow(
      /^GITLAB_MCP_READ_ONLY="perhaps" \(in \/etc\/mcp\.env\) is not valid/,
    );
    expect(load(['--env-file', '/etc/mcp.env'], { GITLAB_MCP_READ_ONLY: 'true' }, files).config.tier).toBe(
      'free',
    );
  });

  it('reads durations in Go syntax only, and writes them back the same way', () => {
    expect(load(['--request-timeout', '1m30s']).config.requestTimeout).toBe(90e3);
    expect(load(['--request-timeout', '250ms']).config.requestTimeout).toBe(250);
    expect(() => load(['--request-timeout', '30000'])).toThrow(/expected a duration such as 30s/);
    expect(showDuration(30e3)).toBe('30s');
    expect(showDuration(65 * 60e3)).toBe('1h5m');
    expect(showDuration(1500)).toBe('1s500ms');
    expect(showDuration(0)).toBe('0');
  });
});
