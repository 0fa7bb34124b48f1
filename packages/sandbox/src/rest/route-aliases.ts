import type { Route } from '../http/router.js';

/*
 * Paths GitLab serves under a second name, with the same endpoint behind them: the integrations API's former name
 * (`/projects/:id/services/…`, still routed beside `/integrations/…`; doc/api/project_integrations.md), and the
 * searches with a `-/` before `search` (`/projects/:id/-/search`, which a project named `search` cannot shadow;
 * doc/api/search.md's clients use it).
 */
const ALIASES: readonly (readonly [RegExp, string])[] = [
  [/^\/projects\/:id\/integrations(?=\/|$)/, '/projects/:id/services'],
  [/^\/(projects|groups)\/:id\/search$/, '/$1/:id/-/search'],
];

/** The routes, each followed by its aliases under GitLab's other names for it. */
export function withAliases(routes: readonly Route[]): Route[] {
  return routes.flatMap((route) => {
    const aliases = ALIASES.filter(([pattern]) => pattern.test(route.pattern)).map(([pattern, name]) => ({
      ...route,
      pattern: route.pattern.replace(pattern, name),
    }));
    return [route, ...aliases];
  });
}
