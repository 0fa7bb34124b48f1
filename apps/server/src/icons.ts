/**
 * The server's one icon, shared by serverInfo, every tool and every prompt: a 16x16 SVG data URI of about 170
 * bytes. It rides on each of the individual surface's ~1,000 tools, so it carries only `src` (the data URI names its
 * own type) and stays small enough for tools/list on the dynamic surface to keep within its 5 KB.
 * The schema types `src` as a URI (RFC 3986), which has no raw space: numbers are separated by commas, which SVG
 * reads alike, and the few spaces left between attributes are escaped with `<`, `>` and `#`.
 */
const SVG =
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0,0,16,16'>" +
  "<path fill='#e24329' d='M8,15,1,9.5,3,2l2,5h6l2-5,2,7.5z'/></svg>";

export const ICONS = [{ src: `data:image/svg+xml,${SVG.replace(/[<># ]/g, encodeURIComponent)}` }];
