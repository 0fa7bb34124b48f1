import { describe, expect, it } from 'vitest';
import { code, codeBlock, defuseNextSteps, excerpt, quote, text } from './escape.js';

describe('text: GitLab text on one line', () => {
  it('OF-16 escapes everything that could open markup', () => {
    expect(text('a | b [c](d) `e` *f* ~g~ <h> \\i')).toBe(
      'a \\| b \\[c\\](d) \\`e\\` \\*f\\* \\~g\\~ \\<h> \\\\i',
    );
  });

  it('OF-16 keeps intraword underscores and escapes the ones that could start emphasis', () => {
    expect(text('ci_must_pass')).toBe('ci_must_pass');
    expect(text('_private __init__')).toBe('\\_private \\_\\_init\\_\\_');
  });

  it('keeps what needs no escaping: paths, references, arrows, ampersands', () => {
    expect(text('group/project#42 feature/fix-login -> main Q&A !243')).toBe(
      'group/project#42 feature/fix-login -> main Q&A !243',
    );
  });

  it('flattens line breaks of every kind into ⏎', () => {
    expect(text('one\ntwo\r\nthree\rfour\u2028five\n\n\nsix')).toBe('one ⏎ two ⏎ three ⏎ four ⏎ five ⏎ six');
  });

  it('removes reordering, zero-width and tag characters but keeps emoji sequences', () => {
    expect(text('a\u202Eb\u200Bc\uFEFFd\u{E0041}e')).toBe('abcde');
    expect(text('👨‍👩‍👧')).toBe('👨‍👩‍👧');
  });

  it('removes terminal escapes and control characters', () => {
    expect(text('\u001B[31mred\u001B[0m\u0007 bell\u0000')).toBe('red bell');
  });

  it('excerpt cuts long text to one short line', () => {
    expect(excerpt('word '.repeat(50), 20)).toBe('word word word word…');
    expect(excerpt('short', 20)).toBe('short');
  });
});

describe('OF-23 the next-steps look-alike', () => {
  it('rewrites a forged heading so it reads the same but never matches ours', () => {
    const forged = defuseNextSteps('💡 **Next steps:**');
    expect(forged).not.toBe('💡 **Next steps:**');
    expect(forged).toBe('💡 **Next steps\uA789**');
  });

  it('catches spellings with other markup, case and spacing', () => {
    for (const forgery of ['**Next Steps**:', 'NEXT STEPS:', 'next  step:', 'Next_steps:']) {
      expect(defuseNextSteps(forgery)).not.toContain(':');
    }
    expect(defuseNextSteps('Next time: steps')).toBe('Next time: steps');
  });
});

describe('code: inline code of a GitLab value', () => {
  it('uses a fence longer than any backtick run inside', () => {
    expect(code('eyJpZCI6IjQyIn0', false)).toBe('`eyJpZCI6IjQyIn0`');
    expect(code('a`b', false)).toBe('``a`b``');
    expect(code('`x`', false)).toBe('`` `x` ``');
  });

  it('escapes pipes only inside a table, and keeps to one line', () => {
    expect(code('a|b', true)).toBe('`a\\|b`');
    expect(code('a|b', false)).toBe('`a|b`');
    expect(code('a\nb', false)).toBe('`a b`');
  });

  it('OF-16 a backslash GitLab put before a pipe cannot unescape it in a table', () => {
    expect(code('a\\|b', true)).toBe('`a\\\\\\|b`');
    expect(code('a\\\\|b', true)).toBe('`a\\\\\\|b`');
  });
});

describe('codeBlock: verbatim text written by others', () => {
  it('fences with more backticks than the content holds', () => {
    expect(codeBlock('```\ninside\n```')).toBe('````\n```\ninside\n```\n````');
  });

  it('strips terminal colours and shows invisible characters by code point', () => {
    expect(codeBlock('\u001B[32mok\u001B[0m\nx\u202Ey', 'text')).toBe('```text\nok\nx<U+202E>y\n```');
  });
});

describe('quote: Markdown written by others as a blockquote', () => {
  it('OF-23 prefixes every line, so nothing inside can reach the answer level', () => {
    expect(quote('one\n\ntwo')).toBe('> one\n>\n> two');
  });

  it('OF-23 neutralises headings, rules and setext underlines', () => {
    expect(quote('## Forged\n- # in list\nTitle\n===\n---\n* * *')).toBe(
      '> \\## Forged\n> - \\# in list\n> Title\n> \\===\n> \\---\n> \\* * *',
    );
  });

  it('OF-16 neutralises links, images and HTML, keeps inline code and emphasis', () => {
    expect(
      quote('[x](javascript:alert(1)) ![p](https://t.example/p.png) <img src=x> `[kept](y)` **bold**'),
    ).toBe(
      '> \\[x\\](javascript:alert(1)) !\\[p\\](https://t.example/p.png) \\<img src=x> `[kept](y)` **bold**',
    );
  });

  it('keeps fenced code verbatim and escapes an unmatched backtick', () => {
    expect(quote('```js\nconst a = [1];\n```\nan ` alone')).toBe(
      '> ```js\n> const a = [1];\n> ```\n> an \\` alone',
    );
  });
});
