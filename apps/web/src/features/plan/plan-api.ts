import type {
  PlanRequestInput,
  PlanResponse,
  PlanSaveInput,
  PlanShareResponse,
  SavedPlanResponse,
  SavedPlansResponse,
  SharedPlanResponse,
} from '@app/core/plan-api';
import { api } from '@/lib/api-client';

// Types only from core/plan-api (it builds zod schemas at module level); the pages stay zod-free.

/** Reads and writes of the skill-gap planner's API, with their query keys. */
export const planKeys = {
  all: ['plans'] as const,
  plan: (request: PlanRequestInput) => ['plans', 'plan', request] as const,
  saved: ['plans', 'saved'] as const,
  savedPlan: (id: number) => ['plans', 'saved', id] as const,
  shared: (token: string) => ['plans', 'shared', token] as const,
};

export function fetchPlan(request: PlanRequestInput, signal?: AbortSignal): Promise<PlanResponse> {
  return api.post<PlanResponse>('/plan', request, { signal });
}

export function fetchSavedPlans(signal?: AbortSignal): Promise<SavedPlansResponse> {
  return api.get<SavedPlansResponse>('/me/plans', { signal });
}

export function savePlan(input: PlanSaveInput): Promise<SavedPlanResponse> {
  return api.post<SavedPlanResponse>('/me/plans', input);
}

export function fetchSavedPlan(id: number, signal?: AbortSignal): Promise<SavedPlanResponse> {
  return api.get<SavedPlanResponse>(`/me/plans/${id}`, { signal });
}

export function deleteSavedPlan(id: number): Promise<void> {
  return api.delete<void>(`/me/plans/${id}`);
}

export function sharePlan(id: number): Promise<PlanShareResponse> {
  return api.put<PlanShareResponse>(`/me/plans/${id}/share`);
}

export function stopSharingPlan(id: number): Promise<void> {
  return api.delete<void>(`/me/plans/${id}/share`);
}

export function fetchSharedPlan(token: string, signal?: AbortSignal): Promise<SharedPlanResponse> {
  return api.get<SharedPlanResponse>(`/shared-plans/${encodeURIComponent(token)}`, { signal });
}

/** The page of a saved plan, and the public page of a shared one. */
export const savedPlanPath = (id: number) => `/plans/${id}`;
export const sharedPlanPath = (token: string) => `/shared-plans/${encodeURIComponent(token)}`;

/** The planner for a job on the board, a career path or a typed role (the entry points' links). */
export const planPathFor = (target: { job: number } | { path: string } | { role: string }): string => {
  const params = new URLSearchParams();
  if ('job' in target) params.set('job', String(target.job));
  else if ('path' in target) params.set('path', target.path);
  else params.set('role', target.role);
  return `/plan?${params}`;
};

/** A share as a whole percentage ('45%'). */
export const percent = (share: number) => `${Math.round(share * 100)}%`;

/** Hours as a person reads them: whole from 10 up, one decimal below. */
export function formatHours(hours: number): string {
  const shown = hours >= 10 ? Math.round(hours) : Math.round(hours * 10) / 10;
  return `${shown.toLocaleString('en-US')} ${shown === 1 ? 'hour' : 'hours'}`;
}

export const formatDollars = (amount: number) =>
  amount === 0 ? 'Free' : `$${amount.toLocaleString('en-US', { maximumFractionDigits: 2 })}`;
