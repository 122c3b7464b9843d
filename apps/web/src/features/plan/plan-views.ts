// A saved plan's page and a shared plan's page load as one chunk: one entry in the router's
// preload map instead of two, on the first screen's budget (bench/bundle-size.ts).
export { SavedPlanPage } from './saved-plan-page';
export { SharedPlanPage } from './shared-plan-page';
