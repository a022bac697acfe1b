import type { JSX } from 'preact';
import { bmsg } from '../../../explainers/bora-bora/messages';
import type { BoraView } from '../../../explainers/bora-bora/views';
import type { Translate } from '../../../i18n/translate';
import { asideLine, pathLine, regionLine, sentence, type Names } from '../lines';
import { Glyph, Hut, Pic } from './glyphs';
import { asideHuts, mapLayout, pathLabels, pathRoutes, regionMarks, tagCentre } from './mapLayout';

type MapView = NonNullable<BoraView['map']>;

/**
 * The islands with their regions: each region's landscape, number, fish tile and resource,
 * the hut on its building site (or an empty site), huts moved aside, and the paths between
 * regions with their values (land: solid line from site to site, square value; water: dashed, from coast
 * to coast through the sea, round value).
 */
export function mapLabel(t: Translate, names: Names, map: MapView, illustrative: boolean): string {
  const lines = [
    ...map.regions.map((r) => regionLine(t, names, r) + (r.aside.length ? `, ${asideLine(t, names, r)}` : '')),
    ...map.paths.map((p) => pathLine(t, map, p)),
  ];
  return (illustrative ? `${t(bmsg('bora.view.illustrative'))} ` : '') + sentence(t(bmsg('bora.view.map')), lines);
}

export function MapPicture({ map, illustrative, labelId, initial, t }: { map: MapView; illustrative: boolean; labelId: string; initial: (seat: number) => string; t: Translate }): JSX.Element {
  const layout = mapLayout(map.regions);
  const routes = pathRoutes(layout, map.paths);
  const labels = pathLabels(layout, map.paths, routes);
  const aside = asideHuts(layout, map.regions, map.paths, routes, labels);
  return (
    <Pic w={layout.w} h={layout.h} labelId={labelId} kind="map">
      <rect x="0" y="16" width={layout.w} height={layout.h - 16} rx="8" class="bb-sea" />
      <text x="2" y="12" class="bb-title">
        {t(bmsg(illustrative ? 'bora.pic.mapMadeUp' : 'bora.pic.map'))}
      </text>
      {layout.islands.map((i) => (
        <rect key={i.letter} x={i.x} y={i.y} width={i.w} height={i.h} rx="16" class="bb-island" />
      ))}
      {map.regions.map((r) => {
        const c = layout.cells.get(r.id)!;
        return <rect key={r.id} x={c.x + 1} y={c.y + 1} width={c.w - 2} height={c.h - 2} rx="9" class={`bb-region-g bb-t-${r.terrain}${r.focus ? ' bb-f' : ''}`} />;
      })}
      {map.paths.map((p, i) => {
        const route = routes[i];
        const label = labels[i];
        if (!route || !label) return null;
        const { cx, cy } = label;
        return (
          <g key={i} class={`bb-path-g bb-path-${p.kind}${p.open ? ' bb-f' : ''}`}>
            <path d={`M${route.map((q) => `${q.x} ${q.y}`).join('L')}`} class="bb-path-line" />
            {p.kind === 'land' ? <rect x={cx - 8} y={cy - 8} width="16" height="16" rx="2" class="bb-path-v" /> : <circle cx={cx} cy={cy} r="9" class="bb-path-v" />}
            <text x={cx} y={cy + 4}>{`${p.value}`}</text>
          </g>
        );
      })}
      {map.regions.map((r) => {
        const c = layout.cells.get(r.id)!;
        const m = regionMarks(c);
        return (
          <g key={r.id}>
            <circle cx={m.badge.x} cy={m.badge.y} r="7" class="bb-badge" />
            <text x={m.badge.x} y={m.badge.y + 3.5} class="bb-badge-n">
              {`${r.n}`}
            </text>
            <Glyph kind={r.terrain} x={m.landscape.x} y={m.landscape.y} />
            {r.site === null ? (
              <circle cx={m.site.x} cy={m.site.y} r="8" class="bb-site" />
            ) : (
              <Hut x={m.site.x} y={m.site.y} seat={r.site} initial={initial(r.site)} dkey={`hut-${r.id}`} />
            )}
            {aside
              .filter((h) => h.region === r.id)
              .map((h) => (
                <Hut key={h.j} x={h.x} y={h.y} seat={h.seat} initial={initial(h.seat)} aside dkey={`hut-${r.id}-aside-${h.seat}`} />
              ))}
            <Glyph kind="fish" x={m.fish.x} y={m.fish.y} />
            <text x={m.count.x} y={m.count.y} class="bb-n" data-count={r.fish}>
              {`${r.fish}`}
            </text>
            <Glyph kind={r.resource} x={m.resource.x} y={m.resource.y} />
          </g>
        );
      })}
      {layout.islands.map((i) => {
        const tag = tagCentre(i);
        return (
          <g key={i.letter}>
            <circle cx={tag.x} cy={tag.y} r="8" class="bb-isle-tag" />
            <text x={tag.x} y={tag.y + 4} class="bb-isle-n">
              {i.letter}
            </text>
          </g>
        );
      })}
    </Pic>
  );
}
