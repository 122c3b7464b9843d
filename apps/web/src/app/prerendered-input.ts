// The prerendered first screen has real text fields, and on a slow phone a visitor may start
// typing into one before the app's code has run. React then renders the page over the
// prerendered copy (it does not hydrate it), which would drop what was typed and the focus.
// `carryTypedInput` carries both across: once React has replaced the copy, what was typed goes
// into the same field of the live page as typing would put it there (an `input` event, so the
// page's own handlers run), and the field that had the focus gets it back.

type Field = HTMLInputElement | HTMLTextAreaElement;

const TEXT_FIELDS =
  'input:not([type=hidden]):not([type=checkbox]):not([type=radio]):not([type=file]), textarea';

const isField = (node: unknown): node is Field =>
  node instanceof HTMLTextAreaElement || (node instanceof HTMLInputElement && node.matches(TEXT_FIELDS));

/**
 * How a field is found again in the live page: its name, label or placeholder (React's generated
 * ids differ between the prerender and the browser), and its place among fields so named.
 */
function fieldKeys(root: ParentNode): Map<Field, string> {
  const keys = new Map<Field, string>();
  const seen = new Map<string, number>();
  for (const field of root.querySelectorAll<Field>(TEXT_FIELDS)) {
    const name =
      field.getAttribute('name') ||
      field.getAttribute('aria-label') ||
      field.getAttribute('placeholder') ||
      field.type;
    const n = seen.get(name) ?? 0;
    seen.set(name, n + 1);
    keys.set(field, `${field.localName}|${name}|${n}`);
  }
  return keys;
}

/**
 * Starts watching the prerendered copy in `container` (call before React renders); the function
 * returned carries typed text and focus into the live page (call once React has committed).
 */
export function carryTypedInput(container: HTMLElement): () => void {
  const copy = container.firstElementChild;
  if (!copy) return () => {};
  const active = document.activeElement;
  let focused: Field | null = isField(active) && copy.contains(active) ? active : null;
  const onFocusIn = (event: Event) => {
    if (isField(event.target)) focused = event.target;
  };
  // The browser also blurs a focused field when React removes the copy; a field still in the page
  // once the current task's script has run lost the focus to the visitor instead.
  const onFocusOut = (event: Event) => {
    const field = event.target;
    queueMicrotask(() => {
      if (field === focused && focused?.isConnected) focused = null;
    });
  };
  copy.addEventListener('focusin', onFocusIn);
  copy.addEventListener('focusout', onFocusOut);

  return () => {
    copy.removeEventListener('focusin', onFocusIn);
    copy.removeEventListener('focusout', onFocusOut);
    if (copy.isConnected) return;
    const live = new Map([...fieldKeys(container)].map(([field, key]) => [key, field]));
    for (const [field, key] of fieldKeys(copy)) {
      const target = live.get(key);
      if (!target || target.disabled || target.readOnly) continue;
      if (field.value !== field.defaultValue) {
        // React reads a controlled field's value through the prototype's setter: set it there,
        // then announce the change as the browser does for typing.
        const prototype =
          target instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
        Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(target, field.value);
        target.dispatchEvent(new Event('input', { bubbles: true }));
      }
      const focusIsFree = !document.activeElement || document.activeElement === document.body;
      if (field === focused && focusIsFree) {
        target.focus({ preventScroll: true });
        if (field.selectionStart !== null && field.selectionEnd !== null) {
          target.setSelectionRange(field.selectionStart, field.selectionEnd);
        }
      }
    }
  };
}
