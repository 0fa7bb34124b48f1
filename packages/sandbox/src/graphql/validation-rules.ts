import {
  FieldsOnCorrectTypeRule,
  GraphQLError,
  Kind,
  KnownArgumentNamesRule,
  ProvidedRequiredArgumentsRule,
  isRequiredArgument,
  specifiedRules,
} from 'graphql';
import type { ASTVisitor, ValidationContext, ValidationRule } from 'graphql';

/*
 * GitLab validates with graphql-ruby, whose wording and `extensions.code` differ from graphql-js. Clients show these
 * messages to people, so the three errors a hand-written document most often hits speak graphql-ruby here, e.g.
 * `Field 'nsodes' doesn't exist on type 'RepositoryConnection'` with `{"code":"undefinedField",...}`. Every other rule
 * keeps graphql-js's message; the shape (message, locations, path) is GitLab's for all of them (see error-shape.ts).
 */

/** `Field 'x' doesn't exist on type 'T'` (graphql-ruby's FieldsAreDefinedOnType). */
function fieldsOnCorrectType(context: ValidationContext): ASTVisitor {
  return {
    Field(node) {
      const parent = context.getParentType();
      if (!parent || context.getFieldDef()) return;
      const fieldName = node.name.value;
      context.reportError(
        new GraphQLError(`Field '${fieldName}' doesn't exist on type '${parent.name}'`, {
          nodes: node,
          extensions: { code: 'undefinedField', typeName: parent.name, fieldName },
        }),
      );
    },
  };
}

/** `Field 'x' doesn't accept argument 'y'` (graphql-ruby's ArgumentsAreDefined); directive arguments as graphql-js. */
function knownArgumentNames(context: ValidationContext): ASTVisitor {
  return {
    Argument(node, _key, _parent, _path, ancestors) {
      // Arguments of directives (known or not) are the Directive visitor's, or KnownDirectivesRule's, concern.
      const owner = ancestors.at(-1);
      const field = context.getFieldDef();
      if (context.getArgument() || !field || !owner || !('kind' in owner) || owner.kind !== Kind.FIELD)
        return;
      context.reportError(
        new GraphQLError(`Field '${field.name}' doesn't accept argument '${node.name.value}'`, {
          nodes: node,
          extensions: {
            code: 'argumentNotAccepted',
            name: field.name,
            typeName: 'Field',
            argumentName: node.name.value,
          },
        }),
      );
    },
    Directive(node) {
      const directive = context.getSchema().getDirective(node.name.value);
      if (!directive) return;
      for (const argument of node.arguments ?? []) {
        if (directive.args.some((known) => known.name === argument.name.value)) continue;
        context.reportError(
          new GraphQLError(`Unknown argument "${argument.name.value}" on directive "@${directive.name}".`, {
            nodes: argument,
          }),
        );
      }
    },
  };
}

/** `Field 'x' is missing required arguments: a, b` (graphql-ruby's RequiredArgumentsArePresent). */
function providedRequiredArguments(context: ValidationContext): ASTVisitor {
  return {
    Field: {
      leave(node) {
        const field = context.getFieldDef();
        if (!field) return;
        const given = new Set((node.arguments ?? []).map((argument) => argument.name.value));
        const missing = field.args
          .filter((arg) => isRequiredArgument(arg) && !given.has(arg.name))
          .map((arg) => arg.name);
        if (missing.length === 0) return;
        context.reportError(
          new GraphQLError(`Field '${field.name}' is missing required arguments: ${missing.join(', ')}`, {
            nodes: node,
            extensions: {
              code: 'missingRequiredArguments',
              className: 'Field',
              name: field.name,
              arguments: missing.join(', '),
            },
          }),
        );
      },
    },
    Directive: {
      leave(node) {
        const directive = context.getSchema().getDirective(node.name.value);
        if (!directive) return;
        const given = new Set((node.arguments ?? []).map((argument) => argument.name.value));
        for (const arg of directive.args) {
          if (!isRequiredArgument(arg) || given.has(arg.name)) continue;
          context.reportError(
            new GraphQLError(
              `Directive "@${directive.name}" argument "${arg.name}" of type "${String(arg.type)}" is required, but it was not provided.`,
              { nodes: node },
            ),
          );
        }
      },
    },
  };
}

const REPLACED: ReadonlyMap<ValidationRule, ValidationRule> = new Map<ValidationRule, ValidationRule>([
  [FieldsOnCorrectTypeRule, fieldsOnCorrectType],
  [KnownArgumentNamesRule, knownArgumentNames],
  [ProvidedRequiredArgumentsRule, providedRequiredArguments],
]);

/** graphql-js's specified rules, with the three above in graphql-ruby's words. */
export const GITLAB_VALIDATION_RULES: readonly ValidationRule[] = specifiedRules.map(
  (rule) => REPLACED.get(rule) ?? rule,
);
