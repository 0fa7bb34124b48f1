import { describe, expect, it } from 'vitest';
import { text } from './escape.js';
import { link, safeLinkTarget, selfLink } from './links.js';

describe('links', () => {
  it('OF-15 links a label to the web address GitLab sent', () => {
    expect(link(text('main'), 'https://gitlab.example.com/g/p/-/tree/main', true)).toEqual({
      md: '[main](https://gitlab.example.com/g/p/-/tree/main)',
      linked: true,
    });
  });

  it('OF-15 a card URL row links the address to itself', () => {
    expect(selfLink('https://gitlab.example.com/g/p/-/issues/1', false).md).toBe(
      '[https://gitlab.example.com/g/p/-/issues/1](https://gitlab.example.com/g/p/-/issues/1)',
    );
  });

  it('OF-16 shows an address that is not http(s) as code, never as a link', () => {
    for (const address of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html;base64,PHNjcmlwdD4=',
      'file:///etc/passwd',
      '//evil.example',
      'vbscript:x',
    ]) {
      const shown = link(text('x'), address, false);
      expect(shown.linked).toBe(false);
      expect(shown.md).not.toMatch(/\]\(/);
    }
    expect(selfLink('javascript:alert(1)', false).md).toBe('`javascript:alert(1)`');
  });

  it('OF-16 refuses addresses hiding whitespace or invisible characters', () => {
    for (const address of [
      'https://a.example/x y',
      'https://a.example/\u202Ecod.exe',
      'https://a.example/\u200B',
      'https://a.example/\nx',
    ]) {
      expect(safeLinkTarget(address)).toBeNull();
    }
  });

  it('OF-16 percent-encodes what Markdown would read inside the destination', () => {
    expect(safeLinkTarget('https://a.example/a)b(c<d>"e\'f[g]h|i\\j`k')).toBe(
      'https://a.example/a%29b%28c%3Cd%3E%22e%27f%5Bg%5Dh%7Ci%5Cj%60k',
    );
    expect(safeLinkTarget('https://a.example/%2F%zz/ü')).toBe('https://a.example/%2F%25zz/%C3%BC');
  });

  it('leaves the label alone when GitLab sent no address', () => {
    expect(link(text('x'), null, false)).toEqual({ md: 'x', linked: false });
  });
});
