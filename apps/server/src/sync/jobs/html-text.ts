/**
 * Job boards send descriptions as HTML written by employers. The jobs board never shows it as
 * markup: it is read here into blocks of plain text (headings, paragraphs, list items), and only
 * that text is stored and sent. Scripts, styles, embedded frames and comments are dropped with
 * their content; attributes (and so every event handler and link target) are never read.
 */

export interface TextBlock {
  kind: 'heading' | 'paragraph' | 'item';
  text: string;
}

const NAMED_ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ensp: ' ',
  emsp: ' ',
  thinsp: ' ',
  ndash: '–',
  mdash: '—',
  hyphen: '-',
  minus: '−',
  lsquo: '‘',
  rsquo: '’',
  sbquo: '‚',
  ldquo: '“',
  rdquo: '”',
  bdquo: '„',
  laquo: '«',
  raquo: '»',
  lsaquo: '‹',
  rsaquo: '›',
  hellip: '…',
  bull: '•',
  middot: '·',
  trade: '™',
  reg: '®',
  copy: '©',
  deg: '°',
  plusmn: '±',
  times: '×',
  divide: '÷',
  frac12: '½',
  frac14: '¼',
  frac34: '¾',
  para: '¶',
  sect: '§',
  euro: '€',
  pound: '£',
  yen: '¥',
  cent: '¢',
  dollar: '$',
  percnt: '%',
  comma: ',',
  period: '.',
  colon: ':',
  semi: ';',
  excl: '!',
  quest: '?',
  num: '#',
  lpar: '(',
  rpar: ')',
  ast: '*',
  plus: '+',
  equals: '=',
  sol: '/',
  bsol: '\\',
  commat: '@',
  lowbar: '_',
  verbar: '|',
  rarr: '→',
  larr: '←',
  harr: '↔',
  check: '✓',
  zwj: '',
  zwnj: '',
  shy: '',
  lrm: '',
  rlm: '',
  iexcl: '¡',
  iquest: '¿',
  ordf: 'ª',
  ordm: 'º',
  micro: 'µ',
  Agrave: 'À',
  Aacute: 'Á',
  Acirc: 'Â',
  Atilde: 'Ã',
  Auml: 'Ä',
  Aring: 'Å',
  AElig: 'Æ',
  Ccedil: 'Ç',
  Egrave: 'È',
  Eacute: 'É',
  Ecirc: 'Ê',
  Euml: 'Ë',
  Igrave: 'Ì',
  Iacute: 'Í',
  Icirc: 'Î',
  Iuml: 'Ï',
  Ntilde: 'Ñ',
  Ograve: 'Ò',
  Oacute: 'Ó',
  Ocirc: 'Ô',
  Otilde: 'Õ',
  Ouml: 'Ö',
  Oslash: 'Ø',
  Ugrave: 'Ù',
  Uacute: 'Ú',
  Ucirc: 'Û',
  Uuml: 'Ü',
  Yacute: 'Ý',
  szlig: 'ß',
  agrave: 'à',
  aacute: 'á',
  acirc: 'â',
  atilde: 'ã',
  auml: 'ä',
  aring: 'å',
  aelig: 'æ',
  ccedil: 'ç',
  egrave: 'è',
  eacute: 'é',
  ecirc: 'ê',
  euml: 'ë',
  igrave: 'ì',
  iacute: 'í',
  icirc: 'î',
  iuml: 'ï',
  ntilde: 'ñ',
  ograve: 'ò',
  oacute: 'ó',
  ocirc: 'ô',
  otilde: 'õ',
  ouml: 'ö',
  oslash: 'ø',
  ugrave: 'ù',
  uacute: 'ú',
  ucirc: 'û',
  uuml: 'ü',
  yacute: 'ý',
  yuml: 'ÿ',
  OElig: 'Œ',
  oelig: 'œ',
  Scaron: 'Š',
  scaron: 'š',
};

/** Decodes character references once: '&lt;p&gt;' → '<p>', '&#8217;' → '’'. Unknown names stay as written. */
export function decodeHtmlEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(
    /&(#[xX][0-9a-fA-F]{1,6}|#\d{1,7}|[A-Za-z][A-Za-z0-9]{1,31});?/g,
    (whole, ref: string) => {
      if (ref[0] === '#') {
        const n = ref[1] === 'x' || ref[1] === 'X' ? Number.parseInt(ref.slice(2), 16) : Number(ref.slice(1));
        if (!Number.isInteger(n) || n <= 0 || n > 0x10ffff || (n >= 0xd800 && n <= 0xdfff)) return '\uFFFD';
        return String.fromCodePoint(n);
      }
      const named = NAMED_ENTITIES[ref] ?? NAMED_ENTITIES[ref.toLowerCase()];
      if (named === undefined) return whole;
      // Without the ';' only the few legacy names browsers still accept are references.
      return whole.endsWith(';') || /^(amp|lt|gt|quot|nbsp)$/i.test(ref) ? named : whole;
    },
  );
}

/**
 * Plain text that cannot open a tag wherever it ends up: a '<' directly before a letter, '/', '!'
 * or '?' gets a space after it ('<script>' reads '< script>'), and control characters go.
 */
export function safeText(text: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: taking control characters out is the point.
  const controls = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g;
  return text.replace(controls, '').replace(/<(?=[A-Za-z!/?])/g, '< ');
}

/** One line of text from a fragment that should have no structure (a title, a location): tags dropped. */
export function inlineText(html: string | null | undefined): string {
  if (!html) return '';
  return safeText(
    htmlToBlocks(html)
      .map((b) => b.text)
      .join(' ')
      .replace(/\s+/g, ' ')
      .trim(),
  );
}

// Elements whose content is never text for a reader.
const DROPPED =
  'script|style|noscript|template|iframe|frame|frameset|object|embed|applet|svg|math|textarea|select|title|head|button';
const DROPPED_ELEMENT = new RegExp(`<(${DROPPED})\\b[^>]*>[\\s\\S]*?<\\/\\1\\s*>`, 'gi');
const DROPPED_UNCLOSED = new RegExp(`<(${DROPPED})\\b[\\s\\S]*$`, 'i');
const TAG =
  /<!--[\s\S]*?(?:-->|$)|<!\[CDATA\[[\s\S]*?(?:\]\]>|$)|<[!?][^>]*>?|<\/?([A-Za-z][A-Za-z0-9:-]*)(?:\s(?:[^>"']|"[^"]*"|'[^']*')*)?\/?>/g;
const BLOCK_TAGS = new Set([
  'p',
  'div',
  'section',
  'article',
  'header',
  'footer',
  'aside',
  'main',
  'nav',
  'blockquote',
  'pre',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
  'caption',
  'ul',
  'ol',
  'dl',
  'dt',
  'dd',
  'figure',
  'figcaption',
  'form',
  'fieldset',
  'legend',
  'address',
  'hr',
  'br',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'details',
  'summary',
  'center',
]);
const HEADING_TAGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const BOLD_TAGS = new Set(['strong', 'b']);

/** Reads an HTML fragment into blocks of text, in document order. */
export function htmlToBlocks(html: string): TextBlock[] {
  const source = html.replace(DROPPED_ELEMENT, ' ').replace(DROPPED_UNCLOSED, ' ');
  const blocks: TextBlock[] = [];
  const stack: Array<'heading' | 'item'> = [];
  let buffer = '';
  let boldChars = 0;
  let boldDepth = 0;

  const flush = () => {
    const text = buffer.replace(/\s+/g, ' ').trim();
    const visible = text.replace(/\s/g, '').length;
    const allBold = visible > 0 && boldChars >= visible;
    buffer = '';
    boldChars = 0;
    if (!text) return;
    let kind: TextBlock['kind'] = stack.at(-1) ?? 'paragraph';
    // Boards write '<p><strong>Requirements</strong></p>' or 'What you'll do:' as headings.
    if (kind === 'paragraph' && text.length <= 100 && (allBold || /:$/.test(text)) && !/[.!?]$/.test(text)) {
      kind = 'heading';
    }
    if (kind === 'paragraph' && /^[-•*·–]\s+\S/.test(text)) {
      blocks.push({ kind: 'item', text: text.replace(/^[-•*·–]\s+/, '') });
      return;
    }
    blocks.push({ kind, text });
  };

  const addText = (raw: string) => {
    const text = decodeHtmlEntities(raw);
    buffer += text;
    if (boldDepth > 0) boldChars += text.replace(/\s/g, '').length;
  };

  let last = 0;
  for (const match of source.matchAll(TAG)) {
    addText(source.slice(last, match.index));
    last = match.index + match[0].length;
    const name = match[1]?.toLowerCase();
    if (!name) continue;
    const closing = match[0].startsWith('</');
    if (BOLD_TAGS.has(name)) {
      boldDepth = Math.max(0, boldDepth + (closing ? -1 : 1));
      continue;
    }
    if (!BLOCK_TAGS.has(name)) {
      // Inline elements (a, span, em…) keep words apart only where the markup had space.
      continue;
    }
    flush();
    if (name === 'li' || HEADING_TAGS.has(name)) {
      const kind = name === 'li' ? 'item' : 'heading';
      if (closing) {
        const at = stack.lastIndexOf(kind);
        if (at >= 0) stack.splice(at);
      } else {
        stack.push(kind);
      }
    } else if (name === 'td' || name === 'th') {
      buffer += ' ';
    }
  }
  addText(source.slice(last));
  flush();
  return blocks.map((b) => ({ kind: b.kind, text: safeText(b.text) }));
}

/**
 * The blocks as one plain text: headings and paragraphs apart by a blank line, list items as
 * '• ' lines under each other.
 */
export function blocksToText(blocks: readonly TextBlock[]): string {
  let out = '';
  let previous: TextBlock['kind'] | undefined;
  for (const block of blocks) {
    const line = block.kind === 'item' ? `• ${block.text}` : block.text;
    if (previous === undefined) out = line;
    else
      out +=
        (block.kind === 'item' && previous === 'item') || previous === 'heading'
          ? `\n${line}`
          : `\n\n${line}`;
    previous = block.kind;
  }
  return out;
}

const REQUIREMENT_HEADING =
  /requirement|qualifications?|what you('|’)?ll (need|bring)|what you bring|what (we|we're|we’re|we are) looking for|who you are|about you|you (have|bring|should have|will have|might have)|must[- ]haves?|nice[- ]to[- ]haves?|preferred|skills|ideal candidate|your (profile|background|experience)|what you need|you're a (great )?fit|profil recherché|compétences|prérequis|anforderungen|dein profil|ihr profil/i;
const NOT_REQUIREMENTS =
  /benefit|perks|we offer|what you('|’)?ll do|responsibilit|about (us|the (role|team|company))|what we offer/i;

/** The list items under the posting's requirement headings ('Requirements', 'What you'll bring', …). */
export function requirementsFrom(blocks: readonly TextBlock[], max = 25): string[] {
  const out: string[] = [];
  let inRequirements = false;
  for (const block of blocks) {
    if (block.kind === 'heading') {
      inRequirements = REQUIREMENT_HEADING.test(block.text) && !NOT_REQUIREMENTS.test(block.text);
      continue;
    }
    if (inRequirements && block.kind === 'item' && out.length < max) {
      out.push(block.text.length > 400 ? `${block.text.slice(0, 399).trimEnd()}…` : block.text);
    }
  }
  return out;
}
