import { defineKind } from './kind-spec.js';

/**
 * A CI/CD variable of a project, a group or the instance. Its table never has a value column: a list is for
 * finding a variable, and its values may be secrets. The card shows a value only when the answer still carries
 * one (the catalog drops the values of masked and hidden variables before they get here).
 */
export const ciVariableKind = defineKind({
  name: 'ci_variable',
  plural: { key: 'variables', title: 'CI/CD Variables' },
  empty: 'No variables found.',
  heading: { template: 'CI/CD Variable: {key}' },
  fields: [
    { label: 'Value', path: 'value', format: 'code' },
    { label: 'Type', path: 'variable_type', format: 'text' },
    { label: 'Environment Scope', path: 'environment_scope', format: 'code' },
    { label: 'Protected', path: 'protected', format: 'bool' },
    { label: 'Masked', path: 'masked', format: 'bool' },
    { label: 'Hidden', path: 'hidden', format: 'bool' },
    { label: 'Raw', path: 'raw', format: 'bool' },
  ],
  columns: [
    { label: 'Key', path: 'key', format: 'code' },
    { label: 'Type', path: 'variable_type', format: 'text' },
    { label: 'Environment Scope', path: 'environment_scope', format: 'code' },
    { label: 'Protected', path: 'protected', format: 'bool' },
    { label: 'Masked', path: 'masked', format: 'bool' },
    { label: 'Hidden', path: 'hidden', format: 'bool' },
  ],
  longText: [{ label: 'Description', path: 'description', style: 'quote' }],
  nested: [],
  notFound: {
    subject: 'CI/CD variable',
    suggestions: [
      { action: 'ci_variable.list', text: "list the project's variables" },
      { action: 'ci_variable.group_list', text: "list the group's variables" },
      { text: 'Keys are case-sensitive; a key set per environment also needs its environment_scope' },
    ],
  },
});
