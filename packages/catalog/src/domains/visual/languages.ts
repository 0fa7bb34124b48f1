import { z } from 'zod';
import { defineAction } from '../../action.js';
import type { ActionContext } from '../../action.js';
import type { LanguageShare } from '../../charts/chart.js';
import { decimal } from '../../charts/format.js';
import { languageBars } from '../../charts/languages-chart.js';
import { READS } from '../../classifications.js';
import { projectId } from '../../params.js';
import { ownerSegment, PROJECT_OWNER } from '../owner.js';
import { chartAnswer } from './chart-answer.js';

async function repositoryLanguages(context: ActionContext, args: { project_id: string }) {
  const data = await context.rest('GET', `${ownerSegment(PROJECT_OWNER, args)}/languages`);
  const shares: LanguageShare[] = Object.entries((data ?? {}) as Record<string, unknown>)
    .filter((entry): entry is [string, number] => typeof entry[1] === 'number')
    .map(([language, percent]) => ({ language, percent }))
    .sort((a, b) => b.percent - a.percent);
  const bars = languageBars(shares);
  const [largest] = shares;
  const smallest = shares[shares.length - 1];
  return chartAnswer({
    chart: 'repository_languages',
    title: `Languages of ${args.project_id}`,
    shows:
      shares.length === 0
        ? `GitLab detects no programming language in the default branch of ${args.project_id}, so there is no chart to draw.`
        : `Each language’s share of the default branch’s code, largest first: ${shares.length} languages` +
          `${bars.length < shares.length ? ` (the smallest summed as “other”)` : ''}.`,
    totals: shares.map((share) => `${share.language} ${decimal(share.percent)} %`).join(', '),
    outliers:
      largest === undefined || smallest === undefined
        ? ''
        : `Largest: ${largest.language} (${decimal(largest.percent)} %); smallest: ${smallest.language} (${decimal(smallest.percent)} %).`,
    points: bars,
  });
}

/** A project's language shares as a bar chart. */
export const languageChartActions = [
  defineAction({
    id: 'visual.repository_languages',
    tool: 'gitlab_chart_repository_languages',
    description: "Draw a bar chart of a project's programming languages by share of the repository's code.",
    input: z.object({ project_id: projectId }).strict(),
    gitlab: { local: repositoryLanguages },
    answer: { object: 'chart' },
    content: 'image',
    classification: READS,
    resource: null,
    nextSteps: [{ action: 'project.languages', text: 'read the shares as text' }],
    tier: 'free',
    aliases: ['language chart', 'tech stack chart', 'languages pie', 'code composition'],
  }),
];
