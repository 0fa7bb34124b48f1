/** The size of every chart: what chat clients show whole, without scrolling, at 16:9. */
export const CHART_WIDTH = 800;
export const CHART_HEIGHT = 450;
