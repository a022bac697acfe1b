/**
 * Where the illustrative map puts each island and region. The source prints no map the
 * examples could follow, so the picture is a diagram: each island a rounded block of
 * regions two abreast, islands in rows of two (a third one centred under the first two,
 * so every island faces every other across open water).
 */
export const CELL_W = 66;
export const CELL_H = 58;
const PAD = 7;
const SEA = 26;
const TOP = 18;

export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface MapLayout {
  w: number;
  h: number;
  islands: (Box & { letter: string })[];
  /** Each region's cell, by region id. */
  cells: Map<string, Box>;
}

export function mapLayout(regions: readonly { id: string; letter: string }[]): MapLayout {
  const letters = [...new Set(regions.map((r) => r.letter))];
  const members = letters.map((l) => regions.filter((r) => r.letter === l));
  const sizes = members.map((m) => {
    const cols = m.length > 1 ? 2 : 1;
    return { cols, w: cols * CELL_W + 2 * PAD, h: Math.ceil(m.length / cols) * CELL_H + 2 * PAD };
  });
  const perRow = letters.length === 1 ? 1 : 2;
  const rowCount = Math.ceil(letters.length / perRow);
  const rowH = Array.from({ length: rowCount }, (_, r) => Math.max(...sizes.slice(r * perRow, r * perRow + perRow).map((s) => s.h)));
  const rowW = Array.from({ length: rowCount }, (_, r) =>
    sizes.slice(r * perRow, r * perRow + perRow).reduce((sum, s, i) => sum + s.w + (i ? SEA : 0), 0),
  );
  const w = Math.max(...rowW) + 4;
  const islands: MapLayout['islands'] = [];
  const cells = new Map<string, Box>();
  let y = TOP;
  for (let r = 0; r < rowCount; r++) {
    let x = 2 + (w - 4 - rowW[r]!) / 2;
    for (let i = r * perRow; i < Math.min(letters.length, r * perRow + perRow); i++) {
      const s = sizes[i]!;
      const box = { x, y: y + (rowH[r]! - s.h) / 2, w: s.w, h: s.h };
      islands.push({ ...box, letter: letters[i]! });
      const n = members[i]!.length;
      members[i]!.forEach((m, j) => {
        // A lone region on the last row sits in the middle of the island.
        const alone = s.cols === 2 && n % 2 === 1 && j === n - 1;
        cells.set(m.id, { x: box.x + PAD + (alone ? CELL_W / 2 : (j % s.cols) * CELL_W), y: box.y + PAD + Math.floor(j / s.cols) * CELL_H, w: CELL_W, h: CELL_H });
      });
      x += s.w + SEA;
    }
    y += rowH[r]! + SEA;
  }
  return { w, h: y - SEA + 6, islands, cells };
}
