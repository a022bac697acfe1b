/**
 * A QR code as one SVG path, encoded in the page by `uqr` (no request leaves it). Loaded with
 * `import()` only when the presenter first asks for the code (Q), so no page pays for it on load.
 */
import { encode } from 'uqr';

export interface QrPicture {
  /** Modules per side, quiet zone included. */
  size: number;
  /** The dark modules, one unit square each. */
  path: string;
}

/** The code of `text` with a quiet zone of four modules (what readers expect), error correction M. */
export function qrPicture(text: string): QrPicture {
  const { size, data } = encode(text, { ecc: 'M', border: 4 });
  let path = '';
  data.forEach((row, y) => row.forEach((dark, x) => void (dark && (path += `M${x} ${y}h1v1h-1z`))));
  return { size, path };
}
