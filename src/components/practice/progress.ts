/**
 * Practice progress, on this device only (localStorage; nothing is sent anywhere): per game and
 * kind the questions answered and answered right, and the current run of right answers.
 */
export interface Progress {
  kinds: Record<string, { answered: number; right: number }>;
  streak: number;
}

const key = (game: string) => `rules-at-hand:practice:${game}`;

export function emptyProgress(): Progress {
  return { kinds: {}, streak: 0 };
}

/** The stored progress, or none when storage is unavailable or holds something else. */
export function loadProgress(game: string, storage: Pick<Storage, 'getItem'> | null = safeStorage()): Progress {
  try {
    const raw = storage?.getItem(key(game));
    if (!raw) return emptyProgress();
    const data = JSON.parse(raw) as Progress;
    if (typeof data !== 'object' || data === null || typeof data.streak !== 'number' || typeof data.kinds !== 'object') return emptyProgress();
    return data;
  } catch {
    return emptyProgress();
  }
}

/** Progress after one answer. */
export function record(p: Progress, kind: string, right: boolean): Progress {
  const k = p.kinds[kind] ?? { answered: 0, right: 0 };
  return { kinds: { ...p.kinds, [kind]: { answered: k.answered + 1, right: k.right + (right ? 1 : 0) } }, streak: right ? p.streak + 1 : 0 };
}

export function saveProgress(game: string, p: Progress | null, storage: Pick<Storage, 'setItem' | 'removeItem'> | null = safeStorage()): void {
  try {
    if (p) storage?.setItem(key(game), JSON.stringify(p));
    else storage?.removeItem(key(game));
  } catch {
    // Private mode or a full disk: progress simply is not kept.
  }
}

function safeStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
