/**
 * Company and university logos are drawn, not downloaded: a coloured tile with the name's
 * initials. This holds the initials rule and a colour table so the tile's text always reaches
 * WCAG AA contrast on its background.
 */

/** Background colours by the Tailwind class names the provider directory uses. */
export const MONOGRAM_COLORS: Readonly<Record<string, string>> = {
  'bg-amber-600': '#d97706',
  'bg-blue-500': '#3b82f6',
  'bg-blue-600': '#2563eb',
  'bg-blue-700': '#1d4ed8',
  'bg-blue-800': '#1e40af',
  'bg-blue-900': '#1e3a8a',
  'bg-cyan-500': '#06b6d4',
  'bg-cyan-600': '#0891b2',
  'bg-cyan-700': '#0e7490',
  'bg-emerald-500': '#10b981',
  'bg-emerald-600': '#059669',
  'bg-gray-800': '#1f2937',
  'bg-gray-900': '#111827',
  'bg-green-500': '#22c55e',
  'bg-green-600': '#16a34a',
  'bg-indigo-500': '#6366f1',
  'bg-indigo-600': '#4f46e5',
  'bg-indigo-700': '#4338ca',
  'bg-lime-600': '#65a30d',
  'bg-neutral-900': '#171717',
  'bg-orange-400': '#fb923c',
  'bg-orange-500': '#f97316',
  'bg-orange-600': '#ea580c',
  'bg-pink-600': '#db2777',
  'bg-pink-700': '#be185d',
  'bg-purple-700': '#7e22ce',
  'bg-red-500': '#ef4444',
  'bg-red-600': '#dc2626',
  'bg-red-700': '#b91c1c',
  'bg-red-800': '#991b1b',
  'bg-sky-400': '#38bdf8',
  'bg-sky-500': '#0ea5e9',
  'bg-sky-600': '#0284c7',
  'bg-sky-700': '#0369a1',
  'bg-sky-800': '#075985',
  'bg-slate-600': '#475569',
  'bg-slate-800': '#1e293b',
  'bg-teal-600': '#0d9488',
  'bg-yellow-400': '#facc15',
  'bg-yellow-500': '#eab308',
  'bg-zinc-800': '#27272a',
};

/** Colours for names without a directory entry, picked by a hash of the name. */
const FALLBACK_PALETTE = [
  '#1d4ed8',
  '#0e7490',
  '#7e22ce',
  '#be185d',
  '#b91c1c',
  '#15803d',
  '#c2410c',
  '#4338ca',
  '#334155',
  '#0f766e',
] as const;

export interface MonogramStyle {
  background: string;
  foreground: string;
}

/** Relative luminance of a #rrggbb colour (WCAG 2.x). */
export function relativeLuminance(hex: string): number {
  const channel = (i: number) => {
    const v = Number.parseInt(hex.slice(1 + i * 2, 3 + i * 2), 16) / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** WCAG contrast ratio of two #rrggbb colours. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

function hashName(name: string): number {
  let h = 0;
  for (const ch of name.toLowerCase()) h = (h * 31 + ch.codePointAt(0)!) >>> 0;
  return h;
}

/**
 * The tile's colours: the directory colour when known, otherwise one picked from the name, with
 * white or black text, whichever contrasts more (pure black and white together guarantee at
 * least 4.5:1 on any background).
 */
export function monogramStyle(name: string, colorClass?: string): MonogramStyle {
  const background =
    (colorClass && MONOGRAM_COLORS[colorClass]) ||
    FALLBACK_PALETTE[hashName(name) % FALLBACK_PALETTE.length]!;
  const foreground =
    contrastRatio(background, '#ffffff') >= contrastRatio(background, '#000000') ? '#ffffff' : '#000000';
  return { background, foreground };
}

/**
 * Initials for a logo tile, at most 4 characters: the first letters of the first two words
 * ('Google Cloud' → 'GC', 'EC-Council' → 'EC'); for one word, a short acronym as it is
 * ('AWS', 'CNCF'), the first two capitals of a camel-cased name ('HubSpot' → 'HS'), or else its
 * first letter.
 */
export function monogramInitials(name: string): string {
  const words = name
    .trim()
    .split(/[\s-]+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean);
  const [first, second] = words;
  if (!first) return '?';
  if (second) return (first[0]! + second[0]!).toUpperCase();
  if (first === first.toUpperCase() && /\p{Lu}/u.test(first)) {
    return first.length <= 4 ? first : first.slice(0, 2);
  }
  const capitals = first.match(/\p{Lu}/gu) ?? [];
  if (capitals.length >= 2) return capitals.slice(0, 2).join('');
  return first[0]!.toUpperCase();
}
