/**
 * A record's page (a course's, for one) is rendered by the server with the record's data, so its
 * content paints straight from the HTML. The answers it was rendered with travel in the same
 * document, in a JSON data block with this id (not a script: the CSP has nothing to allow), so the
 * page's first render in the browser shows the same content instead of a loading spinner.
 */
export const PRERENDERED_QUERIES_ID = 'prerendered-queries';

/** One query's answer, under the query key the page asks with. */
export interface PrerenderedQuery {
  queryKey: readonly unknown[];
  data: unknown;
}

/**
 * The data block for `queries`: JSON with every `<` escaped, so no text in it can close the
 * element (`</script>`) or open a comment.
 */
export function prerenderedQueriesTag(queries: readonly PrerenderedQuery[]): string {
  const json = JSON.stringify(queries)
    .replaceAll('<', '\\u003c')
    .replaceAll('\u2028', '\\u2028')
    .replaceAll('\u2029', '\\u2029');
  return `<script type="application/json" id="${PRERENDERED_QUERIES_ID}">${json}</script>`;
}
