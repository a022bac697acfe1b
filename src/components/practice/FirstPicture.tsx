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
import { translator, type Messages, type Translate } from '../../i18n/translate';
import { BoardView as GheosBoard } from '../gheos/BoardView';
import { renderView as sevenWonders } from '../seven-wonders/renderView';
import { TableView } from '../pillars/TableView';
import { BoardView as BoraBoard } from '../bora-bora/BoardView';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ViewOf<C extends (props: any) => unknown> = Parameters<C>[0]['view'];

const draw: { readonly [G in GameId]: (view: unknown, t: Translate, id: string) => JSX.Element | null } = {
  gheos: (view, t, id) => <GheosBoard view={view as ViewOf<typeof GheosBoard>} t={t} id={id} />,
  '7-wonders': (view, t) => sevenWonders(view as Parameters<typeof sevenWonders>[0], t) ?? null,
  'pillars-of-the-earth': (view, t) => <TableView view={view as ViewOf<typeof TableView>} t={t} />,
  'bora-bora': (view, t, id) => <BoraBoard view={view as ViewOf<typeof BoraBoard>} t={t} id={id} />,
};

export default function FirstPicture({ lang, game, messages, words, view, id }: { lang: Lang; game: GameId; messages: PageMessages; words: Messages; view: unknown; id: string }): JSX.Element | null {
  const t = translator(lang, { ...resolveMessages(messages), ...words });
  return draw[game](view, t, id);
}
