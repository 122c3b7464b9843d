/** Text clean-up shared by the adapters: the sources send HTML fragments and raw minute counts. */

const namedEntities: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  hellip: '…',
  trade: '™',
  reg: '®',
  copy: '©',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, code: string) => {
    if (code[0] === '#') {
      const n =
        code[1] === 'x' || code[1] === 'X' ? Number.parseInt(code.slice(2), 16) : Number(code.slice(1));
      return Number.isInteger(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : whole;
    }
    return namedEntities[code.toLowerCase()] ?? whole;
  });
}

/** Plain text of an HTML fragment ("<p>Explore <b>Azure</b>.</p>" → "Explore Azure."), whitespace collapsed. */
export function plainText(html: string | null | undefined): string {
  if (!html) return '';
  return decodeEntities(html.replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, ' ').replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();
}

/** A readable duration: 45 → "45 min", 90 → "1 hr 30 min", 600 → "10 hrs". */
export function formatMinutes(minutes: number | null | undefined): string | undefined {
  if (minutes === null || minutes === undefined || !Number.isFinite(minutes) || minutes <= 0)
    return undefined;
  const total = Math.round(minutes);
  if (total < 60) return `${total} min`;
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  const h = `${hours} ${hours === 1 ? 'hr' : 'hrs'}`;
  return rest ? `${h} ${rest} min` : h;
}
