/**
 * A chart as the catalog answers it: what the card tells the model in words and numbers, and the data points the
 * picture is drawn from, which are also the answer's structuredContent. The picture is a pure function of this
 * object (chartSvg), so what a client receives can always be redrawn, and checked, from the data beside it.
 */

/** One job of a pipeline, as the pipeline graph and the job-duration bars draw it. */
export interface JobPoint {
  id: number;
  name: string;
  stage: string;
  status: string;
  allow_failure: boolean;
  /** Seconds it ran; null for a job that has not run (created, manual, skipped). */
  seconds: number | null;
  /** Names of the jobs it waits for (`needs:`), when the pipeline declares any. */
  needs: string[];
}

/** One day of a milestone: what was open at its end, and where the ideal line stands. */
export interface BurndownDay {
  date: string;
  open_issues: number;
  open_weight: number;
  /** The ideal of the measure drawn: the start's value falling evenly to zero at the due date. */
  ideal: number;
}

/** One date of GitLab's DORA metrics, in GitLab's units (seconds, a ratio of 0 to 1); null where it has none. */
export interface DoraPoint {
  date: string;
  deployment_frequency: number | null;
  lead_time_for_changes: number | null;
  time_to_restore_service: number | null;
  change_failure_rate: number | null;
}

export interface LanguageShare {
  language: string;
  percent: number;
}

/** What every chart's card says, beside its points. */
export interface ChartText {
  title: string;
  /** What the picture shows (or, when there is nothing to draw, why there is no picture). */
  shows: string;
  totals: string;
  outliers: string;
  /** `800 × 450 PNG, shown to the user`, or that no image was drawn. */
  image: string;
}

export type Chart = ChartText &
  (
    | { chart: 'pipeline_graph'; points: JobPoint[] }
    | { chart: 'job_durations'; points: JobPoint[] }
    | { chart: 'milestone_burndown'; measure: 'issues' | 'weight'; points: BurndownDay[] }
    | { chart: 'dora_trend'; points: DoraPoint[] }
    | { chart: 'repository_languages'; points: LanguageShare[] }
  );

/** A chart before it is drawn: `image` is written by the one function that draws it (or finds nothing to draw). */
export type UndrawnChart = Chart extends infer Each
  ? Each extends Chart
    ? Omit<Each, 'image'>
    : never
  : never;
