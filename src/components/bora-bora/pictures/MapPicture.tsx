import type { JSX } from 'preact';
import { bmsg } from '../../../explainers/bora-bora/messages';
import type { BoraView } from '../../../explainers/bora-bora/views';
import type { Translate } from '../../../i18n/translate';
import { asideLine, pathLine, regionLine, sentence, type Names } from '../lines';
import { Glyph, Hut, Pic } from './glyphs';
import { mapLayout, pathLabels, siteCentre, tagCentre } from './mapLayout';

type MapView = NonNullable<BoraView['map']>;

/**
 * The islands with their regions: each region's landscape, number, fish tile and resource,
 * the hut on its building site (or an empty site), huts moved aside, and the paths between
 * regions with their values (land: solid line, square value; water: dashed, round value).
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
  const centre = (id: string) => {
    const c = layout.cells.get(id);
    return c ? siteCentre(c) : null;
  };
  const labels = pathLabels(layout, map.paths);
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
        const a = centre(p.a);
        const b = centre(p.b);
        const label = labels[i];
        if (!a || !b || !label) return null;
        const mx = label.cx;
        const my = label.cy;
        return (
          <g key={i} class={`bb-path-g bb-path-${p.kind}${p.open ? ' bb-f' : ''}`}>
            <path d={`M${a.x} ${a.y}L${b.x} ${b.y}`} class="bb-path-line" />
            {p.kind === 'land' ? <rect x={mx - 8} y={my - 8} width="16" height="16" rx="2" class="bb-path-v" /> : <circle cx={mx} cy={my} r="9" class="bb-path-v" />}
            <text x={mx} y={my + 4}>{`${p.value}`}</text>
          </g>
        );
      })}
      {map.regions.map((r) => {
        const c = layout.cells.get(r.id)!;
        const x = c.x;
        const y = c.y;
        return (
          <g key={r.id}>
            <circle cx={x + 10} cy={y + 10} r="7" class="bb-badge" />
            <text x={x + 10} y={y + 13.5} class="bb-badge-n">
              {`${r.n}`}
            </text>
            <Glyph kind={r.terrain} x={x + c.w - 12} y={y + 11} />
            {r.site === null ? (
              <circle cx={x + c.w / 2} cy={y + 30} r="8" class="bb-site" />
            ) : (
              <Hut x={x + c.w / 2} y={y + 30} seat={r.site} initial={initial(r.site)} dkey={`hut-${r.id}`} />
            )}
            {r.aside.map((s, j) => (
              <Hut key={j} x={x + c.w / 2 + 6 + j * 8} y={y + c.h - 10} seat={s} initial={initial(s)} small dkey={`hut-${r.id}-aside-${s}`} />
            ))}
            <Glyph kind="fish" x={x + 11} y={y + c.h - 10} />
            <text x={x + 21} y={y + c.h - 6} class="bb-n" data-count={r.fish}>
              {`${r.fish}`}
            </text>
            <Glyph kind={r.resource} x={x + c.w - 12} y={y + c.h - 11} />
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
