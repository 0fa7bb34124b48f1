/**
 * GitLab's access levels as people say them. GitLab sends a role as a number (members, protection rules, shares);
 * an answer shows the name with the number, `Developer (30)`, so it can be read and still passed back as a value
 * (https://docs.gitlab.com/api/members/#roles, https://docs.gitlab.com/api/protected_branches/#valid-access-levels).
 */
const ROLE_NAMES: Readonly<Record<number, string>> = {
  0: 'No access',
  5: 'Minimal access',
  10: 'Guest',
  15: 'Planner',
  20: 'Reporter',
  30: 'Developer',
  40: 'Maintainer',
  50: 'Owner',
  60: 'Admin',
};

/** `Developer (30)`; a number GitLab has not defined as a role is shown as it came. */
export function accessLevelName(level: number): string {
  const name = ROLE_NAMES[level];
  return name === undefined ? String(level) : `${name} (${level})`;
}
