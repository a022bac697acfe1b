/**
 * Where the illustrative map puts each island and region. The source prints no map the
 * examples could follow, so the picture is a diagram: each island a rounded block of
 * regions two abreast, islands in rows of two (a third one centred under the first two,
 * so every island faces every other across open water), with sea all round them for the
 * water paths (`waterRoute`), which run from coast to coast through it.
 */
export const CELL_W = 66;
export const CELL_H = 58;
const PAD = 6;
/** Sea between two islands: a water path runs down its middle. */
const SEA = 20;
/** Sea left and right of the widest row: narrow, since a phone draws the map by its width. */
const SHORE = 7;
/** The title's line, then sea above the first row; sea below the last. */
const TOP = 16 + 14;
const BOTTOM = 14;

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
  const w = Math.max(...rowW) + 2 * SHORE;
  const islands: MapLayout['islands'] = [];
  const cells = new Map<string, Box>();
  let y = TOP;
  for (let r = 0; r < rowCount; r++) {
    let x = (w - rowW[r]!) / 2;
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
  return { w, h: y - SEA + BOTTOM, islands, cells };
}

/** Where a path's value is drawn: its centre and the box its square or circle takes. */
export interface PathLabel extends Box {
  cx: number;
  cy: number;
}

/** Half the size of a path's value mark (a 16 px square on land, a circle of radius 9 on water). */
const half = (kind: string) => (kind === 'land' ? 8 : 9);

export type Point = { x: number; y: number };

/** The centre of a region's building site, where its paths start. */
export function siteCentre(c: Box): Point {
  return { x: c.x + c.w / 2, y: c.y + 30 };
}

/**
 * Where a region's marks stand in its box, drawn by MapPicture.tsx and kept clear by the paths' values:
 * its number's badge (radius 7), top left; its landscape, top right; its building site (or hut); its
 * fish and their count, bottom left; its resource, bottom right (glyphs 16 across); and round the site,
 * the places of huts moved aside, as large as the site's hut so their letters read as well (drawn small
 * under the fish's row, a phone showed them at 7 px: a referee's review): right and left of it, then
 * above it between the number and the landscape, then below it between the fish's count and the
 * resource (a game of four can set three or four huts aside in one region; stacked on the first two,
 * they hid each other's letters: a referee's review).
 */
export function regionMarks(c: Box) {
  const site = siteCentre(c);
  return {
    badge: { x: c.x + 10, y: c.y + 10 },
    landscape: { x: c.x + c.w - 12, y: c.y + 11 },
    site,
    aside: [
      { x: c.x + c.w - 12, y: site.y },
      { x: c.x + 12, y: site.y },
      { x: site.x, y: c.y + 11 },
      { x: c.x + 36, y: c.y + c.h - 10 },
    ],
    fish: { x: c.x + 10, y: c.y + c.h - 10 },
    count: { x: c.x + 19, y: c.y + c.h - 6 },
    resource: { x: c.x + c.w - 12, y: c.y + c.h - 11 },
  };
}

/** The centre of an island's letter, on its top right corner, half out over the sea: clear of the landscape of the region below it. */
export const tagCentre = (i: Box): Point => ({ x: i.x + i.w - 4, y: i.y });

/** The square of half-side `r` around `p`. */
const around = (p: Point, r: number): Box => ({ x: p.x - r, y: p.y - r, w: 2 * r, h: 2 * r });

/** The boxes of each island's letter. */
const tagBoxes = (layout: MapLayout): Box[] => layout.islands.map((i) => around(tagCentre(i), 8));

/** The box of a region's fish count (one digit, 11 units high). */
const countBox = (c: Box): Box => ({ ...regionMarks(c).count, y: regionMarks(c).count.y - 8, w: 7, h: 9 });

/** The boxes of the marks a value must not cover: each region's number badge and fish count, and each island's letter. */
export function badgeBoxes(layout: MapLayout): Box[] {
  const cells = [...layout.cells.values()];
  return [...cells.map((c) => around(regionMarks(c).badge, 7)), ...cells.map(countBox), ...tagBoxes(layout)];
}

/** The boxes of each region's pictures: its building site (or hut), landscape, fish with their count, and resource. */
export function iconBoxes(layout: MapLayout): Box[] {
  return [...layout.cells.values()].flatMap((c) => {
    const m = regionMarks(c);
    return [around(m.site, 9), around(m.landscape, 8), around(m.fish, 8), around(m.resource, 8)];
  });
}

/** A hut moved aside: its region, its owner, its place among the region's huts aside, and where it stands. */
export interface AsideHut extends Point {
  region: string;
  seat: number;
  j: number;
}

/**
 * Where each hut moved aside stands: round its region's site, in the places `regionMarks` gives, one hut to a place.
 */
export function asideHuts(layout: MapLayout, regions: readonly { id: string; aside: readonly number[] }[]): AsideHut[] {
  return regions.flatMap((r) => {
    const c = layout.cells.get(r.id);
    if (!c) return [];
    const places = regionMarks(c).aside;
    return r.aside.map((seat, j) => ({ region: r.id, seat, j, ...places[j % places.length]! }));
  });
}

/** Whether the segment pq passes through the inside of box b (clipped against its sides, across then down). */
export function crosses(p: Point, q: Point, b: Box): boolean {
  let [t0, t1] = [0, 1];
  for (const [from, to, lo, hi] of [[p.x, q.x, b.x, b.x + b.w], [p.y, q.y, b.y, b.y + b.h]] as const) {
    const d = to - from;
    if (Math.abs(d) < 1e-9) {
      if (from <= lo || from >= hi) return false;
      continue;
    }
    const [a, z] = [(lo - from) / d, (hi - from) / d].sort((m, n) => m - n) as [number, number];
    [t0, t1] = [Math.max(t0, a), Math.min(t1, z)];
  }
  return t1 - t0 > 1e-6;
}

const dist = (p: Point, q: Point) => Math.hypot(q.x - p.x, q.y - p.y);

/** A water path turns round an island this far off its coast: the middle of the sea between two islands. */
const LANE = SEA / 2;
/** It meets the sea off a region's coast half as far out, so two regions facing each other across the sea meet it at two places, not one. */
const OFFSHORE = SEA / 4;

/** `p` moved into the picture's sea, 3.5 units inside its edge at least (the narrow sea beside the widest row). */
const inSea = (layout: MapLayout, p: Point): Point => ({
  x: Math.min(Math.max(p.x, 3.5), layout.w - 3.5),
  y: Math.min(Math.max(p.y, 16 + 3.5), layout.h - 3.5),
});

/** Where a water path may leave a region: the middle of a side of its box (`shore`) and the point off the island's coast beyond it (`port`). */
interface Coast {
  shore: Point;
  port: Point;
}

const grow = (b: Box, by: number): Box => ({ x: b.x - by, y: b.y - by, w: b.w + 2 * by, h: b.h + 2 * by });
const within = (p: Point, b: Box) => p.x >= b.x && p.x <= b.x + b.w && p.y >= b.y && p.y <= b.y + b.h;

const SIDES = [[0, -1], [1, 0], [0, 1], [-1, 0]] as const;

/** The coasts a region's water paths may leave by: each side of its box from which the sea is reached across no other region or island's letter. */
function coasts(layout: MapLayout, id: string): Coast[] {
  const c = layout.cells.get(id)!;
  const island = layout.islands.find((i) => c.x >= i.x && c.y >= i.y && c.x + c.w <= i.x + i.w && c.y + c.h <= i.y + i.h)!;
  const others = [...layout.cells.values()].filter((o) => o !== c).map((o) => grow(o, 2));
  const blocked = [...others, ...tagBoxes(layout)];
  return SIDES.map(([dx, dy]) => {
    const shore = { x: c.x + (c.w * (1 + dx)) / 2, y: c.y + (c.h * (1 + dy)) / 2 };
    const off = { x: dx < 0 ? island.x - OFFSHORE : island.x + island.w + OFFSHORE, y: dy < 0 ? island.y - OFFSHORE : island.y + island.h + OFFSHORE };
    return { shore, port: inSea(layout, { x: dx ? off.x : shore.x, y: dy ? off.y : shore.y }) };
  }).filter(({ shore, port }) => layout.islands.every((i) => !within(port, i)) && blocked.every((b) => !crosses(shore, port, b)));
}

/** The corners of the sea lane round each island, where a water path turns. */
const laneCorners = (layout: MapLayout): Point[] =>
  layout.islands.flatMap((i) => [0, 1].flatMap((a) => [0, 1].map((b) => inSea(layout, { x: a ? i.x + i.w + LANE : i.x - LANE, y: b ? i.y + i.h + LANE : i.y - LANE }))));

/** The cost of the cheapest way to each node from any of `starts` (a node and its cost so far), by the edges `open` allows at the cost `cost`, and the node before it on that way. */
function shortestWays(nodes: Point[], starts: Map<number, number>, edge: { open: (p: Point, q: Point) => boolean; cost: (p: Point, q: Point) => number }): { cost: number[]; from: number[] } {
  const cost = nodes.map((_, i) => starts.get(i) ?? Infinity);
  const from = nodes.map(() => -1);
  const left = new Set(nodes.keys());
  while (left.size) {
    const i = [...left].reduce((m, k) => (cost[k]! < cost[m]! ? k : m));
    left.delete(i);
    if (cost[i] === Infinity) break;
    for (const k of left) {
      const c = cost[i]! + edge.cost(nodes[i]!, nodes[k]!);
      if (c < cost[k]! && edge.open(nodes[i]!, nodes[k]!)) [cost[k], from[k]] = [c, i];
    }
  }
  return { cost, from };
}

/** The nodes of the way that ends at `i`, from its start. */
function wayTo(from: number[], i: number): number[] {
  const way = [];
  for (let k = i; k >= 0; k = from[k]!) way.unshift(k);
  return way;
}

/**
 * A water path's way from region a to region b: out of a's side to the sea, along the lanes between the islands
 * (turning at their corners), and in at b's side, the shortest such; it crosses no island and no island's letter
 * (drawn straight from site to site, one ran across two other regions: a referee's review), and it passes
 * where another water path leaves another region (`ports`) only when there is no other way, since it would
 * seem to lead there too. Null where the sea offers none.
 */
export function waterRoute(layout: MapLayout, a: string, b: string, ports: readonly Port[] = []): Point[] | null {
  const [out, into] = [coasts(layout, a), coasts(layout, b)];
  const nodes = [...out.map((c) => c.port), ...into.map((c) => c.port), ...laneCorners(layout)];
  const walls = [...layout.islands, ...tagBoxes(layout)];
  const foreign = ports.filter((o) => o.region !== a && o.region !== b);
  const { cost, from } = shortestWays(nodes, new Map(out.map((c, i) => [i, dist(c.shore, c.port)])), {
    open: (p, q) => walls.every((w) => !crosses(p, q, w)),
    cost: (p, q) => dist(p, q) + (foreign.some((o) => nearSegment(o.at, p, q)) ? DETOUR : 0),
  });
  const total = (j: number) => cost[out.length + j]! + dist(into[j]!.port, into[j]!.shore);
  const end = into.reduce((best, _, j) => (total(j) < total(best) ? j : best), 0);
  if (!into.length || total(end) === Infinity) return null;
  const way = wayTo(from, out.length + end);
  const points = [out[way[0]!]!.shore, ...way.map((k) => nodes[k]!), into[end]!.shore];
  return points.filter((p, k) => k === 0 || dist(p, points[k - 1]!) > 0.5);
}

/** Where a water path meets the sea off a region's coast. */
export interface Port {
  at: Point;
  region: string;
}

/** What passing another region's port costs a water path, in units of length: more than going round an island. */
const DETOUR = 400;

/** Whether `o` lies within 2 units of the segment pq. */
function nearSegment(o: Point, p: Point, q: Point): boolean {
  const l = dist(p, q) ** 2;
  const t = l ? Math.min(1, Math.max(0, ((o.x - p.x) * (q.x - p.x) + (o.y - p.y) * (q.y - p.y)) / l)) : 0;
  return dist(o, { x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t }) < 2;
}

/**
 * Each path's way, in the order of `paths`: a land path straight from site to site, a water path through the sea
 * (`waterRoute`, else straight), clear of the other water paths' ports where it can be: routed twice, the second
 * time knowing where every other path met the sea the first time.
 */
export function pathRoutes(layout: MapLayout, paths: readonly { a: string; b: string; kind: string }[]): (Point[] | null)[] {
  const ports: Port[][] = paths.map(() => []);
  const route = (p: { a: string; b: string; kind: string }, i: number): Point[] | null => {
    const [a, b] = [layout.cells.get(p.a), layout.cells.get(p.b)];
    if (!a || !b) return null;
    const way = p.kind === 'water' ? waterRoute(layout, p.a, p.b, ports.filter((_, j) => j !== i).flat()) : null;
    if (!way) return [siteCentre(a), siteCentre(b)];
    ports[i] = [{ at: way[1]!, region: p.a }, { at: way.at(-2)!, region: p.b }];
    return way;
  };
  paths.forEach(route);
  return paths.map(route);
}

/** The point a share `t` of the way along a route (by length). */
function along(route: Point[], t: number): Point {
  const legs = route.slice(1).map((q, k) => dist(route[k]!, q));
  let left = t * legs.reduce((s, l) => s + l, 0);
  for (const [k, l] of legs.entries()) {
    if (left <= l || k === legs.length - 1) {
      const [p, q] = [route[k]!, route[k + 1]!];
      const f = l ? Math.min(1, left / l) : 0;
      return { x: p.x + (q.x - p.x) * f, y: p.y + (q.y - p.y) * f };
    }
    left -= l;
  }
  return route[0]!;
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
export function pathLabels(
  layout: MapLayout,
  paths: readonly { a: string; b: string; kind: string }[],
  aside: readonly Point[] = [],
  routes: readonly (Point[] | null)[] = pathRoutes(layout, paths),
): (PathLabel | null)[] {
  const taken: Box[] = [...badgeBoxes(layout)];
  const icons = [...iconBoxes(layout), ...aside.map((p) => around(p, 9))];
  const inside = (b: Box) => b.x >= 0 && b.y >= 16 && b.x + b.w <= layout.w && b.y + b.h <= layout.h;
  return paths.map((p, i) => {
    const route = routes[i];
    if (!route) return null;
    // A water path's value goes on its way through the sea, not on the coasts it leaves by.
    const way = route.length > 3 ? route.slice(1, -1) : route;
    const r = half(p.kind);
    const at = (t: number): PathLabel => {
      const { x: cx, y: cy } = along(way, t);
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
