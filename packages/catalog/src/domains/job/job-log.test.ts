import { describe, expect, it } from 'vitest';
import { lastScriptSection, logParts, readableLog } from './job-log.js';

describe('a job log as GitLab shows it', () => {
  it('drops colour codes, shows sections as headings and a redrawn line as it ended', () => {
    const raw =
      '\u001b[0KRunning with gitlab-runner 17.0\n' +
      'section_start:1700000000:step_script\r\u001b[0K\u001b[0K\u001b[36;1mExecuting "step_script" stage\u001b[0;m\n' +
      '$ npm test\n' +
      'progress 10%\rprogress 100%\n' +
      '\u001b[31;1mFAIL\u001b[0m src/a.test.ts\n' +
      'section_end:1700000060:step_script\r\u001b[0K\n' +
      'section_start:1700000061:cleanup[collapsed=true]\r\u001b[0K\n' +
      '\u001b[31;1mERROR: Job failed: exit code 1\u001b[0;m\n';
    expect(readableLog(raw)).toEqual([
      'Running with gitlab-runner 17.0',
      '── Executing "step_script" stage ──',
      '$ npm test',
      'progress 100%',
      'FAIL src/a.test.ts',
      '── cleanup ──',
      'ERROR: Job failed: exit code 1',
    ]);
  });

  it('leaves a plain log as it is', () => {
    expect(readableLog('one\ntwo\n')).toEqual(['one', 'two']);
  });
});

describe('where a failed job failed', () => {
  it("is the last section the job's script opened, not the runner's cleanup after it", () => {
    const raw = [
      'section_start:1:prepare_executor\r\u001b[0K\u001b[0K\u001b[36;1mPreparing the "docker" executor\u001b[0;m',
      'section_end:2:prepare_executor\r\u001b[0K',
      'section_start:3:step_script\r\u001b[0K\u001b[0K\u001b[36;1mExecuting "step_script" stage of the job script\u001b[0;m',
      'AssertionError',
      'section_end:4:step_script\r\u001b[0K',
      'section_start:5:cleanup_file_variables\r\u001b[0K\u001b[0KCleaning up',
      'section_end:6:cleanup_file_variables\r\u001b[0K',
    ].join('\n');
    expect(lastScriptSection(raw)).toBe('Executing "step_script" stage of the job script');
    expect(lastScriptSection('no sections here')).toBeNull();
  });
});

describe('the order a failed log is read in', () => {
  const lines = [
    'setup',
    '── Build ──',
    'compile',
    'link',
    'error: undefined symbol',
    '── Cleanup ──',
    'ERROR: failed',
  ];

  it('puts the failing section first, then the last lines, then the rest, each line once', () => {
    expect(logParts(lines, 'Build', 200, 2)).toEqual({
      failingSection: ['── Build ──', 'compile', 'link', 'error: undefined symbol'],
      lastLines: ['── Cleanup ──', 'ERROR: failed'],
      earlierLines: ['setup'],
    });
  });

  it('leaves to the last lines what they show, and the window bounds every part', () => {
    expect(logParts(lines, 'Build', 4, 3)).toEqual({
      failingSection: ['link'],
      lastLines: ['error: undefined symbol', '── Cleanup ──', 'ERROR: failed'],
      earlierLines: [],
    });
  });

  it('without a failing section, shows the last lines, then the rest', () => {
    expect(logParts(lines, null, 200, 3)).toEqual({
      failingSection: [],
      lastLines: ['error: undefined symbol', '── Cleanup ──', 'ERROR: failed'],
      earlierLines: ['setup', '── Build ──', 'compile', 'link'],
    });
  });
});
