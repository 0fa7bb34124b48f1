import { userAccountActions } from './accounts.js';
import { userCredentialActions } from './credentials.js';
import { userEventActions } from './events.js';
import { userModerationActions } from './moderation.js';
import { userNamespaceActions } from './namespaces.js';
import { userNotificationActions } from './notifications.js';
import { userServiceAccountActions } from './service-accounts.js';
import { userStatusActions } from './status.js';
import { userTodoActions } from './todos.js';
import { userTokenActions } from './tokens.js';

/** Every user action, one sub-resource file after another. */
export const userActions = [
  ...userAccountActions,
  ...userModerationActions,
  ...userCredentialActions,
  ...userTokenActions,
  ...userStatusActions,
  ...userEventActions,
  ...userNamespaceActions,
  ...userNotificationActions,
  ...userTodoActions,
  ...userServiceAccountActions,
];
