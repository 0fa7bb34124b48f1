/**
 * Issue 18 item 8: every type, and every field added to one of GitLab's types, in the schema supplement names the
 * section of GitLab's GraphQL reference it was copied from, so each can be checked against GitLab.
 */
import { describe, expect, it } from 'vitest';
import { SUPPLEMENT_SDL } from './supplement.js';

const CITATION = /^#\s*https:\/\/docs\.gitlab\.com\/api\/graphql\/reference\/#[a-z0-9]+\b/;
const DEFINITION = /^(extend\s+)?(type|input|enum|scalar|interface|union)\s+(\w+)/;
const FIELD = /^(\w+)\s*[(:]/;

/** Whether a comment cites the reference section of the type a field belongs to (or its mutation's, for an input). */
function sectionOf(field: string, comment: string): boolean {
  const type = field.split('.')[0]!.toLowerCase();
  const anchor = CITATION.exec(comment)?.[0].split('#').pop();
  return anchor === type || anchor === `mutation${type.replace(/input$/, '')}`;
}

/** Each definition and each field of an extension, with the comment lines written right above it. */
function entries(sdl: string) {
  const lines = sdl.split('\n').map((line) => line.trim());
  const found: { name: string; comments: string[]; within?: { comments: string[]; fields: number } }[] = [];
  let comments: string[] = [];
  let extension: { name: string; comments: string[]; fields: string[][]; names: string[] } | null = null;
  let depth = 0;
  let open = 0;
  for (const line of lines) {
    if (line.startsWith('#')) {
      comments.push(line);
      continue;
    }
    const definition = depth === 0 ? DEFINITION.exec(line) : null;
    if (definition) {
      if (definition[1]) extension = { name: definition[3]!, comments, fields: [], names: [] };
      else found.push({ name: definition[3]!, comments });
    } else if (extension && depth === 1 && open === 0 && FIELD.test(line)) {
      extension.fields.push(comments);
      extension.names.push(`${extension.name}.${FIELD.exec(line)![1]}`);
    }
    depth += (line.match(/\{/g) ?? []).length - (line.match(/\}/g) ?? []).length;
    open += (line.match(/\(/g) ?? []).length - (line.match(/\)/g) ?? []).length;
    if (depth === 0 && extension && line.includes('}')) {
      const within = { comments: extension.comments, fields: extension.fields.length };
      extension.names.forEach((name, index) =>
        found.push({ name, comments: extension!.fields[index]!, within }),
      );
      if (extension.names.length === 0) found.push({ name: extension.name, comments: extension.comments });
      extension = null;
    }
    if (line !== '') comments = [];
  }
  return found;
}

describe('the schema supplement says where each entry comes from', () => {
  const all = entries(SUPPLEMENT_SDL);

  it('finds the entries (the rule is not vacuous)', () => {
    expect(all.length).toBeGreaterThan(100);
  });

  it("each type, and each field added to GitLab's types, cites GitLab's GraphQL reference", () => {
    const cited = (comments: string[]) => comments.some((comment) => CITATION.test(comment));
    const offenders = all
      .filter((entry) => !cited(entry.comments))
      // A field may be cited by its extension's comment when that names the type's own section, which lists its
      // fields (`#workitem`), or, for a mutation's input, the mutation's, which lists its arguments.
      .filter(
        (entry) => !(entry.within && entry.within.comments.some((comment) => sectionOf(entry.name, comment))),
      )
      .map((entry) => entry.name);
    expect(offenders, offenders.join('\n')).toEqual([]);
  });
});
