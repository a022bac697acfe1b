/**
 * Where the illustrative map puts each island and region. The source prints no map the
 * examples could follow, so the picture is a diagram: each island a rounded block of
 * regions two abreast, islands in two columns side by side (each under the one before in the
 * column that stands lower so far, a shorter column in the middle of the taller's height, so
 * every island faces every other across open water: stacked in rows, a map of three islands
 * was a third of a region's height taller than the projector's stage allows once regions made
 * room for huts moved aside), with sea all round them for the water paths (`waterRoute`),
 * which run from coast to coast through it.
 */
export const CELL_W = 66;
export const CELL_H = 74;
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
  // Each island goes to the column whose islands stand lower so far (the first on a tie), under the one before.
  const columns: number[][] = letters.length === 1 ? [[0]] : [[], []];
  const stack = (c: number[]) => c.reduce((sum, i) => sum + sizes[i]!.h, 0) + Math.max(0, c.length - 1) * SEA;
  if (letters.length > 1) sizes.forEach((_, i) => columns.reduce((low, c) => (stack(c) < stack(low) ? c : low)).push(i));
  const colW = columns.map((c) => Math.max(...c.map((i) => sizes[i]!.w)));
  const colH = columns.map(stack);
  const w = colW.reduce((sum, cw) => sum + cw, 0) + (columns.length - 1) * SEA + 2 * SHORE;
  const tallest = Math.max(...colH);
  // In the order of their letters, as `letters` has them.
  const islands: MapLayout['islands'] = [];
  const cells = new Map<string, Box>();
  let x = SHORE;
  columns.forEach((c, k) => {
    // A shorter column stands in the middle of the tallest's height, facing each island beside it.
    let y = TOP + (tallest - colH[k]!) / 2;
    for (const i of c) {
      const s = sizes[i]!;
      const box = { x: x + (colW[k]! - s.w) / 2, y, w: s.w, h: s.h };
      islands[i] = { ...box, letter: letters[i]! };
      const n = members[i]!.length;
      members[i]!.forEach((m, j) => {
        // A lone region on the last row takes the island's width: it borders both regions above it, so a land path to either runs straight down into it.
        const alone = s.cols === 2 && n % 2 === 1 && j === n - 1;
        cells.set(m.id, { x: box.x + PAD + (j % s.cols) * CELL_W, y: box.y + PAD + Math.floor(j / s.cols) * CELL_H, w: alone ? 2 * CELL_W : CELL_W, h: CELL_H });
      });
      y += s.h + SEA;
    }
    x += colW[k]! + SEA;
  });
  return { w, h: TOP + tallest + BOTTOM, islands, cells };
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
 * below it to the right and to the left, then above it between the number and the landscape, then
 * below it between the fish's count and the resource (a game of four can set three or four huts aside
 * in one region; stacked on the first two, they hid each other's letters: a referee's review). Land
 * paths leave the site straight right, left, up or down (`landRoute`), so the two places below it to
 * the sides stay clear of them: a region keeps four places however its paths leave.
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
      { x: c.x + c.w - 15, y: site.y + 17 },
      { x: c.x + 15, y: site.y + 17 },
      { x: site.x, y: c.y + 12 },
      { x: site.x + 3, y: c.y + c.h - 10 },
    ],
    fish: { x: c.x + 10, y: c.y + c.h - 10 },
    count: { x: c.x + 19, y: c.y + c.h - 6 },
    resource: { x: c.x + c.w - 12, y: c.y + c.h - 11 },
  };
}

/** The centre of an island's letter, on its top right corner, half out over the sea: clear of the landscape of the region below it. */
export const tagCentre = (i: Box): Point => ({ x: i.x + i.w - 4, y: i.y });

/** The square of half-side `r` around `p`. */
export const around = (p: Point, r: number): Box => ({ x: p.x - r, y: p.y - r, w: 2 * r, h: 2 * r });

/** The boxes of each island's letter. */
const tagBoxes = (layout: MapLayout): Box[] => layout.islands.map((i) => around(tagCentre(i), 8));

/** The box of a region's fish count (one digit, 11 units high). */
const countBox = (c: Box): Box => {
  const { x, y } = regionMarks(c).count;
  return { x, y: y - 8, w: 7, h: 9 };
};

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

/** The box a hut centred on `p` takes: its roof's peak 9 units above, its floor 7 below. */
export const hutBox = (p: Point): Box => ({ x: p.x - 9, y: p.y - 9, w: 18, h: 16 });

/** How far inside its region's box a hut aside stands at least (the region is drawn 1 unit inside its box). */
const INSET = 3;

/**
 * The places of a region's huts aside, in the order they are taken: those `regionMarks` gives, then any other
 * nearest the site, each clear of the region's marks and of each other, of every path's line and value (a hut
 * beside the site on the line to the next region, by the value on the border, seemed to stand in either: a
 * teacher's review), well inside the region and nearer its centre than any other region's.
 */
function asidePlaces(layout: MapLayout, id: string, wanted: number, lines: readonly Point[][], values: readonly Box[]): Point[] {
  const c = layout.cells.get(id)!;
  const m = regionMarks(c);
  const marks = [around(m.badge, 7), around(m.landscape, 8), hutBox(m.site), around(m.fish, 8), countBox(c), around(m.resource, 8)];
  const centre = (b: Box): Point => ({ x: b.x + b.w / 2, y: b.y + b.h / 2 });
  const others = [...layout.cells.values()].filter((o) => o !== c).map(centre);
  const free = (p: Point) => {
    const b = hutBox(p);
    if (b.x < c.x + INSET || b.y < c.y + INSET || b.x + b.w > c.x + c.w - INSET || b.y + b.h > c.y + c.h - INSET) return false;
    if (others.some((o) => dist(p, o) <= dist(p, centre(c)) + 8)) return false;
    return marks.every((o) => apart(b, o)) && values.every((v) => apart(grow(b, 1), v)) && lines.every((l) => l.slice(1).every((q, k) => !crosses(l[k]!, q, grow(b, 2))));
  };
  const places: Point[] = [];
  const take = (p: Point) => free(p) && places.every((o) => apart(hutBox(p), hutBox(o))) && places.push(p);
  m.aside.forEach(take);
  if (places.length >= wanted) return places;
  // Fewer places than huts: any other free place, nearest the site first (a map whose paths cross a region slantwise).
  const grid: Point[] = [];
  for (let y = c.y; y <= c.y + c.h; y++) for (let x = c.x; x <= c.x + c.w; x++) grid.push({ x, y });
  grid.sort((p, q) => dist(p, m.site) - dist(q, m.site)).forEach(take);
  return places;
}

/**
 * Where each hut moved aside stands: round its region's site, one hut to a place (`asidePlaces`); where a region
 * has fewer places than huts, the last ones share the places `regionMarks` gives.
 */
export function asideHuts(
  layout: MapLayout,
  regions: readonly { id: string; aside: readonly number[] }[],
  paths: readonly { a: string; b: string; kind: string }[] = [],
  routes: readonly (Point[] | null)[] = pathRoutes(layout, paths),
  labels: readonly (PathLabel | null)[] = pathLabels(layout, paths, routes),
): AsideHut[] {
  const lines = routes.filter((r): r is Point[] => !!r);
  const values = labels.filter((l): l is PathLabel => !!l);
  return regions.flatMap((r) => {
    const c = layout.cells.get(r.id);
    if (!c || !r.aside.length) return [];
    const places = asidePlaces(layout, r.id, r.aside.length, lines, values);
    const spare = regionMarks(c).aside;
    return r.aside.map((seat, j) => ({ region: r.id, seat, j, ...(places[j] ?? spare[j % spare.length]!) }));
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

/** `b` with `by` more on every side. */
export const grow = (b: Box, by: number): Box => ({ x: b.x - by, y: b.y - by, w: b.w + 2 * by, h: b.h + 2 * by });
/** Whether `p` lies in `b`, its edges included. */
export const within = (p: Point, b: Box) => p.x >= b.x && p.x <= b.x + b.w && p.y >= b.y && p.y <= b.y + b.h;

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
export function waterRoute(layout: MapLayout, a: string, b: string, ports: readonly Port[] = [], lines: readonly Point[][] = []): Point[] | null {
  const [out, into] = [coasts(layout, a), coasts(layout, b)];
  const nodes = [...out.map((c) => c.port), ...into.map((c) => c.port), ...laneCorners(layout)];
  const walls = [...layout.islands, ...tagBoxes(layout)];
  const foreign = ports.filter((o) => o.region !== a && o.region !== b);
  // Along another water path's way, or out by the coast another path from a takes, the two would read as one.
  const shared = (p: Point, q: Point) => lines.some((l) => l.slice(1).some((r, k) => alongside(p, q, l[k]!, r)));
  const taken = (region: string, c: Coast) => ports.some((o) => o.region === region && dist(o.at, c.port) < 2);
  const { cost, from } = shortestWays(nodes, new Map(out.map((c, i) => [i, dist(c.shore, c.port) + (taken(a, c) ? SHARE : 0)])), {
    open: (p, q) => walls.every((w) => !crosses(p, q, w)),
    cost: (p, q) => dist(p, q) + (foreign.some((o) => nearSegment(o.at, p, q)) ? DETOUR : 0) + (shared(p, q) ? SHARE : 0),
  });
  const total = (j: number) => cost[out.length + j]! + dist(into[j]!.port, into[j]!.shore) + (taken(b, into[j]!) ? SHARE : 0);
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

/** What running along another water path costs a water path, in units of length: about going round a region. */
const SHARE = 120;

/** Whether the segments pq and rs run along one line (within a unit of each other) for more than 2 units. */
export function alongside(p: Point, q: Point, r: Point, s: Point): boolean {
  const l = dist(p, q);
  if (l < 1e-9) return false;
  const [ux, uy] = [(q.x - p.x) / l, (q.y - p.y) / l];
  const off = (o: Point) => Math.abs((o.x - p.x) * uy - (o.y - p.y) * ux);
  if (off(r) > 1 || off(s) > 1) return false;
  const t = (o: Point) => (o.x - p.x) * ux + (o.y - p.y) * uy;
  return Math.min(l, Math.max(t(r), t(s))) - Math.max(0, Math.min(t(r), t(s))) > 2;
}

/** Whether `o` lies within 2 units of the segment pq. */
function nearSegment(o: Point, p: Point, q: Point): boolean {
  const l = dist(p, q) ** 2;
  const t = l ? Math.min(1, Math.max(0, ((o.x - p.x) * (q.x - p.x) + (o.y - p.y) * (q.y - p.y)) / l)) : 0;
  return dist(o, { x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t }) < 2;
}

/**
 * A land path's way from site to site: straight across the border two regions side by side share, and where
 * one region lies under the other (the wide last region of an island of three), down from the upper site into
 * the lower region and along to its site, so no land path runs slantwise over a region's pictures or the places
 * of its huts aside (one from region 1 down to region 3 crossed region 1's stone: a teacher's review). Straight
 * from site to site where the two share no border.
 */
export function landRoute(a: Box, b: Box): Point[] {
  const [p, q] = [siteCentre(a), siteCentre(b)];
  const [upper, lower] = a.y <= b.y ? [a, b] : [b, a];
  const stacked = Math.abs(upper.y + upper.h - lower.y) < 0.5 && upper.x < lower.x + lower.w && lower.x < upper.x + upper.w;
  if (p.y === q.y || !stacked) return [p, q];
  const down = siteCentre(upper).x;
  if (down <= lower.x || down >= lower.x + lower.w) return [p, q];
  return p.x === q.x ? [p, q] : [p, { x: down, y: siteCentre(lower).y }, q];
}

/**
 * Each path's way, in the order of `paths`: a land path from site to site (`landRoute`), a water path through the sea
 * (`waterRoute`, else straight), clear of the other water paths' ports and ways where it can be: routed twice, the
 * second time knowing where every other path went the first time.
 */
export function pathRoutes(layout: MapLayout, paths: readonly { a: string; b: string; kind: string }[]): (Point[] | null)[] {
  const ports: Port[][] = paths.map(() => []);
  const ways: Point[][] = paths.map(() => []);
  const route = (p: { a: string; b: string; kind: string }, i: number): Point[] | null => {
    const [a, b] = [layout.cells.get(p.a), layout.cells.get(p.b)];
    if (!a || !b) return null;
    const others = <T>(all: T[][]) => all.filter((_, j) => j !== i).flat();
    const way = p.kind === 'water' ? waterRoute(layout, p.a, p.b, others(ports), ways.filter((w, j) => j !== i && w.length)) : null;
    if (!way) return landRoute(a, b);
    ports[i] = [{ at: way[1]!, region: p.a }, { at: way.at(-2)!, region: p.b }];
    ways[i] = way;
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
const ALONG = [0.5, ...Array.from({ length: 40 }, (_, k) => 0.5 + (k % 2 ? 1 : -1) * 0.02 * Math.ceil((k + 1) / 2))];

/**
 * Each path's value mark, in the order of `paths`: in the middle of the path where that is free,
 * else the free place along it nearest the middle, so no value covers another value, a region's
 * number or an island's letter (two paths crossing at their middles, say, get one value each
 * side of the crossing), nor, where the path leaves room, a region's pictures (`iconBoxes`); the huts
 * moved aside keep clear of the values (`asideHuts`), so a value stays put from step to step. Where no
 * place along the path is free, its middle.
 */
export function pathLabels(
  layout: MapLayout,
  paths: readonly { a: string; b: string; kind: string }[],
  routes: readonly (Point[] | null)[] = pathRoutes(layout, paths),
): (PathLabel | null)[] {
  const taken: Box[] = [...badgeBoxes(layout)];
  const badges = [...layout.cells.values()].map((c) => around(regionMarks(c).badge, 7));
  const icons = iconBoxes(layout);
  const inside = (b: Box) => b.x >= 0 && b.y >= 16 && b.x + b.w <= layout.w && b.y + b.h <= layout.h;
  return paths.map((p, i) => {
    const route = routes[i];
    if (!route) return null;
    // A water path's value goes on its way through the sea, not on the coasts it leaves by.
    const way = p.kind === 'water' && route.length > 3 ? route.slice(1, -1) : route;
    const r = half(p.kind);
    const at = (t: number): PathLabel => {
      const { x: cx, y: cy } = along(way, t);
      return { cx, cy, x: cx - r, y: cy - r, w: 2 * r, h: 2 * r };
    };
    // Clear of the region's pictures too where the path allows (a value on a stone reads as part of it).
    const free = (l: PathLabel) => inside(l) && taken.every((o) => apart(l, o));
    const clear = (l: PathLabel) => free(l) && icons.every((o) => apart(l, o));
    // Beside a region's number, a value reads as a pair with it ('3 2' at the top of region 3): further off where the path allows.
    const aloof = (l: PathLabel) => clear(l) && badges.every((o) => apart(l, grow(o, 10)));
    const label = ALONG.map(at).find(aloof) ?? ALONG.map(at).find(clear) ?? ALONG.map(at).find(free) ?? at(0.5);
    // Another value keeps a few units further off than from a badge: two values side by side read as one pair.
    taken.push({ x: label.x - 3, y: label.y - 3, w: label.w + 6, h: label.h + 6 });
    return label;
  });
}
