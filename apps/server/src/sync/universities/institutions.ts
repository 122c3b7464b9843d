/**
 * Which partners of the course platforms are universities, and in which country. Coursera's and
 * edX's catalogues mix universities with companies (Google, IBM, museums, banks); the university
 * courses page lists only universities, and needs each one's country for its filter.
 *
 * Coursera partners are keyed by their `shortName` (stable in partners.v1), edX organisations by
 * their org code (the `org` of each course). A partner missing here still counts when
 * partners.v1 gives its location and its name says it is a university (see coursera.ts).
 */

export interface Institution {
  /** The name to show; when absent the platform's own (trimmed) name is used. */
  name?: string;
  country: string;
}

const US = 'United States';
const UK = 'United Kingdom';

/** Coursera university partners by `shortName`. */
export const COURSERA_UNIVERSITIES: Readonly<Record<string, Institution>> = {
  // United States
  illinois: { country: US, name: 'University of Illinois Urbana-Champaign' },
  penn: { country: US },
  cusystem: { country: US },
  ucsd: { country: US },
  uci: { country: US },
  umich: { country: US },
  jhu: { country: US },
  ucdavis: { country: US },
  duke: { country: US },
  boulder: { country: US },
  asu: { country: US },
  suny: { country: US },
  rice: { country: US },
  northwestern: { country: US },
  yale: { country: US },
  minnesota: { country: US },
  berklee: { country: US },
  uva: { country: US },
  gatech: { country: US },
  wesleyan: { country: US },
  calarts: { country: US },
  uw: { country: US },
  umd: { country: US },
  rutgers: { country: US, name: 'Rutgers, The State University of New Jersey' },
  emory: { country: US },
  michstate: { country: US },
  stanford: { country: US },
  usg: { country: US },
  vanderbilt: { country: US },
  unc: { country: US },
  columbia: { country: US },
  ismms: { country: US },
  princeton: { country: US },
  casewesternreserve: { country: US },
  newmexico: { country: US },
  ucsc: { country: US },
  psu: { country: US },
  wvu: { country: US },
  ufl: { country: US },
  uhs: { country: US },
  relay: { country: US },
  curtis: { country: US },
  pitt: { country: US },
  rochester: { country: US },
  northeastern: { country: US },
  caltech: { country: US, name: 'California Institute of Technology' },
  chicago: { country: US },
  arizona: { country: US },
  yeshiva: { country: US },
  cmu: { country: US },
  gwu: { country: US },
  nebraska: { country: US },
  unt: { country: US },
  uk: { country: US },
  hightechhigh: { country: US },
  nyu: { country: US },
  // United Kingdom
  london: { country: UK },
  edinburgh: { country: UK },
  imperial: { country: UK },
  leeds: { country: UK },
  manchester: { country: UK, name: 'The University of Manchester' },
  glasgow: { country: UK },
  // Europe
  epfl: { country: 'Switzerland' },
  unige: { country: 'Switzerland' },
  unil: { country: 'Switzerland' },
  zurich: { country: 'Switzerland' },
  leiden: { country: 'Netherlands' },
  erasmus: { country: 'Netherlands' },
  utrecht: { country: 'Netherlands' },
  amsterdam: { country: 'Netherlands' },
  tue: { country: 'Netherlands' },
  lmu: { country: 'Germany', name: 'Ludwig-Maximilians-Universität München' },
  tum: { country: 'Germany', name: 'Technical University of Munich' },
  ucph: { country: 'Denmark' },
  dtu: { country: 'Denmark', name: 'Technical University of Denmark' },
  cbs: { country: 'Denmark' },
  lunduniversity: { country: 'Sweden' },
  ep: { country: 'France' },
  essec: { country: 'France' },
  hec: { country: 'France' },
  sciencespo: { country: 'France' },
  escpeurope: { country: 'France', name: 'ESCP Business School' },
  emlyon: { country: 'France' },
  ens: { country: 'France' },
  ecp: { country: 'France' },
  enpc: { country: 'France' },
  insead: { country: 'France' },
  imt: { country: 'France' },
  uab: { country: 'Spain' },
  ub: { country: 'Spain' },
  ie: { country: 'Spain' },
  iese: { country: 'Spain' },
  esade: { country: 'Spain' },
  polimi: { country: 'Italy' },
  sapienza: { country: 'Italy' },
  bocconi: { country: 'Italy' },
  sdabocconi: { country: 'Italy' },
  koc: { country: 'Turkey' },
  hse: { country: 'Russia' },
  mipt: { country: 'Russia' },
  spbu: { country: 'Russia' },
  tsu: { country: 'Russia' },
  mephi: { country: 'Russia' },
  nsu: { country: 'Russia' },
  spbpu: { country: 'Russia' },
  mgimo: { country: 'Russia' },
  // Middle East and Africa
  technion: { country: 'Israel' },
  huji: { country: 'Israel' },
  telaviv: { country: 'Israel' },
  uct: { country: 'South Africa' },
  // Asia and Oceania
  pku: { country: 'China' },
  tsinghua: { country: 'China' },
  fudan: { country: 'China' },
  nanjing: { country: 'China' },
  sjtu: { country: 'China' },
  xjtu: { country: 'China' },
  ustc: { country: 'China' },
  hkust: { country: 'Hong Kong' },
  cuhk: { country: 'Hong Kong' },
  hku: { country: 'Hong Kong' },
  taiwan: { country: 'Taiwan' },
  utokyo: { country: 'Japan' },
  kaist: { country: 'South Korea', name: 'Korea Advanced Institute of Science and Technology (KAIST)' },
  yonsei: { country: 'South Korea' },
  postech: { country: 'South Korea' },
  nus: { country: 'Singapore' },
  ntu: { country: 'Singapore', name: 'Nanyang Technological University' },
  isb: { country: 'India' },
  unimelb: { country: 'Australia' },
  sydney: { country: 'Australia' },
  macquarie: { country: 'Australia' },
  unsw: { country: 'Australia', name: 'UNSW Sydney' },
  uwa: { country: 'Australia' },
  // The Americas
  utoronto: { country: 'Canada' },
  ualberta: { country: 'Canada' },
  mcmaster: { country: 'Canada' },
  unam: { country: 'Mexico' },
  tecdemonterrey: { country: 'Mexico' },
  uniandes: { country: 'Colombia' },
  usp: { country: 'Brazil' },
  unicamp: { country: 'Brazil' },
  ita: { country: 'Brazil' },
  fia: { country: 'Brazil' },
  insper: { country: 'Brazil' },
  ucchile: { country: 'Chile' },
  uchile: { country: 'Chile' },
  austral: { country: 'Argentina' },
};

/** edX university organisations by org code (case-insensitive lookups use `findEdxOrg`). */
export const EDX_UNIVERSITIES: Readonly<Record<string, Required<Institution>>> = {
  MITx: { name: 'Massachusetts Institute of Technology', country: US },
  HarvardX: { name: 'Harvard University', country: US },
  BerkeleyX: { name: 'University of California, Berkeley', country: US },
  StanfordOnline: { name: 'Stanford University', country: US },
  ColumbiaX: { name: 'Columbia University', country: US },
  PennX: { name: 'University of Pennsylvania', country: US },
  CornellX: { name: 'Cornell University', country: US },
  PrincetonX: { name: 'Princeton University', country: US },
  GeorgetownX: { name: 'Georgetown University', country: US },
  UTAustinX: { name: 'The University of Texas at Austin', country: US },
  UCSanDiegoX: { name: 'University of California San Diego', country: US },
  GTx: { name: 'Georgia Institute of Technology', country: US },
  CaltechX: { name: 'California Institute of Technology', country: US },
  RiceX: { name: 'Rice University', country: US },
  WellesleyX: { name: 'Wellesley College', country: US },
  BUx: { name: 'Boston University', country: US },
  NotreDameX: { name: 'University of Notre Dame', country: US },
  DartmouthX: { name: 'Dartmouth College', country: US },
  MichiganX: { name: 'University of Michigan', country: US },
  UChicagoX: { name: 'University of Chicago', country: US },
  UWashingtonX: { name: 'University of Washington', country: US },
  ASUx: { name: 'Arizona State University', country: US },
  DelftX: { name: 'Delft University of Technology', country: 'Netherlands' },
  ETHx: { name: 'ETH Zurich', country: 'Switzerland' },
  EPFLx: { name: 'École Polytechnique Fédérale de Lausanne', country: 'Switzerland' },
  ChalmersX: { name: 'Chalmers University of Technology', country: 'Sweden' },
  KTHx: { name: 'KTH Royal Institute of Technology', country: 'Sweden' },
  KIx: { name: 'Karolinska Institutet', country: 'Sweden' },
  LouvainX: { name: 'Université catholique de Louvain', country: 'Belgium' },
  KULeuvenX: { name: 'KU Leuven', country: 'Belgium' },
  TUMx: { name: 'Technical University of Munich', country: 'Germany' },
  UPValenciaX: { name: 'Universitat Politècnica de València', country: 'Spain' },
  UC3Mx: { name: 'Universidad Carlos III de Madrid', country: 'Spain' },
  UQx: { name: 'The University of Queensland', country: 'Australia' },
  AdelaideX: { name: 'The University of Adelaide', country: 'Australia' },
  ANUx: { name: 'Australian National University', country: 'Australia' },
  CurtinX: { name: 'Curtin University', country: 'Australia' },
  UBCx: { name: 'The University of British Columbia', country: 'Canada' },
  KyotoUx: { name: 'Kyoto University', country: 'Japan' },
  UTokyoX: { name: 'The University of Tokyo', country: 'Japan' },
  TsinghuaX: { name: 'Tsinghua University', country: 'China' },
  PekingX: { name: 'Peking University', country: 'China' },
  HKUx: { name: 'The University of Hong Kong', country: 'Hong Kong' },
  HKUSTx: { name: 'The Hong Kong University of Science and Technology', country: 'Hong Kong' },
  HKPolyUx: { name: 'The Hong Kong Polytechnic University', country: 'Hong Kong' },
  IITBombayX: { name: 'Indian Institute of Technology Bombay', country: 'India' },
  IIMBx: { name: 'Indian Institute of Management Bangalore', country: 'India' },
};

const edxByLowerCase = new Map(Object.entries(EDX_UNIVERSITIES).map(([org, i]) => [org.toLowerCase(), i]));

/** The university behind an edX org code, ignoring case (edX treats org codes case-insensitively). */
export function findEdxOrg(org: string): Required<Institution> | undefined {
  return edxByLowerCase.get(org.toLowerCase());
}

/** Country names for ISO 3166-1 alpha-2 codes, as the rest of the data spells them. */
const COUNTRY_BY_CODE: Readonly<Record<string, string>> = {
  US: US,
  GB: UK,
  UK: UK,
  HK: 'Hong Kong',
  KR: 'South Korea',
  RU: 'Russia',
  TW: 'Taiwan',
  CN: 'China',
};

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/**
 * An English country name from what a source sends: a name is kept, an ISO alpha-2 code is
 * spelled out. Undefined for anything else.
 */
export function countryName(value: string | null | undefined): string | undefined {
  const text = value?.trim();
  if (!text) return undefined;
  if (/^[A-Za-z]{2}$/.test(text)) {
    const code = text.toUpperCase();
    if (COUNTRY_BY_CODE[code]) return COUNTRY_BY_CODE[code];
    try {
      const name = regionNames.of(code);
      return name && name !== code ? name : undefined;
    } catch {
      return undefined;
    }
  }
  return text.length <= 100 ? text : undefined;
}

/** Names that say an institution is a university or another school of higher education. */
const universityName =
  /\b(universit|university|college|institute of technology|polytechnic|politecnico|polytechnique|école|ecole|school of|business school|graduate school|conservatory|academy of)/i;

export function looksLikeUniversity(name: string): boolean {
  return universityName.test(name);
}
