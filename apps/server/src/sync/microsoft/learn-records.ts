import { z } from 'zod';

/**
 * The records of Microsoft Learn's two catalogue APIs, read leniently (unknown fields are ignored,
 * optional ones may be missing or null) and brought to one shape, LearnItem.
 *
 * Legacy Catalog API (`GET https://learn.microsoft.com/api/catalog/`, unauthenticated, announced to
 * stop after June 2026): one document `{ modules, units, learningPaths, appliedSkills,
 * certifications, exams, courses, levels, products, roles, subjects }`; content records use
 * snake_case (`uid`, `duration_in_minutes`, `icon_url`) and refer to levels, roles and products by
 * id, named in the taxonomy lists (`{ id, name, children? }`). Shape per Microsoft's "Learn Catalog
 * API developer reference".
 *
 * Learn Platform API (`GET https://learn.microsoft.com/api/v1/<type>`, Entra ID bearer token): one
 * paged list per content type, `{ value: [...], nextLink }`; records use camelCase (`id`,
 * `durationInMinutes`, `iconUrl`) and name their levels, roles and products inline as `{ id, name }`.
 */

export const LEARN_KINDS = ['module', 'learningPath', 'certification', 'exam', 'course'] as const;
export type LearnKind = (typeof LEARN_KINDS)[number];

export interface Named {
  id: string;
  name: string;
}

/** One Learn catalogue entry, whichever API it came from. */
export interface LearnItem {
  kind: LearnKind;
  uid: string;
  title: string;
  /** HTML or plain text. */
  summary: string;
  levels: string[];
  roles: Named[];
  products: Named[];
  subjects: Named[];
  minutes?: number;
  url: string;
  /** Exam code ("AZ-900") or instructor-led course number ("AZ-900T00"). */
  code?: string;
  /** fundamentals, role-based, specialty… (certifications only). */
  certificationType?: string;
}

const text = z.string().nullish();
const nonEmpty = z.string().trim().min(1);
const count = z.number().nonnegative().nullish();

/** A taxonomy entry of the legacy document: levels, roles, products, subjects. */
const taxonomyEntry = z.object({
  id: nonEmpty,
  name: nonEmpty,
  children: z.array(z.object({ id: nonEmpty, name: nonEmpty })).nullish(),
});
export type TaxonomyEntry = z.infer<typeof taxonomyEntry>;

/** A taxonomy list, keeping the entries that parse (a broken one only loses its display name). */
export function readTaxonomy(value: unknown): Map<string, string> {
  const names = new Map<string, string>();
  if (!Array.isArray(value)) return names;
  for (const raw of value) {
    const entry = taxonomyEntry.safeParse(raw);
    if (!entry.success) continue;
    names.set(entry.data.id, entry.data.name);
    for (const child of entry.data.children ?? []) names.set(child.id, child.name);
  }
  return names;
}

// --- Legacy Catalog API records ---

const legacyIds = z.array(z.string()).nullish();

const legacyCommon = {
  uid: nonEmpty,
  title: nonEmpty,
  url: nonEmpty,
  levels: legacyIds,
  roles: legacyIds,
  products: legacyIds,
  subjects: legacyIds,
};

export const legacyRecordSchemas = {
  module: z.object({ ...legacyCommon, summary: text, duration_in_minutes: count }),
  learningPath: z.object({ ...legacyCommon, summary: text, duration_in_minutes: count }),
  certification: z.object({ ...legacyCommon, subtitle: text, summary: text, certification_type: text }),
  exam: z.object({ ...legacyCommon, subtitle: text, summary: text, display_name: text }),
  course: z.object({ ...legacyCommon, summary: text, duration_in_hours: count, course_number: text }),
} satisfies Record<LearnKind, z.ZodType>;

/** Where each kind's list sits in the legacy document. */
export const LEGACY_LISTS: Record<LearnKind, string> = {
  module: 'modules',
  learningPath: 'learningPaths',
  certification: 'certifications',
  exam: 'exams',
  course: 'courses',
};

export interface LegacyTaxonomies {
  levels: Map<string, string>;
  roles: Map<string, string>;
  products: Map<string, string>;
  subjects: Map<string, string>;
}

const named = (ids: ReadonlyArray<string> | null | undefined, names: Map<string, string>): Named[] =>
  (ids ?? []).filter(Boolean).map((id) => ({ id, name: names.get(id) ?? humanize(id) }));

export function fromLegacy(kind: LearnKind, record: unknown, taxonomies: LegacyTaxonomies): LearnItem {
  const r = record as z.infer<(typeof legacyRecordSchemas)['course']> &
    Partial<z.infer<(typeof legacyRecordSchemas)['module']>> &
    Partial<z.infer<(typeof legacyRecordSchemas)['certification']>> &
    Partial<z.infer<(typeof legacyRecordSchemas)['exam']>>;
  const item: LearnItem = {
    kind,
    uid: r.uid,
    title: r.title,
    summary: r.summary ?? r.subtitle ?? '',
    levels: (r.levels ?? []).map((l) => l.toLowerCase()),
    roles: named(r.roles, taxonomies.roles),
    products: named(r.products, taxonomies.products),
    subjects: named(r.subjects, taxonomies.subjects),
    url: r.url,
  };
  const minutes = r.duration_in_minutes ?? (r.duration_in_hours ? r.duration_in_hours * 60 : undefined);
  if (minutes) item.minutes = minutes;
  const code = r.display_name ?? r.course_number;
  if (code) item.code = code;
  if (r.certification_type) item.certificationType = r.certification_type;
  return item;
}

// --- Learn Platform API records ---

/** A level, role or product: an id string or a `{ id, name }` object. */
const platformRef = z.union([nonEmpty, z.object({ id: nonEmpty, name: z.string().nullish() })]);
const platformRefs = z.array(platformRef).nullish();

export const platformRecordSchema = z.object({
  id: nonEmpty,
  title: nonEmpty,
  url: nonEmpty,
  summary: text,
  subtitle: text,
  levels: platformRefs,
  roles: platformRefs,
  products: platformRefs,
  subjects: platformRefs,
  durationInMinutes: count,
  durationInHours: count,
  displayName: text,
  courseNumber: text,
  certificationType: text,
});

/** The Platform API's list endpoint for each kind. */
export const PLATFORM_ENDPOINTS: Record<LearnKind, string> = {
  module: 'modules',
  learningPath: 'learning-paths',
  certification: 'certifications',
  exam: 'exams',
  course: 'courses',
};

const refToNamed = (ref: z.infer<typeof platformRef>): Named =>
  typeof ref === 'string'
    ? { id: ref, name: humanize(ref) }
    : { id: ref.id, name: ref.name || humanize(ref.id) };

export function fromPlatform(kind: LearnKind, record: z.infer<typeof platformRecordSchema>): LearnItem {
  const item: LearnItem = {
    kind,
    uid: record.id,
    title: record.title,
    summary: record.summary ?? record.subtitle ?? '',
    levels: (record.levels ?? []).map((l) => refToNamed(l).id.toLowerCase()),
    roles: (record.roles ?? []).map(refToNamed),
    products: (record.products ?? []).map(refToNamed),
    subjects: (record.subjects ?? []).map(refToNamed),
    url: record.url,
  };
  const minutes =
    record.durationInMinutes ?? (record.durationInHours ? record.durationInHours * 60 : undefined);
  if (minutes) item.minutes = minutes;
  const code = record.displayName ?? record.courseNumber;
  if (code) item.code = code;
  if (record.certificationType) item.certificationType = record.certificationType;
  return item;
}

const ACRONYMS = new Set([
  'ai',
  'api',
  'aks',
  'bi',
  'crm',
  'dns',
  'erp',
  'iot',
  'it',
  'ml',
  'rpa',
  'sql',
  'ui',
  'ux',
  'vm',
]);

/** "azure-functions" → "Azure Functions": the display name when the taxonomy does not give one. */
export function humanize(id: string): string {
  return id
    .split(/[-_]/)
    .filter(Boolean)
    .map((w) => (ACRONYMS.has(w.toLowerCase()) ? w.toUpperCase() : w[0]!.toUpperCase() + w.slice(1)))
    .join(' ');
}
