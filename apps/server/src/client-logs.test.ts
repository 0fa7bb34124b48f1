import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { InMemoryTransport } from '@modelcontextprotocol/sdk/inMemory.js';
import { Server } from '@modelcontextprotocol/sdk/server/index.js';
import {
  ListToolsRequestSchema,
  LoggingMessageNotificationSchema,
  SetLevelRequestSchema,
} from '@modelcontextprotocol/sdk/types.js';
import { afterEach, describe, expect, it } from 'vitest';
import { listen } from './client-logs.js';
import { createLogger } from './logging/logger.js';
import type { Logger, LogLevel } from './logging/logger.js';

/**
 * One connection of a shared logger: tools/list logs `listed` at info through the logger bound to the connection,
 * as a call logs `call` through its CallContext's.
 */
async function connection(logger: Logger) {
  const server = new Server({ name: 'test', version: '1' }, { capabilities: { tools: {}, logging: {} } });
  server.setRequestHandler(ListToolsRequestSchema, async () => {
    logger.boundTo(server).info('listed');
    return { tools: [] };
  });
  server.setRequestHandler(SetLevelRequestSchema, async (request) => {
    const level = request.params.level === 'warning' ? 'warn' : request.params.level;
    listen(logger, server, level as LogLevel);
    return {};
  });
  const client = new Client({ name: 'test', version: '1' });
  const received: string[] = [];
  client.setNotificationHandler(LoggingMessageNotificationSchema, (notification) => {
    received.push(`${notification.params.level} ${(notification.params.data as { msg: string }).msg}`);
  });
  const [clientSide, serverSide] = InMemoryTransport.createLinkedPair();
  await Promise.all([server.connect(serverSide), client.connect(clientSide)]);
  return { client, server, received };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
const opened: Client[] = [];

afterEach(async () => {
  await Promise.all(opened.splice(0).map((client) => client.close()));
});

describe('log records of a logger shared by several connections', () => {
  it('go to the connection whose request logged them, at its own level', async () => {
    const logger = createLogger({ level: 'error', secrets: [], write: () => undefined });
    const [first, second] = await Promise.all([connection(logger), connection(logger)]);
    opened.push(first.client, second.client);
    await first.client.setLoggingLevel('info');
    await second.client.setLoggingLevel('warning');
    await first.client.listTools();
    await second.client.listTools();
    await settle();
    expect(first.received).toEqual(['info listed']);
    expect(second.received).toEqual([]);
  });

  it('records logged outside any request reach every listening connection, until it closes', async () => {
    const logger = createLogger({ level: 'error', secrets: [], write: () => undefined });
    const [first, second] = await Promise.all([connection(logger), connection(logger)]);
    opened.push(second.client);
    await first.client.setLoggingLevel('debug');
    await second.client.setLoggingLevel('warning');
    logger.warn('background');
    logger.debug('detail');
    await settle();
    expect(first.received).toEqual(['warning background', 'debug detail']);
    expect(second.received).toEqual(['warning background']);
    await first.client.close();
    await settle();
    logger.error('later');
    await settle();
    expect(first.received).toHaveLength(2);
    expect(second.received).toEqual(['warning background', 'error later']);
  });
});
