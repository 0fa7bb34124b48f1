import { describe, expect, it } from 'vitest';
import {
  buildASTSchema,
  extendSchema,
  isInputObjectType,
  isInterfaceType,
  isNonNullType,
  isObjectType,
  parse,
  validate,
} from 'graphql';
import { baselineDocument, loadSchemaDefinition } from './base-schema.js';
import { SUPPLEMENT_SDL } from './supplement.js';
import { GITLAB_VALIDATION_RULES } from './validation-rules.js';

const schema = loadSchemaDefinition();

function errorsOf(document: string): string[] {
  return validate(schema, parse(document), GITLAB_VALIDATION_RULES).map((error) => error.message);
}

describe('schema: 2022 baseline plus supplement', () => {
  it('keeps the baseline core', () => {
    expect(
      errorsOf(
        '{ currentUser { id username } project(fullPath: "a/b") { mergeRequests(first: 5) { count nodes { iid } } } }',
      ),
    ).toEqual([]);
  });

  it('the supplement is a valid extension of the baseline (the runtime build trusts both)', () => {
    const baseline = buildASTSchema(baselineDocument(), { assumeValidSDL: true });
    // Without assumeValidSDL, graphql-js checks the extension: known types, no duplicate fields or values.
    const extended = extendSchema(baseline, parse(SUPPLEMENT_SDL));
    const fieldCount = (types: ReturnType<typeof extended.getTypeMap>) =>
      Object.values(types).reduce(
        (sum, type) =>
          sum + (isObjectType(type) || isInputObjectType(type) ? Object.keys(type.getFields()).length : 0),
        0,
      );
    expect(Object.keys(schema.getTypeMap()).sort()).toEqual(Object.keys(extended.getTypeMap()).sort());
    expect(fieldCount(schema.getTypeMap())).toBe(fieldCount(extended.getTypeMap()));
  });

  it('every supplement definition cites the GitLab GraphQL reference', () => {
    const definitions = SUPPLEMENT_SDL.split('\n').filter((line) =>
      /^(type|extend|enum|interface|input|scalar) /.test(line),
    );
    const lines = SUPPLEMENT_SDL.split('\n');
    for (const definition of definitions) {
      const above = lines.slice(0, lines.indexOf(definition)).reverse();
      const comment = above.find((line) => line.trim().startsWith('#'));
      const hasOwnFieldCitations = lines
        .slice(lines.indexOf(definition))
        .slice(0, 40)
        .some((line) => line.includes('https://docs.gitlab.com/api/graphql/reference/#'));
      expect(
        comment?.includes('https://docs.gitlab.com/api/graphql/reference/#') || hasOwnFieldCitations,
        definition,
      ).toBe(true);
    }
  });

  it('every field the supplement adds validates in a document', () => {
    const document = /* GraphQL */ `
      query Supplement($id: WorkItemID!) {
        groups(first: 2, search: "g", topLevelOnly: true) {
          nodes {
            fullPath
          }
          pageInfo {
            hasNextPage
          }
        }
        project(fullPath: "group/project") {
          mergeRequest(iid: "243") {
            detailedMergeStatus
          }
          branchRules(first: 5) {
            nodes {
              id
              name
              isDefault
              isProtected
              matchingBranchesCount
              createdAt
              updatedAt
              branchProtection {
                allowForcePush
                codeOwnerApprovalRequired
              }
            }
            edges {
              cursor
              node {
                name
              }
            }
            pageInfo {
              endCursor
            }
          }
          workItems(
            first: 5
            state: opened
            types: [ISSUE, TASK]
            iids: ["1"]
            search: "x"
            authorUsername: "alice"
            assigneeUsernames: ["bob"]
            labelName: ["bug"]
          ) {
            count
            edges {
              cursor
              node {
                iid
              }
            }
            nodes {
              ...Item
            }
            pageInfo {
              hasNextPage
              hasPreviousPage
              startCursor
              endCursor
            }
          }
        }
        group(fullPath: "group") {
          workItems(first: 5, includeDescendants: true) {
            count
            nodes {
              iid
            }
          }
        }
        namespace(fullPath: "group") {
          workItems(last: 5, types: [ISSUE]) {
            count
            nodes {
              iid
            }
          }
        }
        workItem(id: $id) {
          ...Item
        }
      }
      fragment Item on WorkItem {
        id
        iid
        title
        state
        author {
          username
        }
        closedAt
        confidential
        createdAt
        updatedAt
        webUrl
        reference(full: true)
        namespace {
          fullPath
        }
        project {
          fullPath
        }
        widgets(onlyTypes: [ASSIGNEES], exceptTypes: [NOTES]) {
          type
          ... on WorkItemWidgetAssignees {
            assignees(first: 3) {
              nodes {
                username
              }
            }
          }
          ... on WorkItemWidgetDescription {
            description
            descriptionHtml
            edited
            lastEditedAt
            lastEditedBy {
              username
            }
          }
          ... on WorkItemWidgetHierarchy {
            parent {
              iid
            }
            hasChildren
            hasParent
            children(first: 2) {
              nodes {
                iid
              }
            }
          }
          ... on WorkItemWidgetLabels {
            labels(first: 5) {
              nodes {
                title
              }
            }
          }
          ... on WorkItemWidgetMilestone {
            milestone {
              title
            }
          }
          ... on WorkItemWidgetStartAndDueDate {
            startDate
            dueDate
            isFixed
            rollUp
          }
          ... on WorkItemWidgetNotes {
            discussionLocked
            discussions(first: 1) {
              nodes {
                id
              }
            }
            notes(first: 1) {
              nodes {
                body
              }
            }
          }
        }
      }
      mutation Create {
        workItemCreate(
          input: {
            namespacePath: "group/project"
            title: "t"
            workItemTypeId: "gid://gitlab/WorkItems::Type/1"
            confidential: false
            descriptionWidget: { description: "d" }
            assigneesWidget: { assigneeIds: ["gid://gitlab/User/2"] }
            labelsWidget: { labelIds: ["gid://gitlab/ProjectLabel/1"] }
          }
        ) {
          workItem {
            id
          }
          errors
        }
      }
      query Pipelines {
        project(fullPath: "group/project") {
          pipelines(status: CANCELING) {
            nodes {
              status
            }
          }
        }
      }
    `;
    expect(errorsOf(document)).toEqual([]);
  });

  it('every type and field the supplement defines exists in the built schema', () => {
    const supplement = parse(SUPPLEMENT_SDL);
    for (const definition of supplement.definitions) {
      if (!('name' in definition) || !definition.name) continue;
      const type = schema.getType(definition.name.value);
      expect(type, definition.name.value).toBeDefined();
      if (!('fields' in definition) || !definition.fields) continue;
      for (const field of definition.fields) {
        const fields =
          isObjectType(type) || isInterfaceType(type) || isInputObjectType(type) ? type.getFields() : {};
        expect(fields[field.name.value], `${definition.name.value}.${field.name.value}`).toBeDefined();
      }
    }
  });

  it('relaxes WorkItemCreateInput.projectPath, which GitLab made optional in 15.10', () => {
    const input = schema.getType('WorkItemCreateInput');
    expect(isInputObjectType(input) && isNonNullType(input.getFields()['projectPath']!.type)).toBe(false);
  });
});

describe('validation speaks graphql-ruby for the common mistakes, graphql-js for the rest', () => {
  it('arguments of an unknown directive are not reported as field arguments', () => {
    expect(errorsOf('{ currentUser @bogus(flag: true) { id } }')).toEqual(['Unknown directive "@bogus".']);
  });

  it('a directive missing its required argument keeps graphql-js wording', () => {
    expect(errorsOf('{ currentUser @include { id } }')).toEqual([
      'Directive "@include" argument "if" of type "Boolean!" is required, but it was not provided.',
    ]);
  });

  it('an unknown argument of a known directive', () => {
    expect(errorsOf('{ currentUser @skip(if: false, when: 1) { id } }')).toEqual([
      'Unknown argument "when" on directive "@skip".',
    ]);
  });
});
