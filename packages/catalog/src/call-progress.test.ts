import { describe, expect, it } from 'vitest';
import type { RestDownload } from '@gitlab-mcp/rest';
import { CallProgress } from './call-progress.js';

function recorder() {
  const sent: Array<[number, number | null, string]> = [];
  return { sent, progress: new CallProgress((done, total, message) => sent.push([done, total, message])) };
}

describe('CallProgress', () => {
  it('reports a local call’s requests from the second on, until the action reports on its own scale', () => {
    const { sent, progress } = recorder();
    progress.request('GET /a');
    progress.request('GET /b');
    progress.report(5, 10, 'half way');
    progress.request('GET /c');
    progress.report(5, 10, 'still half way');
    progress.report(7, 10, 'further');
    expect(sent).toEqual([
      [1, null, 'GitLab request 2: GET /b'],
      [5, 10, 'half way'],
      [7, 10, 'further'],
    ]);
  });

  it('an upload reports its files’ bytes before and after; a body without files reports nothing', async () => {
    const { sent, progress } = recorder();
    const form = new FormData();
    form.append('name', 'x');
    form.append('file', new Blob(['12345']), 'a.txt');
    expect(await progress.upload('POST /uploads', form, async () => 'answer')).toBe('answer');
    expect(await progress.upload('POST /notes', { body: 'text' }, async () => 'plain')).toBe('plain');
    expect(sent).toEqual([
      [0, 5, 'sending 5 bytes: POST /uploads'],
      [5, 5, 'sent 5 bytes: POST /uploads'],
    ]);
  });

  it('a download reports as its bytes arrive, and its total at the end, its body unchanged', async () => {
    const { sent, progress } = recorder();
    const chunks = [new Uint8Array(700_000), new Uint8Array(700_000), new Uint8Array(10)];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(chunk);
        controller.close();
      },
    });
    const download: RestDownload = { body, contentType: null, size: 1_400_010 };
    let read = 0;
    for await (const chunk of progress.download('/f', download).body) read += chunk.byteLength;
    expect(read).toBe(1_400_010);
    expect(sent).toEqual([
      [0, 1_400_010, 'receiving /f'],
      [1_400_000, 1_400_010, 'received 1400000 of 1400010 bytes: /f'],
      [1_400_010, 1_400_010, 'received 1400010 of 1400010 bytes: /f'],
    ]);
  });
});
