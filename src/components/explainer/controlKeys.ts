/**
 * Which keys a focused form control keeps from the presenter's and the lesson's keys. A field or a list
 * keeps every key (a number is being typed). A radio button or a check box keeps only what it answers
 * (the arrows, Space), and only when the keyboard reached it: a host who clicked "3 players" on the
 * setup slide, then pressed the clicker, was stuck on that slide, each Next changing the count.
 */
const CHOICE_KEYS = new Set(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', ' ']);

/** What the pointer last pressed (`trackPointer`). */
let pointed: Node | null = null;
let tracking = false;

/** Starts noting what the pointer presses, once per page; called where the keys are listened to. */
export function trackPointer(): void {
  if (tracking) return;
  tracking = true;
  addEventListener('pointerdown', (e) => (pointed = e.target instanceof Node ? e.target : null), true);
}

/** Whether the key belongs to the form control the event came from (none: false). */
export function keptByControl(target: EventTarget | null, key: string): boolean {
  const control = (target as Element | null)?.closest?.('input, select, textarea, [contenteditable]');
  if (!control) return false;
  const type = control.tagName === 'INPUT' ? (control as HTMLInputElement).type : '';
  if (type !== 'radio' && type !== 'checkbox') return true;
  return CHOICE_KEYS.has(key) && !pressed(control as HTMLInputElement);
}

/** Whether the pointer's last press was on the control or on one of its labels. */
function pressed(control: HTMLInputElement): boolean {
  const at = pointed;
  return !!at && (control.contains(at) || [...(control.labels ?? [])].some((label) => label.contains(at)));
}
