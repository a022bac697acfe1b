import { stepAnchor } from './stepHash';

/**
 * The address a phone in the room opens for the step showing (the QR code): the example's own
 * page, not presenting, at that step, with the page's predict switch and the reader's variation.
 */
export function stepAddress(pageHref: string, exampleId: string, step: number, { predict, variation }: { predict: boolean; variation: string }): string {
  const query = [predict ? 'predict' : '', variation].filter(Boolean).join('&');
  return `${pageHref}${query ? `?${query}` : ''}#${stepAnchor(exampleId, step)}`;
}
