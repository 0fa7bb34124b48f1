import { FONT_FAMILY, INK } from './palette.js';

/** The title every ECharts chart carries, centred above it. */
export function chartTitle(text: string) {
  return {
    text,
    left: 'center',
    top: 8,
    textStyle: { fontFamily: FONT_FAMILY, fontSize: 18, fontWeight: 'normal', color: INK },
  };
}

/** An axis name written along the axis, beside its middle. */
export function axisName(name: string, gap: number) {
  return { name, nameLocation: 'middle' as const, nameGap: gap, nameTextStyle: { fontSize: 12, color: INK } };
}
