import type { WaitlistJoined, WaitlistJoinInput } from '@app/core/waitlist';
import { api } from './api-client';

/** Joins a feature's waitlist; a repeat address fails with ApiError code 'already_on_waitlist' (409). */
export function joinWaitlist(input: WaitlistJoinInput): Promise<WaitlistJoined> {
  return api.post<WaitlistJoined>('/waitlist', input);
}
