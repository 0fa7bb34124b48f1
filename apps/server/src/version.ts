/** The server's name and version as MCP clients see them; the version is stamped in at build time. */
export const SERVER_NAME = 'gitlab-mcp';
export const SERVER_VERSION = process.env.GITLAB_MCP_BUILD_VERSION ?? '0.1.0';
