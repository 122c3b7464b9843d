import type { PlanRequestInput, PlanSaveInput } from '@app/core/plan-api';

/** What the person told the planner about themselves (the target lives in the address). */
export interface PlanForm {
  /** Skills typed in. */
  skills: string[];
  /** A pasted CV. */
  cvText: string;
  /** Skills found in the CV or the account that the person took out. */
  removed: string[];
  preferFree: boolean;
}

export type PlanTarget = PlanRequestInput['target'];

export const emptyPlanForm = (): PlanForm => ({ skills: [], cvText: '', removed: [], preferFree: false });

// Kept for this tab only: a visitor who signs in to save finds what they typed again, and the
// plan saved is the one they asked for (app/pending-actions.tsx).
const FORM_KEY = 'skillbridge.plan-form';
const SAVE_KEY = 'skillbridge.plan-to-save';

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

function parseForm(value: unknown): PlanForm | null {
  if (!value || typeof value !== 'object') return null;
  const raw = value as Record<string, unknown>;
  return {
    skills: strings(raw.skills),
    cvText: typeof raw.cvText === 'string' ? raw.cvText : '',
    removed: strings(raw.removed),
    preferFree: raw.preferFree === true,
  };
}

export function readKeptForm(): PlanForm | null {
  try {
    const raw = sessionStorage.getItem(FORM_KEY);
    return raw ? parseForm(JSON.parse(raw)) : null;
  } catch {
    return null;
  }
}

export function keepForm(form: PlanForm): void {
  try {
    sessionStorage.setItem(FORM_KEY, JSON.stringify(form));
  } catch {
    // Storage disabled: the form is only lost on leaving the page.
  }
}

/** The request a plan is worked out from. */
export function planRequest(target: PlanTarget, form: PlanForm, signedIn: boolean): PlanRequestInput {
  return {
    target,
    skills: form.skills,
    cvText: form.cvText,
    removed: form.removed,
    preferFree: form.preferFree,
    useAccount: signedIn,
  };
}

/** How long a plan kept for saving waits for the visitor to sign in. */
const SAVE_WAIT_MS = 60 * 60 * 1000;

/**
 * Called on the click that leaves for sign-in: the plan to save once the visitor is back on this
 * page signed in. Only this tab's click keeps one, so a link from elsewhere cannot save anything.
 */
export function keepPlanToSave(input: PlanSaveInput): void {
  try {
    sessionStorage.setItem(SAVE_KEY, JSON.stringify({ input, at: Date.now() }));
  } catch {
    // Storage disabled: after signing in the visitor presses Save again.
  }
}

/** The plan kept for saving (once: it is forgotten either way), if it is recent. */
export function takePlanToSave(): PlanSaveInput | null {
  try {
    const raw = sessionStorage.getItem(SAVE_KEY);
    sessionStorage.removeItem(SAVE_KEY);
    const kept = raw ? (JSON.parse(raw) as { input?: PlanSaveInput; at?: number }) : null;
    if (!kept?.input?.target || typeof kept.at !== 'number') return null;
    return Date.now() - kept.at < SAVE_WAIT_MS ? kept.input : null;
  } catch {
    return null;
  }
}
