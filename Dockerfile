# gitlab-mcp in HTTP mode: one server for a team, each request carrying its user's GitLab token.
#   docker build -t gitlab-mcp .
#   docker run --read-only -p 8080:8080 -e GITLAB_URL=https://gitlab.example.com gitlab-mcp
# stdio instead (a client launching the container): docker run -i -e GITLAB_TOKEN -e GITLAB_URL gitlab-mcp --transport stdio

FROM node:20-bookworm-slim AS build
WORKDIR /src
COPY . .
RUN npm ci --ignore-scripts --no-audit --no-fund \
 && npm run build \
 && mkdir /out \
 && npm pack --workspace apps/server --pack-destination /out

FROM node:20-bookworm-slim
COPY --from=build /out /tmp/package
RUN npm install --global --no-audit --no-fund /tmp/package/gitlab-mcp-*.tgz \
 && rm -rf /tmp/package /root/.npm
# Nothing is written at run time: the image works with --read-only.
USER node
ENV NODE_ENV=production \
    GITLAB_MCP_TRANSPORT=http \
    GITLAB_MCP_HTTP_ADDR=:8080
EXPOSE 8080
HEALTHCHECK --interval=30s --timeout=5s --start-period=10s --retries=3 CMD ["gitlab-mcp", "--probe"]
ENTRYPOINT ["gitlab-mcp"]
