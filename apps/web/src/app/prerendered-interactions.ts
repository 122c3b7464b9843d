// The prerendered first screen looks ready before the app's code has run, and on a slow phone a
// visitor taps it or presses Enter in one of its fields meanwhile. start/start-app.js notes each
// such tap and Enter before the first paint; once React has rendered over the copy,
// `replayInteractions` does them again on the same controls of the live page, so they take effect
// late rather than never. (Hydrating the copy instead would not do: React only sees events from
// the moment its code runs, and most of the wait is for that code to arrive.)

/** What start-app.js notes: a click on the copy, or Enter pressed in it. */
interface TakenInteraction {
  type: 'click' | 'enter';
  target: EventTarget | null;
}

declare global {
  interface Window {
    __prerenderedInteractions?: TakenInteraction[];
  }
}

/** What a tap works on. Links are not among them: the browser follows a link on the copy itself. */
const CONTROLS = [
  'button',
  'input:not([type=hidden])',
  'select',
  'textarea',
  'summary',
  ...['button', 'tab', 'switch', 'checkbox', 'radio', 'menuitem', 'option', 'combobox'].map(
    (role) => `[role=${role}]`,
  ),
].join(', ');

/** Fields in which Enter submits the form (or means "go"): not text areas, not buttons. */
const ENTER_FIELDS =
  'input:not([type=hidden]):not([type=button]):not([type=submit]):not([type=reset]):not([type=image]):not([type=file])';

/** How long a tap waits for its control to appear in the live page (a page still loading). */
const WAIT_FOR_CONTROL_MS = 5000;

const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ').trim() ?? '';

/**
 * What a control is called, as far as telling it apart from its neighbours goes: React's
 * generated ids and radio group names differ between the prerender and the browser, so neither
 * is used. Labels are looked up under `root` (the copy is out of the document by then, where the
 * browser's own `labels` finds none).
 */
function controlName(control: Element, root: Element): string {
  const byId = (id: string) => root.querySelector(`[id="${CSS.escape(id)}"]`);
  const label = control.getAttribute('aria-label');
  if (label) return label;
  const labelledBy = control.getAttribute('aria-labelledby');
  if (labelledBy)
    return labelledBy
      .split(/\s+/)
      .map((id) => text(byId(id)))
      .join(' ');
  if (
    control instanceof HTMLInputElement ||
    control instanceof HTMLTextAreaElement ||
    control instanceof HTMLSelectElement
  ) {
    const own = text(
      control.closest('label') ??
        (control.id ? root.querySelector(`label[for="${CSS.escape(control.id)}"]`) : null),
    );
    const choice = control instanceof HTMLInputElement && /^(radio|checkbox)$/.test(control.type);
    const named = control.getAttribute('name') || control.getAttribute('placeholder') || '';
    return [own, choice ? control.value : named].join('|');
  }
  return text(control);
}

/** Every control under `root` with its key: tag, type, role, name and place among those alike. */
function controlKeys(root: Element, selector: string): Map<Element, string> {
  const keys = new Map<Element, string>();
  const seen = new Map<string, number>();
  for (const control of root.querySelectorAll(selector)) {
    const kind = [control.localName, control.getAttribute('type'), control.getAttribute('role')].join('/');
    const name = `${kind}|${controlName(control, root)}`;
    const n = seen.get(name) ?? 0;
    seen.set(name, n + 1);
    keys.set(control, `${name}|${n}`);
  }
  return keys;
}

function findLive(container: HTMLElement, selector: string, key: string): Element | undefined {
  for (const [control, liveKey] of controlKeys(container, selector)) if (liveKey === key) return control;
  return undefined;
}

/** Waits (a few seconds at most) for the live page to have the control `key` names. */
function liveControl(container: HTMLElement, selector: string, key: string): Promise<Element | undefined> {
  const found = findLive(container, selector, key);
  if (found) return Promise.resolve(found);
  return new Promise((resolve) => {
    const observer = new MutationObserver(() => {
      const control = findLive(container, selector, key);
      if (control) done(control);
    });
    const timer = setTimeout(() => done(undefined), WAIT_FOR_CONTROL_MS);
    const done = (control: Element | undefined) => {
      observer.disconnect();
      clearTimeout(timer);
      resolve(control);
    };
    observer.observe(container, { childList: true, subtree: true, attributes: true });
  });
}

const isDisabled = (control: Element) => control.matches(':disabled, [aria-disabled=true]');

/**
 * A tap as the browser delivers it: pointer and mouse down and up, then the click. Controls act on
 * different ones of these (Radix's menus open on pointerdown, its tabs on mousedown, buttons and
 * radio buttons on click); each of them acts once.
 */
function tap(control: Element): void {
  const focusIsFree = !document.activeElement || document.activeElement === document.body;
  if (focusIsFree && control instanceof HTMLElement) control.focus({ preventScroll: true });
  const pointer = { bubbles: true, cancelable: true, composed: true, button: 0, buttons: 1, isPrimary: true };
  control.dispatchEvent(new PointerEvent('pointerdown', { ...pointer, pointerType: 'mouse' }));
  control.dispatchEvent(new MouseEvent('mousedown', pointer));
  control.dispatchEvent(new PointerEvent('pointerup', { ...pointer, buttons: 0, pointerType: 'mouse' }));
  control.dispatchEvent(new MouseEvent('mouseup', { ...pointer, buttons: 0 }));
  if (control instanceof HTMLElement) control.click();
  else control.dispatchEvent(new MouseEvent('click', { ...pointer, buttons: 0 }));
}

const isSubmitButton = (element: Element | null): element is HTMLButtonElement | HTMLInputElement =>
  (element instanceof HTMLButtonElement || element instanceof HTMLInputElement) && element.type === 'submit';

/**
 * Enter in a field as the browser handles it: in a form, the form's default button is clicked
 * (nothing happens while it is disabled) or, without one, the form is submitted; elsewhere the
 * page's own key handlers get the key.
 */
function pressEnter(field: HTMLInputElement): void {
  const form = field.form;
  if (!form) {
    const key = { key: 'Enter', code: 'Enter', bubbles: true, cancelable: true, composed: true };
    field.dispatchEvent(new KeyboardEvent('keydown', key));
    field.dispatchEvent(new KeyboardEvent('keyup', key));
    return;
  }
  const defaultButton = [...form.elements].find(isSubmitButton);
  if (defaultButton) {
    if (!defaultButton.disabled) defaultButton.click();
  } else {
    form.requestSubmit();
  }
}

/** The next task, after React has committed what the previous replayed event changed. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Call before React renders over the prerendered copy in `container`; the function returned (call
 * once React has committed, after the typed text has been carried over) replays, in order, the
 * taps and Enter presses made on the copy.
 */
export function replayInteractions(
  container: HTMLElement,
  copy: Element | null = container.firstElementChild,
): () => void {
  return () => {
    // Taken out of the list so a second call (StrictMode's re-run of effects) replays nothing.
    const taken = window.__prerenderedInteractions?.splice(0) ?? [];
    if (!copy || copy.isConnected || taken.length === 0) return;
    const clicks = controlKeys(copy, CONTROLS);
    const fields = controlKeys(copy, ENTER_FIELDS);
    void (async () => {
      // Enter in a form's field also clicks the form's submit button: that click is the Enter.
      let enteredForm: HTMLFormElement | null = null;
      for (const { type, target } of taken) {
        if (!(target instanceof Element)) continue;
        const submittedBy = enteredForm;
        enteredForm = type === 'enter' && target instanceof HTMLInputElement ? target.form : null;
        await nextTask();
        if (type === 'click') {
          // A click on a label reaches its control as a click of its own, noted after this one.
          if (target.closest('a[href], label') && !target.closest(CONTROLS)) continue;
          const control = target.closest(CONTROLS);
          if (submittedBy && isSubmitButton(control) && control.form === submittedBy) continue;
          const key = control && clicks.get(control);
          if (!control || !key || isDisabled(control)) continue;
          const live = await liveControl(container, CONTROLS, key);
          if (live && !isDisabled(live)) tap(live);
        } else {
          const key = fields.get(target);
          if (!key) continue;
          const live = await liveControl(container, ENTER_FIELDS, key);
          if (live instanceof HTMLInputElement && !live.disabled) pressEnter(live);
        }
      }
    })();
  };
}
