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

/** Where a path's value is drawn: its centre and the box its square or circle takes. */
export interface PathLabel extends Box {
  cx: number;
  cy: number;
}

/** Half the size of a path's value mark (a 16 px square on land, a circle of radius 9 on water). */
const half = (kind: string) => (kind === 'land' ? 8 : 9);

type Point = { x: number; y: number };

/** The centre of a region's building site, where its paths start. */
export function siteCentre(c: Box): Point {
  return { x: c.x + c.w / 2, y: c.y + 30 };
}

/**
 * Where a region's marks stand in its box, drawn by MapPicture.tsx and kept clear by the paths' values:
 * its number's badge (radius 7), top left; its landscape, top right; its building site (or hut); its
 * fish and their count, bottom left; its resource, bottom right (glyphs 16 across); and either side of
 * the site, the places of huts moved aside, as large as the site's hut so their letters read as well
 * (drawn small under the fish's row, a phone showed them at 7 px: a referee's review).
 */
export function regionMarks(c: Box) {
  const site = siteCentre(c);
  return {
    badge: { x: c.x + 10, y: c.y + 10 },
    landscape: { x: c.x + c.w - 12, y: c.y + 11 },
    site,
    aside: [{ x: c.x + c.w - 12, y: site.y }, { x: c.x + 12, y: site.y }],
    fish: { x: c.x + 11, y: c.y + c.h - 10 },
    count: { x: c.x + 21, y: c.y + c.h - 6 },
    resource: { x: c.x + c.w - 12, y: c.y + c.h - 11 },
  };
}

/** The centre of an island's letter, on its top right corner and within the picture (the widest row's island ends 2 from its side). */
export const tagCentre = (i: Box): Point => ({ x: i.x + i.w - 6, y: i.y + 4 });

/** The square of half-side `r` around `p`. */
const around = (p: Point, r: number): Box => ({ x: p.x - r, y: p.y - r, w: 2 * r, h: 2 * r });

/** The boxes of the marks a value must not cover: each region's number badge and each island's letter. */
export function badgeBoxes(layout: MapLayout): Box[] {
  return [...[...layout.cells.values()].map((c) => around(regionMarks(c).badge, 7)), ...layout.islands.map((i) => around(tagCentre(i), 8))];
}

/** The boxes of each region's pictures: its building site (or hut), landscape, fish with their count, and resource. */
export function iconBoxes(layout: MapLayout): Box[] {
  return [...layout.cells.values()].flatMap((c) => {
    const m = regionMarks(c);
    return [around(m.site, 9), around(m.landscape, 8), { ...around(m.fish, 8), w: 28 }, around(m.resource, 8)];
  });
}

/** A hut moved aside: its region, its owner, its place among the region's huts aside, and where it stands. */
export interface AsideHut extends Point {
  region: string;
  seat: number;
  j: number;
}

/**
 * Where each hut moved aside stands: beside its region's site, right then left; a third and fourth (a game of four) share
 * those places, each a little lower and further in than the one before, so its roof and letter still show.
 */
export function asideHuts(layout: MapLayout, regions: readonly { id: string; aside: readonly number[] }[]): AsideHut[] {
  return regions.flatMap((r) => {
    const c = layout.cells.get(r.id);
    if (!c) return [];
    const places = regionMarks(c).aside;
    return r.aside.map((seat, j) => {
      const p = places[j % 2]!;
      const k = Math.floor(j / 2);
      return { region: r.id, seat, j, x: p.x + (j % 2 ? 5 : -5) * k, y: p.y + 5 * k };
    });
  });
}

const apart = (a: Box, b: Box) => a.x + a.w + 1 <= b.x || b.x + b.w + 1 <= a.x || a.y + a.h + 1 <= b.y || b.y + b.h + 1 <= a.y;

/** Where along a path its value may go, best first: the middle, then ever nearer either end. */
const ALONG = [0.5, 0.42, 0.58, 0.34, 0.66, 0.26, 0.74, 0.2, 0.8];

/**
 * Each path's value mark, in the order of `paths`: in the middle of the path where that is free,
 * else the free place along it nearest the middle, so no value covers another value, a region's
 * number or an island's letter (two paths crossing at their middles, say, get one value each
 * side of the crossing), nor, where the path leaves room, a region's pictures (`iconBoxes`) or the
 * huts moved aside (`aside`). Where no place along the path is free, its middle.
 */
export function pathLabels(layout: MapLayout, paths: readonly { a: string; b: string; kind: string }[], aside: readonly Point[] = []): (PathLabel | null)[] {
  const taken: Box[] = [...badgeBoxes(layout)];
  const icons = [...iconBoxes(layout), ...aside.map((p) => around(p, 9))];
  const inside = (b: Box) => b.x >= 0 && b.y >= 16 && b.x + b.w <= layout.w && b.y + b.h <= layout.h;
  return paths.map((p) => {
    const a = layout.cells.get(p.a);
    const b = layout.cells.get(p.b);
    if (!a || !b) return null;
    const pa = siteCentre(a);
    const pb = siteCentre(b);
    const r = half(p.kind);
    const at = (t: number): PathLabel => {
      const cx = pa.x + (pb.x - pa.x) * t;
      const cy = pa.y + (pb.y - pa.y) * t;
      return { cx, cy, x: cx - r, y: cy - r, w: 2 * r, h: 2 * r };
    };
    // Clear of the region's pictures too where the path allows (a value on a stone reads as part of it).
    const free = (l: PathLabel) => inside(l) && taken.every((o) => apart(l, o));
    const label = ALONG.map(at).find((l) => free(l) && icons.every((o) => apart(l, o))) ?? ALONG.map(at).find(free) ?? at(0.5);
    // Another value keeps a few units further off than from a badge: two values side by side read as one pair.
    taken.push({ x: label.x - 3, y: label.y - 3, w: label.w + 6, h: label.h + 6 });
    return label;
  });
}
