import { describe, expect, it } from 'vitest';
import { handleStepKey, type Blank, type StepKeyHost } from './useStepKeys';
import type { WalkthroughEvent } from '../../explainers/walkthroughMachine';

/** A presenter host that records what each key did. */
function host(over: Partial<StepKeyHost> = {}) {
  const sent: WalkthroughEvent[] = [];
  const seen = { blanked: null as Blank | null, language: 0, qr: 0 };
  const h: StepKeyHost = {
    send: (e) => sent.push(e),
    presenting: true,
    get blanked() {
      return seen.blanked;
    },
    setBlanked: (b) => (seen.blanked = b),
    toggleFullscreen: () => undefined,
    setTyped: () => undefined,
    switchLanguage: () => seen.language++,
    toggleQr: () => seen.qr++,
    ...over,
  };
  return { h, sent, seen };
}
const key = (k: string, shiftKey = false) => ({ key: k, shiftKey, altKey: false, ctrlKey: false, metaKey: false, target: null });

describe('presenter keys', () => {
  it('a key pressed in a dialog over the presenter view is the dialog\'s: Esc closes it and leaves nothing', () => {
    const { h, sent } = host();
    const inDialog = { closest: (selector: string) => (selector === 'dialog' ? {} : null) } as unknown as EventTarget;
    for (const k of ['Escape', 'PageDown', 'b', '3', 'Enter']) expect(handleStepKey({ ...key(k), target: inDialog }, h, { current: '' }), k).toBe(false);
    expect(sent).toEqual([]);
  });
  it('B blanks; the next key of any kind shows the same step again and does nothing else', () => {
    for (const next of ['PageDown', ' ', 'ArrowLeft', 'b', '.', 'x', 'Escape', 'Enter']) {
      const { h, sent, seen } = host();
      const typed = { current: '' };
      expect(handleStepKey(key('b'), h, typed)).toBe(true);
      expect(seen.blanked).toBe('black');
      expect(handleStepKey(key(next), h, typed)).toBe(true);
      expect(seen.blanked, next).toBeNull();
      expect(sent, next).toEqual([]);
      // And the key after that steps as usual.
      handleStepKey(key('PageDown'), h, typed);
      expect(sent).toEqual([{ type: 'NEXT' }]);
    }
  });

  it('a lone Shift does not end the black screen (Shift+Space does)', () => {
    const { h, seen } = host();
    const typed = { current: '' };
    handleStepKey(key('.'), h, typed);
    handleStepKey(key('Shift', true), h, typed);
    expect(seen.blanked).toBe('black');
    handleStepKey(key(' ', true), h, typed);
    expect(seen.blanked).toBeNull();
  });

  it('W or , whitens the screen, as slide software does; the next key shows the step again', () => {
    // A host's clicker or keyboard habit from slide software: B black, W white. W did nothing.
    for (const k of ['w', 'W', ',']) {
      const { h, sent, seen } = host();
      const typed = { current: '' };
      expect(handleStepKey(key(k), h, typed), k).toBe(true);
      expect(seen.blanked, k).toBe('white');
      expect(handleStepKey(key('PageDown'), h, typed)).toBe(true);
      expect(seen.blanked).toBeNull();
      expect(sent).toEqual([]);
    }
  });

  it('L switches the language and Q the QR code, only while presenting', () => {
    const { h, seen } = host();
    handleStepKey(key('L'), h, { current: '' });
    handleStepKey(key('q'), h, { current: '' });
    expect(seen).toMatchObject({ language: 1, qr: 1 });
    const inPage = host({ presenting: false });
    expect(handleStepKey(key('l'), inPage.h, { current: '' })).toBe(false);
    expect(inPage.seen.language).toBe(0);
  });
});
