import { describe, expect, it } from 'vitest';
import { PRERENDERED_QUERIES_ID, prerenderedQueriesTag } from './prerendered-queries';

describe('prerenderedQueriesTag', () => {
  it('carries the answers as JSON that parses back to what went in', () => {
    const queries = [{ queryKey: ['catalog', 'course', '1100'], data: { title: 'AZ-900 & "more"', n: 1 } }];
    const tag = prerenderedQueriesTag(queries);
    const match = new RegExp(
      `^<script type="application/json" id="${PRERENDERED_QUERIES_ID}">(.*)</script>$`,
      's',
    ).exec(tag);
    expect(match).not.toBeNull();
    expect(JSON.parse(match![1]!)).toEqual(queries);
  });

  it('cannot be closed or commented out by the text it carries', () => {
    const title = '</script><script>alert(1)</script><!-- x \u2028 y';
    const tag = prerenderedQueriesTag([{ queryKey: ['k'], data: { title } }]);
    const inner = tag.slice(tag.indexOf('>') + 1, tag.lastIndexOf('</script>'));
    expect(inner).not.toContain('<');
    expect(inner).not.toContain('\u2028');
    expect(tag.match(/<\/script/g)).toHaveLength(1);
    expect(JSON.parse(inner)).toEqual([{ queryKey: ['k'], data: { title } }]);
  });
});
