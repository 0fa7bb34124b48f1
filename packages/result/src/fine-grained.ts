/**
 * OF-70, OF-71: the texts a session with a fine-grained personal access token can receive. Clients compare the
 * part after `action "<id>" ` with the stable texts, so these are reproduced exactly.
 */

/** OF-70: what a held call's sentence says after the action ID when the grant lacks a permission. */
export const NOT_GRANTED_TEXT =
  'exists but this fine-grained personal access token was not granted what it needs';

/** OF-70: what it says when no fine-grained token reaches the action in this GitLab version. */
export const NOT_AVAILABLE_TEXT = 'exists but is not available to a fine-grained personal access token';

/** OF-70: how both sentences end. */
export const DO_NOT_REPORT_MISSING = 'Do not report the capability as missing.';

/** OF-70: the prefix of a refusal sentence on the dynamic surface. */
export const DYNAMIC_REFUSAL_PREFIX = 'gitlab_execute_action: ';

/** Where the refusal is written: the dynamic surface prefixes it with its tool name. */
export interface RefusalWording {
  dynamic: boolean;
}

function sentence(id: string, rest: string, wording: RefusalWording): string {
  return `${wording.dynamic ? DYNAMIC_REFUSAL_PREFIX : ''}action "${id}" ${rest} ${DO_NOT_REPORT_MISSING}`;
}

/**
 * OF-70: the grant lacks permissions, named in the words of GitLab's token-creation page
 * (`action "merge_request.approve" exists but … what it needs: Approve merge request. Do not report …`).
 */
export function notGrantedRefusal(
  id: string,
  permissions: readonly string[],
  wording: RefusalWording,
): string {
  return sentence(id, `${NOT_GRANTED_TEXT}: ${permissions.join(', ')}.`, wording);
}

/** OF-70: no fine-grained token reaches the action in the named GitLab version. */
export function notAvailableRefusal(id: string, gitlabVersion: string, wording: RefusalWording): string {
  return sentence(id, `${NOT_AVAILABLE_TEXT} in GitLab ${gitlabVersion}.`, wording);
}

/**
 * OF-71: GitLab leaves parts of a served answer empty for the token, with no error. `parts` names each part;
 * the version is the instance's (the contract's example is 19.4.1).
 */
export function partialEmptyNote(gitlabVersion: string, parts: readonly string[]): string {
  return (
    `GitLab ${gitlabVersion} leaves part of this answer empty for a fine-grained personal access token, with no error: ` +
    `${parts.join(', ')}. Empty there does not mean there is nothing.`
  );
}

/** OF-71: beside the not-found answer of an action that reads GraphQL. */
export const GRAPHQL_NOT_FOUND_NOTE =
  'Over GraphQL, GitLab answers null with no error for an object a fine-grained personal access token is not granted, ' +
  'or that sits in a project or group outside its grant, so not found may mean this token cannot see it rather than ' +
  'that it does not exist.';

/** OF-71: beside the empty list of an action that reads a GraphQL list. */
export const GRAPHQL_EMPTY_LIST_NOTE =
  'Over GraphQL, GitLab leaves out of a list, with no error, the items a fine-grained personal access token is not ' +
  'granted, so an empty answer may mean this token cannot see them rather than that there are none.';
