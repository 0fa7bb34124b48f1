/**
 * Colours every chart draws with: Okabe and Ito's palette, told apart by people with any common colour-vision
 * deficiency (https://jfly.uni-koeln.de/color/). Colour is never the only signal: statuses also carry a shape and
 * a word, lines a marker.
 */
export const OKABE_ITO = {
  orange: '#E69F00',
  skyBlue: '#56B4E9',
  bluishGreen: '#009E73',
  yellow: '#F0E442',
  blue: '#0072B2',
  vermillion: '#D55E00',
  reddishPurple: '#CC79A7',
  black: '#000000',
} as const;

export const GREY = '#999999';
export const INK = '#222222';
export const FONT_FAMILY = 'Noto Sans';

/** The series colours of multi-series charts, in order. */
export const SERIES_COLOURS: readonly string[] = [
  OKABE_ITO.blue,
  OKABE_ITO.orange,
  OKABE_ITO.bluishGreen,
  OKABE_ITO.vermillion,
  OKABE_ITO.reddishPurple,
  OKABE_ITO.skyBlue,
  OKABE_ITO.yellow,
  OKABE_ITO.black,
];

/** The shape a job's status is drawn with beside its colour, so the status never rests on colour alone. */
export type StatusShape = 'check' | 'cross' | 'warning' | 'dot' | 'ring' | 'slash' | 'play' | 'dash';

export interface StatusLook {
  /** The word written beside the shape: GitLab's status, `passed` for success as GitLab's UI says. */
  label: string;
  colour: string;
  shape: StatusShape;
  /** A failure that fails the pipeline: drawn heavier so it stands out. */
  failing: boolean;
}

const LOOKS: Readonly<Record<string, Omit<StatusLook, 'failing'>>> = {
  success: { label: 'passed', colour: OKABE_ITO.bluishGreen, shape: 'check' },
  failed: { label: 'failed', colour: OKABE_ITO.vermillion, shape: 'cross' },
  running: { label: 'running', colour: OKABE_ITO.blue, shape: 'dot' },
  canceled: { label: 'canceled', colour: OKABE_ITO.black, shape: 'slash' },
  canceling: { label: 'canceling', colour: OKABE_ITO.black, shape: 'slash' },
  skipped: { label: 'skipped', colour: GREY, shape: 'dash' },
  manual: { label: 'manual', colour: OKABE_ITO.reddishPurple, shape: 'play' },
  scheduled: { label: 'scheduled', colour: OKABE_ITO.reddishPurple, shape: 'play' },
};

/** How a job status is drawn; a failure allowed to fail is a warning, not a failing job. */
export function statusLook(status: string, allowFailure = false): StatusLook {
  if (status === 'failed' && allowFailure)
    return { label: 'failed (allowed)', colour: OKABE_ITO.orange, shape: 'warning', failing: false };
  const look = LOOKS[status] ?? {
    label: status.replaceAll('_', ' '),
    colour: OKABE_ITO.skyBlue,
    shape: 'ring',
  };
  return { ...look, failing: status === 'failed' };
}
