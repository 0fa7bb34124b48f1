import { defineKind } from './kind-spec.js';

/** A pipeline's unit test results (https://docs.gitlab.com/api/pipelines/#get-a-pipelines-test-report). */

const REPORT_SUGGESTIONS = [
  { action: 'pipeline.list', text: "list the project's pipelines" },
  { text: 'A pipeline has test results only when its jobs upload a JUnit report (artifacts:reports:junit)' },
] as const;

const SUITE_COLUMNS = [
  { label: 'Suite', path: 'name', format: 'text' },
  { label: 'Tests', path: 'total_count', format: 'count' },
  { label: 'Passed', path: 'success_count', format: 'count' },
  { label: 'Failed', path: 'failed_count', format: 'count' },
  { label: 'Skipped', path: 'skipped_count', format: 'count' },
  { label: 'Errors', path: 'error_count', format: 'count' },
  { label: 'Time (s)', path: 'total_time', format: 'count' },
] as const;

/** A suite's counts; the full report spells its totals the same way (the summary nests them under `total`). */
const SUITE_COUNTS = SUITE_COLUMNS.slice(1);

/** The jobs that ran a suite (GitLab's `build_ids`): the IDs a failing job's log is read by (`job.trace`). */
const SUITE_JOBS = { label: 'Jobs', path: 'build_ids', format: 'list' } as const;

export const testSuiteKind = defineKind({
  name: 'test_suite',
  plural: { key: 'test_suites', title: 'Test Suites' },
  empty: 'No test suites found.',
  heading: { template: 'Test Suite: {name}' },
  fields: [...SUITE_COUNTS, SUITE_JOBS, { label: 'Suite Error', path: 'suite_error', format: 'text' }],
  columns: [...SUITE_COLUMNS, SUITE_JOBS],
  longText: [],
  nested: [],
  notFound: { subject: 'test suite', suggestions: REPORT_SUGGESTIONS },
});

export const testCaseKind = defineKind({
  name: 'test_case',
  plural: { key: 'test_cases', title: 'Test Cases' },
  empty: 'No test cases found.',
  heading: { template: 'Test: {classname} {name}' },
  fields: [
    { label: 'Status', path: 'status', format: 'text' },
    { label: 'Suite', path: 'suite', format: 'text' },
    { label: 'File', path: 'file', format: 'code' },
    { label: 'Time (s)', path: 'execution_time', format: 'count' },
  ],
  columns: [
    { label: 'Suite', path: 'suite', format: 'text' },
    { label: 'Class', path: 'classname', format: 'text' },
    { label: 'Test', path: 'name', format: 'text' },
    { label: 'Status', path: 'status', format: 'text' },
    { label: 'Output', path: 'system_output', format: 'excerpt' },
  ],
  longText: [{ label: 'Output', path: 'system_output', style: 'code' }],
  nested: [],
  notFound: { subject: 'test case', suggestions: REPORT_SUGGESTIONS },
});

/** `pipeline.test_report`, reshaped: the totals, each suite's counts and the failed tests (not every test case). */
export const testReportKind = defineKind({
  name: 'test_report',
  plural: { key: 'test_reports', title: 'Test Reports' },
  empty: 'No test reports found.',
  heading: { template: 'Test Report: pipeline #{pipeline_id}' },
  fields: [
    ...SUITE_COUNTS,
    { label: 'Failed Tests Not Shown', path: 'failed_tests_not_shown', format: 'count' },
  ],
  columns: [
    { label: 'Pipeline', path: 'pipeline_id', format: 'count', prefix: '#' },
    { label: 'Tests', path: 'total_count', format: 'count' },
    { label: 'Failed', path: 'failed_count', format: 'count' },
  ],
  longText: [],
  nested: [
    { label: 'Suites', path: 'test_suites', kind: 'test_suite' },
    { label: 'Failed Tests', path: 'failed_tests', kind: 'test_case' },
  ],
  notFound: { subject: 'pipeline', suggestions: REPORT_SUGGESTIONS },
});

export const testReportSummaryKind = defineKind({
  name: 'test_report_summary',
  plural: { key: 'test_report_summaries', title: 'Test Report Summaries' },
  empty: 'No test report summaries found.',
  heading: { template: 'Test Summary: pipeline #{pipeline_id}' },
  fields: [
    { label: 'Tests', path: 'total.count', format: 'count' },
    { label: 'Passed', path: 'total.success', format: 'count' },
    { label: 'Failed', path: 'total.failed', format: 'count' },
    { label: 'Skipped', path: 'total.skipped', format: 'count' },
    { label: 'Errors', path: 'total.error', format: 'count' },
    { label: 'Time (s)', path: 'total.time', format: 'count' },
    { label: 'Suite Error', path: 'total.suite_error', format: 'text' },
  ],
  columns: [
    { label: 'Pipeline', path: 'pipeline_id', format: 'count', prefix: '#' },
    { label: 'Tests', path: 'total.count', format: 'count' },
    { label: 'Failed', path: 'total.failed', format: 'count' },
  ],
  longText: [],
  nested: [{ label: 'Suites', path: 'test_suites', kind: 'test_suite' }],
  notFound: { subject: 'pipeline', suggestions: REPORT_SUGGESTIONS },
});
