/**
 * The picture of the question a practice page opens on, drawn by the server only (the page passes it
 * to the island as its `picture` slot, issue 29 item 3): the island keeps this markup until the reader
 * asks for another picture, so no view code loads before the first touch. Each game draws as
 * `load.tsx` draws it in the browser, from the same view modules.
 */
import type { JSX } from 'preact';
import type { GameId } from '../../registry';
import type { Lang } from '../../i18n/format';
import { resolveMessages, type PageMessages } from '../../i18n/pageMessages';
import { translator, type Messages } from '../../i18n/translate';
import type { Render } from './load';
import { renderView as gheos } from '../gheos/BoardView';
import { renderView as sevenWonders } from '../seven-wonders/renderView';
import { renderView as pillars } from '../pillars/TableView';
import { renderView as boraBora } from '../bora-bora/BoardView';

const draw: { readonly [G in GameId]: Render } = {
  gheos: gheos as Render,
  '7-wonders': sevenWonders as Render,
  'pillars-of-the-earth': pillars as Render,
  'bora-bora': boraBora as Render,
};

export default function FirstPicture({ lang, game, messages, words, view, id }: { lang: Lang; game: GameId; messages: PageMessages; words: Messages; view: unknown; id: string }): JSX.Element {
  const t = translator(lang, { ...resolveMessages(messages), ...words });
  return <>{draw[game](view, t, id)}</>;
}
