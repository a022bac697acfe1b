/**
 * The island map as a player reads it (a referee's review): a water path runs through the sea, never across
 * another region or a label; no label (a region's number, an island's letter, a fish count, a path's value)
 * lies on another label, nor a region's number, island's letter or fish count on a piece; and up to four
 * huts moved aside in one region stand apart, each inside its region, clear of the region's other marks.
 * The sandbox's map and every map an example draws are checked as drawn (MapPicture's SVG).
 */
import { parse, type HTMLElement } from 'node-html-parser';
import { h } from 'preact';
import { renderToString } from 'preact-render-to-string';
import { describe, expect, it } from 'vitest';
import { exampleFiles } from '../../../explainers/exampleFiles';
import { localize } from '../../../explainers/localize';
import { initialStory } from '../../../explainers/stories';
import type { BoraView } from '../../../explainers/bora-bora/views';
import { dictionaries } from '../../../i18n';
import { translator } from '../../../i18n/translate';
import { exampleSchema } from '../../../schemas/examples';
import { LAYOUT, REGIONS } from '../../../games/bora-bora/illustrative';
import { MapPicture } from './MapPicture';
import { alongside, around, asideHuts, crosses, grow, hutBox, mapLayout, pathLabels, regionMarks, tagCentre, within, type Box, type MapLayout, type Point } from './mapLayout';

type MapView = NonNullable<BoraView['map']>;

/** The sandbox's map with `aside(i)` huts moved aside in its i-th region, every site built on. */
function sandboxMap(aside: (i: number) => number[] = () => []): MapView {
  const islands = [...new Set(REGIONS.map((r) => r.island))];
  return {
    regions: REGIONS.map((r, i) => ({ ...r, name: { key: r.id }, n: i + 1, letter: String.fromCharCode(65 + islands.indexOf(r.island)), site: i % 4, aside: aside(i), focus: false })),
    paths: LAYOUT.paths.map((p) => ({ a: p.between[0], b: p.between[1], kind: p.kind, value: p.value, open: false })),
  };
}

/** Every distinct map the Bora Bora examples draw (in English: the geometry is the same in Polish), and the sandbox's. */
function maps(): { what: string; map: MapView }[] {
  const { ids, raw } = exampleFiles('bora-bora', exampleSchema('bora-bora'));
  const seen = new Set<string>();
  const drawn = ids.flatMap((id) =>
    initialStory('bora-bora', localize(raw(id), 'en')).steps.flatMap((s, i) => {
      const map = (s.view as BoraView).map;
      const key = JSON.stringify(map);
      if (!map?.regions.length || seen.has(key)) return [];
      seen.add(key);
      return [{ what: `${id} step ${i + 1}`, map }];
    }),
  );
  return [{ what: 'the sandbox’s map', map: sandboxMap() }, ...drawn];
}

const t = translator('en', dictionaries.en);
const svgOf = (map: MapView): HTMLElement => parse(renderToString(h(MapPicture, { map, illustrative: true, labelId: 'm', initial: (s: number) => 'ABCD'[s]!, t })));
const num = (e: HTMLElement, a: string) => Number(e.getAttribute(a));
const rectOf = (e: HTMLElement): Box => ({ x: num(e, 'x'), y: num(e, 'y'), w: num(e, 'width'), h: num(e, 'height') });
const pointsOf = (d: string): Point[] => [...d.matchAll(/[ML]\s*(-?[\d.]+)[\s,]+(-?[\d.]+)/g)].map((m) => ({ x: Number(m[1]), y: Number(m[2]) }));
const apart = (a: Box, b: Box) => a.x + a.w <= b.x || b.x + b.w <= a.x || a.y + a.h <= b.y || b.y + b.h <= a.y;
const show = (b: Box) => `${b.x},${b.y} ${b.w}×${b.h}`;
/** A region's marks that are labels (its number, its fish count) and those that are pieces (its pictures and huts). */
function marksOf(layout: MapLayout, map: MapView) {
  const aside = asideHuts(layout, map.regions, map.paths);
  return map.regions.map((r) => {
    const c = layout.cells.get(r.id)!;
    const m = regionMarks(c);
    return {
      id: r.id,
      cell: c,
      count: { x: m.count.x, y: m.count.y - 8, w: 7, h: 8.5 },
      pieces: [around(m.landscape, 8), around(m.fish, 8), around(m.resource, 8), r.site === null ? around(m.site, 8) : hutBox(m.site)],
      huts: [...(r.site === null ? [] : [hutBox(m.site)]), ...aside.filter((a) => a.region === r.id).map(hutBox)],
    };
  });
}

/** What MapPicture draws, read back from its SVG: the regions' boxes (by id), the paths (line and value), the huts aside and every picture of a region. */
function drawing(map: MapView) {
  const svg = svgOf(map);
  const rects = svg.querySelectorAll('rect.bb-region-g').map(rectOf);
  const regions = new Map(map.regions.map((r, i) => [r.id, rects[i]!]));
  const paths = svg.querySelectorAll('g.bb-path-g').map((g) => {
    const mark = g.querySelector('.bb-path-v')!;
    const label = mark.rawTagName === 'rect' ? rectOf(mark) : around({ x: num(mark, 'cx'), y: num(mark, 'cy') }, num(mark, 'r'));
    return { kind: g.classList.contains('bb-path-water') ? 'water' : 'land', value: g.querySelector('text')!.text, route: pointsOf(g.querySelector('.bb-path-line')!.getAttribute('d')!), label };
  });
  // A hut's outline starts at its bottom left corner, 9 units left of its centre and 7 below.
  const hutAt = (g: HTMLElement): Point => {
    const [p] = pointsOf(g.querySelector('path.bb-hut')!.getAttribute('d')!);
    return { x: p!.x + 9, y: p!.y - 7 };
  };
  const huts = svg.querySelectorAll('g').filter((g) => /^hut-/.test(g.getAttribute('data-key') ?? ''));
  const aside = huts
    .filter((g) => g.classList.contains('bb-aside'))
    .map((g) => {
      const at = hutAt(g);
      return { region: map.regions.find((r) => g.getAttribute('data-key')!.startsWith(`hut-${r.id}-aside-`))!.id, at, box: hutBox(at) };
    });
  const icons = [
    ...svg.querySelectorAll('path.bb-gl').map((p) => around(pointsOf(p.getAttribute('d')!)[0]!, 8)),
    ...svg.querySelectorAll('circle.bb-site').map((c) => around({ x: num(c, 'cx'), y: num(c, 'cy') }, num(c, 'r'))),
    ...huts.filter((g) => !g.classList.contains('bb-aside')).map((g) => hutBox(hutAt(g))),
  ];
  return { regions, paths, aside, icons };
}

describe('the island map', () => {
  const all = maps();

  it('runs every water path through the sea: across no other region, island or island’s letter, nor along another water path', () => {
    expect(all.length).toBeGreaterThan(3);
    const wrong: string[] = [];
    for (const { what, map } of all) {
      const svg = svgOf(map);
      const regions = svg.querySelectorAll('rect.bb-region-g').map(rectOf);
      const islands = svg.querySelectorAll('rect.bb-island').map(rectOf);
      const tags = svg.querySelectorAll('circle.bb-isle-tag').map((c) => around({ x: num(c, 'cx'), y: num(c, 'cy') }, num(c, 'r')));
      const water = svg.querySelectorAll('g.bb-path-water').map((g) => {
        const route = pointsOf(g.querySelector('.bb-path-line')!.getAttribute('d')!);
        return { route, value: g.querySelector('text')!.text, ends: [route[0]!, route.at(-1)!].map((p) => regions.findIndex((r) => within(p, grow(r, 1.5)))) };
      });
      // Where a water path turns off the sea into its region: another path passing there would seem to lead there too.
      const ports = water.flatMap(({ route, ends }) => [{ at: route[1]!, region: ends[0] }, { at: route.at(-2)!, region: ends[1] }]);
      // Two water paths along one stretch of sea read as one (the 4 and the 5 from region 1 ran together above island A).
      water.forEach((w, i) =>
        water.slice(i + 1).forEach((o) => {
          if (w.route.slice(1).some((q, k) => o.route.slice(1).some((s, j) => alongside(w.route[k]!, q, o.route[j]!, s))))
            wrong.push(`${what}: the water paths ${w.value} and ${o.value} run along each other`);
        }),
      );
      for (const { route, value, ends } of water) {
        if (ends.includes(-1)) wrong.push(`${what}: the water path ${value} does not end in a region`);
        for (const o of ports.filter((o) => !ends.includes(o.region!))) if (route.some((p) => Math.hypot(p.x - o.at.x, p.y - o.at.y) < 2) || route.slice(1).some((q, k) => crosses(route[k]!, q, around(o.at, 1.5)))) wrong.push(`${what}: the water path ${value} passes another region’s way into the sea at ${o.at.x},${o.at.y}`);
        const others = regions.filter((_, i) => !ends.includes(i));
        route.slice(1).forEach((q, k) => {
          const p = route[k]!;
          const seaOnly = k > 0 && k < route.length - 2;
          for (const b of [...others, ...tags, ...(seaOnly ? islands : [])]) if (crosses(p, q, b)) wrong.push(`${what}: the water path ${value} crosses ${show(b)} from ${p.x},${p.y} to ${q.x},${q.y}`);
        });
      }
    }
    expect(wrong).toEqual([]);
  });

  it('lays no label on another, nor a region’s number, island’s letter or fish count on a piece', () => {
    const wrong: string[] = [];
    for (const { what, map } of all) {
      const layout = mapLayout(map.regions);
      const marks = marksOf(layout, map);
      const values = pathLabels(layout, map.paths).map((l, i) => ({ name: `the value ${map.paths[i]!.value}`, box: l! }));
      const fixed = [
        ...marks.map((m) => ({ name: `${m.id}’s number`, box: around(regionMarks(m.cell).badge, 7) })),
        ...marks.map((m) => ({ name: `${m.id}’s fish count`, box: m.count })),
        ...layout.islands.map((i) => ({ name: `island ${i.letter}’s letter`, box: around(tagCentre(i), 8) })),
      ];
      const labels = [...fixed, ...values];
      labels.forEach((a, i) => labels.slice(i + 1).forEach((b) => apart(a.box, b.box) || wrong.push(`${what}: ${a.name} at ${show(a.box)} on ${b.name} at ${show(b.box)}`)));
      for (const a of fixed) for (const p of marks.flatMap((m) => [...m.pieces, ...m.huts])) if (!apart(a.box, p)) wrong.push(`${what}: ${a.name} at ${show(a.box)} on a piece at ${show(p)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('sets one to four huts aside in a region apart from each other and the site’s hut, inside the region, clear of its marks', () => {
    const wrong: string[] = [];
    for (const n of [1, 2, 3, 4]) {
      const map = sandboxMap((i) => Array.from({ length: n }, (_, j) => (i + j) % 4));
      const layout = mapLayout(map.regions);
      for (const m of marksOf(layout, map)) {
        expect(m.huts).toHaveLength(n + 1);
        const where = `${n} aside in ${m.id}`;
        const badge = around(regionMarks(m.cell).badge, 7);
        m.huts.forEach((a, i) => {
          if (!(a.x >= m.cell.x + 1 && a.y >= m.cell.y + 1 && a.x + a.w <= m.cell.x + m.cell.w - 1 && a.y + a.h <= m.cell.y + m.cell.h - 1)) wrong.push(`${where}: a hut at ${show(a)} leaves its region`);
          for (const b of [...m.huts.slice(i + 1), ...m.pieces.slice(0, 3), badge, m.count]) if (!apart(a, b)) wrong.push(`${where}: a hut at ${show(a)} on a mark at ${show(b)}`);
        });
      }
    }
    expect(wrong).toEqual([]);
  });

  it('keeps every hut moved aside (one to four in every region) off every path and its value, inside its region and nearest its own', () => {
    // Bartek's hut aside in region 6 stood on the land path to region 7 and touched its value on the border: in which region was it?
    const wrong: string[] = [];
    for (const { what, map: plain } of all)
      for (const n of [1, 2, 3, 4]) {
        const map = {
          ...plain,
          regions: plain.regions.map((r, i) => ({ ...r, aside: Array.from({ length: n }, (_, j) => (i + j) % 4) })),
        };
        const drawn = drawing(map);
        for (const hut of drawn.aside) {
          const where = `${what}, ${n} aside: ${hut.region}’s hut at ${show(hut.box)}`;
          const own = drawn.regions.get(hut.region)!;
          for (const path of drawn.paths) {
            if (path.route.slice(1).some((q, k) => crosses(path.route[k]!, q, grow(hut.box, 1.5)))) wrong.push(`${where} on the line of the ${path.kind} path ${path.value}`);
            if (!apart(grow(hut.box, 1), path.label)) wrong.push(`${where} on the value ${path.value} at ${show(path.label)}`);
          }
          if (!within({ x: hut.box.x, y: hut.box.y }, grow(own, -2)) || !within({ x: hut.box.x + hut.box.w, y: hut.box.y + hut.box.h }, grow(own, -2)))
            wrong.push(`${where} not well inside ${show(own)}`);
          const centre = (b: Box) => ({ x: b.x + b.w / 2, y: b.y + b.h / 2 });
          const to = (b: Box) => Math.hypot(hut.at.x - centre(b).x, hut.at.y - centre(b).y);
          for (const [id, other] of drawn.regions)
            if (id !== hut.region && to(other) <= to(own) + 8) wrong.push(`${where} as near ${id}’s centre (${to(other).toFixed(1)}) as its own (${to(own).toFixed(1)})`);
        }
      }
    expect(wrong).toEqual([]);
  });

  it('lays no path’s value on a region’s picture (landscape, resource, fish, building site) or on a hut', () => {
    // The value 2 of the land path from region 1 to region 3 lay on region 1's stone.
    const wrong: string[] = [];
    for (const { what, map } of all)
      for (const n of [0, 2]) {
        const drawn = drawing({
          ...map,
          regions: map.regions.map((r, i) => ({ ...r, aside: n ? [...r.aside, ...Array.from({ length: n }, (_, j) => (i + j) % 4)] : r.aside })),
        });
        for (const path of drawn.paths)
          for (const b of [...drawn.icons, ...drawn.aside.map((a) => a.box)])
            if (!apart(path.label, b)) wrong.push(`${what}${n ? `, ${n} more aside` : ''}: the value ${path.value} at ${show(path.label)} on a picture at ${show(b)}`);
      }
    expect(wrong).toEqual([]);
  });
});
