import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';

/**
 * The two files the rasteriser needs, by package path: resvg's WebAssembly module and the font every chart's text
 * is drawn in (Noto Sans Regular, SIL Open Font License), shipped so text renders the same on every machine. In
 * the server's bundle this module is replaced by reads from dist/chart-assets/ (apps/server/bundle.mjs copies
 * them there under the same names), since a bundled server has no node_modules.
 */
export const CHART_ASSETS = {
  'resvg.wasm': '@resvg/resvg-wasm/index_bg.wasm',
  'NotoSans-Regular.ttf': '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
} as const;

export type ChartAsset = keyof typeof CHART_ASSETS;

/** The assets by package path, for the bundler, which copies them next to the bundle. */
export function chartAssetPackages(): Readonly<Record<ChartAsset, string>> {
  return CHART_ASSETS;
}

/** The bytes of one asset, read when the first chart is drawn. */
export function chartAsset(name: ChartAsset): Promise<Buffer> {
  return readFile(createRequire(import.meta.url).resolve(CHART_ASSETS[name]));
}
