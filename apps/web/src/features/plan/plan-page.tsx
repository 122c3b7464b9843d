import { AI_SHORT_MAX, PROFILE_TEXT_MAX } from '@app/core/ai-limits';
import type { PlanResponse, PlanSaveInput } from '@app/core/plan-api';
import { PLAN_SKILLS_MAX, SKILL_SOURCE_LABELS, type SkillSource } from '@app/core/plan-sources';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Briefcase, Compass, Loader2, Plus, Save, Search, Undo2, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage, isApiError } from '@/lib/api-client';
import { signInPath } from '@/lib/auth-redirect';
import { useSession } from '@/lib/session';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { fetchPlan, percent, planKeys, savedPlanPath, savePlan } from './plan-api';
import {
  emptyPlanForm,
  keepForm,
  keepPlanToSave,
  type PlanForm,
  type PlanTarget,
  planRequest,
  readKeptForm,
  takePlanToSave,
} from './plan-form';
import { PlanResult } from './plan-result';

/** How long typing in the CV box must pause before the plan is worked out again. */
const CV_DELAY_MS = 600;

const key = (skill: string) => skill.trim().toLowerCase();

/** The target the address names: `?job=ID`, `?path=ID` or `?role=...` (the entry points' links). */
function targetFrom(params: URLSearchParams): PlanTarget | null {
  const job = params.get('job');
  if (job && /^[1-9][0-9]{0,14}$/.test(job)) return { kind: 'job', id: Number(job) };
  const path = params.get('path')?.trim();
  if (path) return { kind: 'path', id: path };
  const role = params.get('role')?.trim();
  if (role && role.length >= 2) return { kind: 'role', title: role };
  return null;
}

function useDebounced<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

const KIND_LABELS = { job: 'A job on our board', path: 'A career path', role: 'A role' } as const;

/**
 * /plan: the skill-gap planner. A target (a job, a career path or a typed role), what the person
 * has (typed skills, a pasted CV and, signed in, the CV builder and completed courses), and the
 * plan worked out again as either changes. Anyone may plan; saving needs an account.
 */
export function PlanPage() {
  useDocumentTitle(
    'Skill-Gap Planner',
    'How ready you are for the job you want, the skills you are missing and the courses that close the gap, in order.',
  );
  const { user, status: sessionStatus } = useSession();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const target = useMemo(() => targetFrom(params), [params]);
  const [form, setForm] = useState<PlanForm>(() => readKeptForm() ?? emptyPlanForm());
  useEffect(() => keepForm(form), [form]);
  const cvText = useDebounced(form.cvText, CV_DELAY_MS);

  const request = useMemo(
    () => (target ? planRequest(target, { ...form, cvText }, Boolean(user)) : null),
    [target, form, cvText, user],
  );
  const plan = useQuery({
    queryKey: planKeys.plan(request ?? { target: { kind: 'role', title: '' } }),
    queryFn: ({ signal }) => fetchPlan(request!, signal),
    enabled: request !== null && sessionStatus !== 'loading',
    placeholderData: keepPreviousData,
    retry: (count, error) => !(isApiError(error) && error.status < 500 && error.status > 0) && count < 1,
  });
  const result = plan.isError ? undefined : plan.data;
  const saving = useSavePlan();
  // Back from signing in to save: the plan this tab kept is saved now.
  const keptChecked = useRef(false);
  useEffect(() => {
    if (!user || keptChecked.current) return;
    keptChecked.current = true;
    const kept = takePlanToSave();
    // Only on the page it was asked from (the sign-in form brings the visitor back there).
    if (kept && JSON.stringify(kept.target) === JSON.stringify(target)) saving.save(kept);
  }, [user, target, saving.save]);

  const liveMessage = !target
    ? ''
    : plan.isFetching
      ? 'Working out your plan...'
      : plan.isError
        ? errorMessage(plan.error)
        : result
          ? `Readiness ${percent(result.readiness)}. ${result.missing.length} missing, ${result.steps.length} courses in the plan.`
          : '';

  return (
    <>
      <PageIntro
        title="Skill-Gap Planner"
        description="Pick the job you want, tell us what you know, and get the courses that close the gap, in order, with the time and cost of each."
      />
      <div className="mx-auto grid w-full max-w-5xl gap-8 px-4 py-10 sm:px-6">
        <TargetCard
          target={target}
          planned={result?.target}
          onRole={(title) => setParams(new URLSearchParams({ role: title }))}
        />
        <SkillsCard form={form} setForm={setForm} have={result?.have} signedIn={Boolean(user)} />

        <div role="status" aria-live="polite" className="sr-only">
          {liveMessage}
        </div>

        <section aria-labelledby="plan-result-heading" className="grid gap-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <h2 id="plan-result-heading" className="text-2xl font-bold tracking-tight">
              {result ? `Your plan for ${result.target.title}` : 'Your plan'}
            </h2>
            {result && request && (
              <SavePlan
                request={request}
                signedIn={Boolean(user)}
                saving={saving}
                back={`${location.pathname}${location.search}`}
              />
            )}
          </div>
          {!target ? (
            <NoTarget />
          ) : plan.isError ? (
            <div role="alert" className="rounded-xl border bg-card p-6 text-center">
              <p className="font-semibold">
                {isApiError(plan.error) && plan.error.status === 404
                  ? plan.error.message
                  : 'Your plan could not be worked out.'}
              </p>
              {!(isApiError(plan.error) && plan.error.status === 404) && (
                <>
                  <p className="mt-1 text-sm text-muted-foreground">{errorMessage(plan.error)}</p>
                  <Button className="mt-4" onClick={() => void plan.refetch()}>
                    Try again
                  </Button>
                </>
              )}
            </div>
          ) : result ? (
            <div aria-busy={plan.isFetching} className={plan.isPlaceholderData ? 'opacity-70' : undefined}>
              <PlanResult result={result} />
            </div>
          ) : (
            <div className="grid gap-4" aria-busy="true" data-testid="plan-loading">
              <Skeleton className="h-24 w-full" />
              <Skeleton className="h-40 w-full" />
              <Skeleton className="h-40 w-full" />
            </div>
          )}
        </section>
      </div>
    </>
  );
}

function TargetCard({
  target,
  planned,
  onRole,
}: {
  target: PlanTarget | null;
  planned: PlanResponse['target'] | undefined;
  onRole: (title: string) => void;
}) {
  const inputId = useId();
  const errorId = useId();
  const roleInUrl = target?.kind === 'role' ? target.title : '';
  const [role, setRole] = useState(roleInUrl);
  const [error, setError] = useState<string | null>(null);
  // A role arriving from the address (a link, Back) replaces what is in the box.
  useEffect(() => setRole(roleInUrl), [roleInUrl]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const title = role.trim();
    if (title.length < 2) {
      setError('Type the role you want.');
      return;
    }
    setError(null);
    onRole(title);
  }

  // The plan on screen may still be the previous target's while the new one is worked out.
  const matches =
    planned && target && planned.kind === target.kind && (target.kind === 'role' || planned.id === target.id);
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-xl">
          Your target
        </CardTitle>
        {target && target.kind !== 'role' && (
          <CardDescription data-testid="plan-target">
            {KIND_LABELS[target.kind]}:{' '}
            <span className="font-semibold text-foreground">{matches ? planned.title : 'loading...'}</span>
            {matches && planned.kind === 'job' && planned.open === false && ' (no longer open)'}
          </CardDescription>
        )}
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="grid gap-2" noValidate>
          <Label htmlFor={inputId}>
            {target && target.kind !== 'role' ? 'Or type a role' : 'Role you want'}
          </Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={inputId}
              value={role}
              onChange={(event) => setRole(event.target.value)}
              placeholder="e.g. Data Engineer"
              maxLength={AI_SHORT_MAX}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
            />
            <Button type="submit" className="sm:w-auto">
              <Search aria-hidden="true" />
              Plan
            </Button>
          </div>
          {error && (
            <p id={errorId} className="text-sm text-destructive">
              {error}
            </p>
          )}
        </form>
      </CardContent>
    </Card>
  );
}

function SkillsCard({
  form,
  setForm,
  have,
  signedIn,
}: {
  form: PlanForm;
  setForm: (update: (form: PlanForm) => PlanForm) => void;
  have: PlanResponse['have'] | undefined;
  signedIn: boolean;
}) {
  const addId = useId();
  const cvId = useId();
  const cvHintId = useId();
  const freeId = useId();
  const [text, setText] = useState('');
  const typedKeys = new Set(form.skills.map(key));
  const sourcesOf = new Map((have ?? []).map((h) => [key(h.name), h.from]));
  // Skills the CV or the account gave, not also typed in (those show once, as typed).
  const found = (have ?? []).filter((h) => !typedKeys.has(key(h.name)) && h.from.some((f) => f !== 'typed'));

  function add(event: FormEvent) {
    event.preventDefault();
    const names = text
      .split(/[,;\n]/)
      .map((s) => s.trim())
      .filter(Boolean);
    if (names.length === 0) return;
    setForm((f) => {
      const skills = [...f.skills];
      for (const name of names) if (!skills.some((s) => key(s) === key(name))) skills.push(name);
      const added = new Set(names.map(key));
      return {
        ...f,
        skills: skills.slice(0, PLAN_SKILLS_MAX),
        removed: f.removed.filter((r) => !added.has(key(r))),
      };
    });
    setText('');
  }

  const removeTyped = (name: string) =>
    setForm((f) => ({ ...f, skills: f.skills.filter((s) => key(s) !== key(name)) }));
  const takeOut = (name: string) =>
    setForm((f) => ({
      ...f,
      removed: f.removed.some((r) => key(r) === key(name)) ? f.removed : [...f.removed, name],
    }));
  const putBack = (name: string) =>
    setForm((f) => ({ ...f, removed: f.removed.filter((r) => key(r) !== key(name)) }));

  const labels = (sources: SkillSource[]) => sources.map((s) => SKILL_SOURCE_LABELS[s]).join(', ');

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2" className="text-xl">
          Your skills
        </CardTitle>
        <CardDescription>
          Add the skills you have, paste your CV, or both.
          {signedIn && ' Your CV builder and the courses you completed count too.'}
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-6">
        <form onSubmit={add} className="grid gap-2">
          <Label htmlFor={addId}>Add a skill</Label>
          <div className="flex flex-col gap-2 sm:flex-row">
            <Input
              id={addId}
              value={text}
              onChange={(event) => setText(event.target.value)}
              placeholder="e.g. SQL, Python"
              maxLength={AI_SHORT_MAX}
            />
            <Button type="submit" variant="secondary" disabled={form.skills.length >= PLAN_SKILLS_MAX}>
              <Plus aria-hidden="true" />
              Add
            </Button>
          </div>
        </form>

        {form.skills.length + found.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label="Skills you have" data-testid="plan-my-skills">
            {form.skills.map((name) => (
              <SkillChip
                key={`typed-${name}`}
                name={name}
                source={labels(sourcesOf.get(key(name)) ?? ['typed'])}
                onRemove={() => removeTyped(name)}
              />
            ))}
            {found.map((skill) => (
              <SkillChip
                key={`found-${skill.name}`}
                name={skill.name}
                source={labels(skill.from.filter((f) => f !== 'typed'))}
                onRemove={() => takeOut(skill.name)}
              />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">No skills yet.</p>
        )}

        {form.removed.length > 0 && (
          <div className="grid gap-2">
            <p className="text-sm font-medium">Taken out</p>
            <ul className="flex flex-wrap gap-2">
              {form.removed.map((name) => (
                <li key={name} className="max-w-full">
                  <Button variant="outline" size="sm" className="max-w-full" onClick={() => putBack(name)}>
                    <Undo2 aria-hidden="true" />
                    <span className="min-w-0 truncate">Put back {name}</span>
                  </Button>
                </li>
              ))}
            </ul>
          </div>
        )}

        <div className="grid gap-2">
          <Label htmlFor={cvId}>Paste your CV (optional)</Label>
          <Textarea
            id={cvId}
            value={form.cvText}
            onChange={(event) => {
              const cvText = event.target.value;
              setForm((f) => ({ ...f, cvText }));
            }}
            aria-describedby={cvHintId}
            maxLength={PROFILE_TEXT_MAX}
            rows={6}
            placeholder="Your experience, projects and skills..."
            className="resize-y"
          />
          <p id={cvHintId} className="text-sm text-muted-foreground">
            Read for skills and certifications as the career advisor reads it. A saved plan keeps the skills
            found, never the text.
          </p>
        </div>

        <div className="flex items-center gap-3">
          <Switch
            id={freeId}
            checked={form.preferFree}
            onCheckedChange={(preferFree) => setForm((f) => ({ ...f, preferFree }))}
          />
          <Label htmlFor={freeId}>Prefer free courses</Label>
        </div>
      </CardContent>
    </Card>
  );
}

function SkillChip({ name, source, onRemove }: { name: string; source: string; onRemove: () => void }) {
  return (
    <li className="flex max-w-full items-center gap-1 rounded-full border bg-accent py-0.5 pr-1 pl-3 text-sm text-accent-foreground">
      <span className="min-w-0 break-words">
        <span className="font-medium">{name}</span>
        <span className="text-muted-foreground"> · {source}</span>
      </span>
      <Button
        variant="ghost"
        size="icon"
        className="size-7 shrink-0 rounded-full"
        aria-label={`Remove ${name}`}
        onClick={onRemove}
      >
        <X aria-hidden="true" />
      </Button>
    </li>
  );
}

function NoTarget() {
  return (
    <div
      className="flex flex-col items-center rounded-xl border border-dashed px-6 py-12 text-center"
      data-testid="plan-empty"
    >
      <h3 className="text-lg font-semibold">Choose a target</h3>
      <p className="mt-1 max-w-md text-sm text-muted-foreground">
        Type the role you want above, or start from a job (“Am I ready?”) or a career path (“Plan my path”).
      </p>
      <div className="mt-5 flex flex-wrap justify-center gap-3">
        <Button asChild variant="outline">
          <Link to="/jobs">
            <Briefcase aria-hidden="true" />
            Browse jobs
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/career-paths">
            <Compass aria-hidden="true" />
            Career paths
          </Link>
        </Button>
      </div>
    </div>
  );
}

/** Saves a plan; `saved` names the last one saved and what it was saved from. */
function useSavePlan() {
  const queryClient = useQueryClient();
  const [saved, setSaved] = useState<{ id: number; from: string } | null>(null);
  const mutation = useMutation({
    mutationFn: (input: PlanSaveInput) => savePlan(input),
    onSuccess: ({ plan }, input) => {
      setSaved({ id: plan.id, from: requestKey(input) });
      toast.success('Plan saved', 'Find it under My plans on your dashboard.');
      void queryClient.invalidateQueries({ queryKey: planKeys.saved });
    },
    onError: (error) => toast.error('Plan not saved', errorMessage(error)),
  });
  return { save: mutation.mutate, pending: mutation.isPending, saved };
}

/** What a save is compared by: the request without the account switch. */
const requestKey = (input: PlanSaveInput) =>
  JSON.stringify([input.target, input.skills, input.cvText, input.removed, input.preferFree]);

/** Save plan: saved at once when signed in; a visitor signs in first and it is saved on return. */
function SavePlan({
  request,
  signedIn,
  saving,
  back,
}: {
  request: PlanSaveInput;
  signedIn: boolean;
  saving: ReturnType<typeof useSavePlan>;
  back: string;
}) {
  if (!signedIn) {
    return (
      <Button asChild>
        <Link to={signInPath(back)} onClick={() => keepPlanToSave({ ...request, useAccount: true })}>
          <Save aria-hidden="true" />
          Save plan
          <span className="sr-only"> (sign in first)</span>
        </Link>
      </Button>
    );
  }
  if (saving.saved && saving.saved.from === requestKey(request)) {
    return (
      <Button asChild variant="outline">
        <Link to={savedPlanPath(saving.saved.id)}>Open saved plan</Link>
      </Button>
    );
  }
  return (
    <Button onClick={() => saving.save(request)} disabled={saving.pending}>
      {saving.pending ? <Loader2 aria-hidden="true" className="animate-spin" /> : <Save aria-hidden="true" />}
      {saving.pending ? 'Saving...' : 'Save plan'}
    </Button>
  );
}
