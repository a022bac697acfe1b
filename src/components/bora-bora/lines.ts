/**
 * A step's table in words, line by line: the text panels under the pictures and the
 * pictures' text alternatives are both made from these, so they never disagree.
 */
import type { DiceSpot } from '../../games/bora-bora/types';
import { bmsg } from '../../explainers/bora-bora/messages';
import type { BoraView, PathView, PlayerView, RegionView, SheetLine, SheetView, SpotView, TempleField } from '../../explainers/bora-bora/views';
import type { Translate } from '../../i18n/translate';

export type Names = (seat: number | null) => string;

export const spotLabel = (t: Translate, spot: DiceSpot) => t(bmsg(`bora.spot.${spot}`));

export function spotLine(t: Translate, names: Names, s: SpotView): string {
  const spot = bmsg(`bora.spot.${s.spot}`);
  const dice = s.dice.map((d) => t(bmsg(d.blue ? 'bora.view.dieBlue' : 'bora.view.die', { value: d.value, player: names(d.seat) }))).join(', ');
  return t(s.dice.length ? bmsg('bora.view.spotDice', { spot, dice }) : bmsg('bora.view.spotEmpty', { spot }));
}

export function fitsLine(t: Translate, s: SpotView): string {
  if (!s.fits) return '';
  return t(bmsg('bora.view.fits', { plain: s.fits.plain.join(', ') || t(bmsg('bora.view.none')), blue: s.fits.withBlue.join(', ') }));
}

export function fieldLine(t: Translate, names: Names, f: TempleField): string {
  const who = f.seat === null ? t(bmsg('bora.view.empty')) : names(f.seat);
  if (f.leaving === undefined) return t(bmsg('bora.view.field', { value: f.value, who }));
  return t(bmsg('bora.view.fieldPushed', { value: f.value, who, pushed: names(f.leaving) }));
}

export function regionLine(t: Translate, names: Names, r: RegionView): string {
  return t(
    bmsg('bora.view.regionLine', {
      region: r.name,
      resource: r.resource === 'gift' ? bmsg('bora.resource.gift') : bmsg(`bora.material.${r.resource}`),
      fish: r.fish,
      site: r.site === null ? t(bmsg('bora.view.empty')) : names(r.site),
    }),
  );
}

export const asideLine = (t: Translate, names: Names, r: RegionView) => t(bmsg('bora.view.asideLine', { who: r.aside.map((s) => names(s)).join(', ') }));

export function pathLine(t: Translate, map: NonNullable<BoraView['map']>, p: PathView): string {
  const label = (id: string) => {
    const r = map.regions.find((x) => x.id === id);
    return r ? t(r.name) : id;
  };
  return t(bmsg(p.open ? 'bora.view.pathOpen' : 'bora.view.path', { a: label(p.a), b: label(p.b), path: bmsg(`bora.path.${p.kind}`), value: p.value }));
}

export const cardsLine = (t: Translate, p: PlayerView) =>
  p.hiddenCards !== undefined
    ? t(bmsg('bora.view.cardsHidden', { n: p.hiddenCards }))
    : t(bmsg('bora.view.cards', { cards: p.godCards.length ? p.godCards.map((c) => t(bmsg(`bora.god.${c}`))).join(', ') : t(bmsg('bora.view.none')) }));

export function spaceLine(t: Translate, s: PlayerView['spaces'][number], i: number): string {
  const n = i + 1;
  if (s.person)
    return t(
      bmsg(s.person.shifted ? 'bora.view.spacePersonShifted' : 'bora.view.spacePerson', {
        n,
        sex: bmsg(`bora.sex.${s.person.sex}`),
        ability: bmsg(`bora.ability.${s.person.ability}`),
        symbols: bmsg(`bora.view.symbols.${s.person.sex}`, { n: s.person.symbols }),
      }),
    );
  return s.huts > 0 ? t(bmsg('bora.view.spaceHuts', { n, huts: s.huts })) : t(bmsg('bora.view.spaceFree', { n }));
}

/**
 * The board's spaces, runs of alike empty or hut spaces said once ("1–11: 1 hut; 12: free"),
 * so a text alternative stays short; people are said one by one.
 */
export function spacesText(t: Translate, spaces: PlayerView['spaces']): string {
  const out: string[] = [];
  let i = 0;
  while (i < spaces.length) {
    const s = spaces[i]!;
    let j = i;
    if (!s.person) while (j + 1 < spaces.length && !spaces[j + 1]!.person && spaces[j + 1]!.huts === s.huts) j++;
    if (j === i) out.push(spaceLine(t, s, i));
    else out.push(t(s.huts > 0 ? bmsg('bora.view.spaceHuts', { n: `${i + 1}–${j + 1}`, huts: s.huts }) : bmsg('bora.view.spaceFree', { n: `${i + 1}–${j + 1}` })));
    i = j + 1;
  }
  return out.join('; ');
}

export function ritualLine(t: Translate, r: PlayerView['ritual'][number], i: number): string {
  const material = bmsg(`bora.material.${r.material}`);
  if (typeof r.content === 'number') return t(bmsg('bora.view.ritualBuilding', { n: i + 1, value: r.content }));
  return t(bmsg(r.content === 'material' ? 'bora.view.ritualMaterial' : 'bora.view.ritualEmpty', { n: i + 1, material }));
}

export const playerLine = (t: Translate, p: PlayerView) =>
  t(bmsg('bora.view.playerLine', { score: p.score, gifts: p.gifts, shells: p.shells, position: p.position, priests: p.priests, tiles: p.godTiles }));

export function sheetLineText(t: Translate, l: SheetLine): { head: string; value: string } {
  const what = l.name ? t(l.name) : l.label === 'bonus' ? t(bmsg(`bora.bonus.${l.what}` as 'bora.bonus.tasks')) : '';
  const head = t(bmsg(`bora.sheet.${l.label}`));
  return {
    head: what ? `${head}: ${what}` : head,
    value: l.shown ? (l.label === 'total' || l.label === 'before' ? `${l.points}` : `+${l.points}`) : t(bmsg('bora.view.pending')),
  };
}

/** A titled list as one sentence: "Temple, fields from the left: a; b; c." */
export const sentence = (title: string, lines: readonly string[]) => (lines.length ? `${title}: ${lines.filter(Boolean).join('; ')}.` : `${title}.`);

export type { SheetView };
