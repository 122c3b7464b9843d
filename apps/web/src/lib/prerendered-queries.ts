import { PRERENDERED_QUERIES_ID, type PrerenderedQuery } from '@app/core/prerendered-queries';

let answers: readonly PrerenderedQuery[] | undefined;

/**
 * The answer the server rendered this document's page with for `queryKey`
 * (apps/server/src/modules/site-index/first-screen.ts), as a query's `initialData`: the page's
 * first render then shows what the HTML already showed instead of a loading spinner. Undefined
 * for any other query, and when rendering outside a browser.
 */
export function prerenderedAnswer<T>(queryKey: readonly unknown[]): T | undefined {
  if (typeof document === 'undefined') return undefined;
  if (!answers) {
    const text = document.getElementById(PRERENDERED_QUERIES_ID)?.textContent;
    try {
      answers = text ? (JSON.parse(text) as PrerenderedQuery[]) : [];
    } catch {
      answers = [];
    }
  }
  const key = JSON.stringify(queryKey);
  return answers.find((answer) => JSON.stringify(answer.queryKey) === key)?.data as T | undefined;
}
