import type { JSX } from 'preact';
import { useEffect } from 'preact/hooks';
import { msg } from '../../explainers/messages';
import type { Translate } from '../../i18n/translate';
import type { Blank } from './useStepKeys';

/** The example's title (after "Example:") and the link to its own page; not shown while presenting. */
export function ExampleHead({ Heading, exampleId, title, standaloneHref, t }: { Heading: 'h2' | 'h3' | 'h4'; exampleId: string; title: string; standaloneHref?: string; t: Translate }): JSX.Element {
  return (
    <div class="example-head">
      <Heading id={`${exampleId}-title`} class="example-title">
        <span class="example-kicker">{`${t(msg('example.label'))}: `}</span>
        <span>{title}</span>
      </Heading>
      {standaloneHref && (
        <a class="example-standalone" href={standaloneHref} data-pagefind-ignore="">
          {t(msg('example.standalone'))}
        </a>
      )}
    </div>
  );
}

/** Presenting: the example's title and how far through it the presenter is. */
export function PresentBar({ title, index, total, t }: { title: string; index: number; total: number; t: Translate }): JSX.Element {
  return (
    <div class="present-bar">
      <p class="present-title">{title}</p>
      <progress class="present-progress" value={index + 1} max={total} aria-label={t(msg('explainer.presenter.progress'))} />
    </div>
  );
}

/**
 * Presenting, B or . blanks the screen, W or , whitens it (the room looks at the presenter); a screen reader is told. While it
 * shows, the page is marked `room-dark` (as a lesson title slide's black screen marks it, lessonKeys.ts): what
 * stands outside the example (a lesson's position bar) goes dark too, and the speaker view is told (speaker.ts).
 * A class toggled twice, not a `:has()` the browser would check at every step.
 */
export function PresentBlank({ t, colour }: { t: Translate; colour: Blank }): JSX.Element {
  useEffect(() => {
    document.documentElement.classList.add('room-dark');
    return () => document.documentElement.classList.remove('room-dark');
  }, []);
  return (
    <div class={`present-blank${colour === 'white' ? ' white' : ''}`} data-blank="">
      <p class="sr-only">{t(msg('explainer.presenter.blanked'))}</p>
    </div>
  );
}
