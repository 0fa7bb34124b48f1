import type * as ResvgWasm from '@resvg/resvg-wasm';
import { chartAsset } from './chart-assets.js';
import { FONT_FAMILY } from './palette.js';

type Resvg = typeof ResvgWasm;

/** resvg and the font, loaded once, on the first chart: a server that never draws never reads either. */
let loaded: Promise<{ resvg: Resvg; font: Uint8Array }> | undefined;

function load(): Promise<{ resvg: Resvg; font: Uint8Array }> {
  loaded ??= (async () => {
    const [resvg, wasm, font] = await Promise.all([
      import('@resvg/resvg-wasm'),
      chartAsset('resvg.wasm'),
      chartAsset('NotoSans-Regular.ttf'),
    ]);
    await resvg.initWasm(wasm);
    return { resvg, font: new Uint8Array(font) };
  })();
  // A failed load is not kept: the next chart tries again instead of failing for the life of the process.
  loaded.catch(() => (loaded = undefined));
  return loaded;
}

/** An SVG document as PNG bytes at its own size, with the shipped font only (no system fonts: the same everywhere). */
export async function svgToPng(svg: string): Promise<Buffer> {
  const { resvg, font } = await load();
  const image = new resvg.Resvg(svg, {
    font: { fontBuffers: [font], defaultFontFamily: FONT_FAMILY, loadSystemFonts: false },
    fitTo: { mode: 'original' },
  });
  const rendered = image.render();
  try {
    return Buffer.from(rendered.asPng());
  } finally {
    rendered.free();
    image.free();
  }
}
