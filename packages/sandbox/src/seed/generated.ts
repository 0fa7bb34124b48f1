/** group/big holds more than 10,000 issues so lists reach GitLab's no-totals path (docs/rest-pagination.md). */
export const generatedIssueCount = 10_050;
