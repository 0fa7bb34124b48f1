/** @module Group enterprise features: SAML and LDAP links, credentials inventory, SSH certificates, seats, analytics. */
export { credentialActions, sshCertificateActions } from './credentials.js';
export { groupInsightActions } from './insights.js';
export { ldapActions, samlActions } from './sso-links.js';
