/**
 * OF-71: over GraphQL, GitLab answers a fine-grained personal access token with null or an empty list, and no error,
 * where the token is not granted what it asks for. These notes go beside such answers so that the model does not
 * report "not found" or "none" as a fact. Texts copied from the output-format spec ("Respuestas con tokens de grano fino").
 */

export const FINE_GRAINED_NOT_FOUND_NOTE =
  'Over GraphQL, GitLab answers null with no error for an object a fine-grained personal access token is not ' +
  'granted, or that sits in a project or group outside its grant, so not found may mean this token cannot see it ' +
  'rather than that it does not exist.';

export const FINE_GRAINED_EMPTY_LIST_NOTE =
  'Over GraphQL, GitLab leaves out of a list, with no error, the items a fine-grained personal access token is not ' +
  'granted, so an empty answer may mean this token cannot see them rather than that there are none.';
