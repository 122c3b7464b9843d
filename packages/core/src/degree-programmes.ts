import { formatCount } from './format-count';
/**
 * The degree recommendation tool's knowledge base: real degree programmes with the interests and
 * strengths they suit, where graduates work, the careers they lead to and the U.S. labour-market
 * figures of the closest occupation.
 *
 * Figures come from the U.S. Bureau of Labor Statistics Occupational Outlook Handbook, 2024-25
 * edition (https://www.bls.gov/ooh/): the median annual pay of May 2023 and the projected change
 * in employment from 2023 to 2033 (the average for all occupations is 4%). The Handbook gives a
 * median, not a range, so the ranges here are derived from it and say so in `sources`: entry
 * level is 60-80% of the median and experienced is 100-130% of it, which approximates the
 * 10th-25th and 50th-75th percentiles of most occupations in the BLS wage data. Growth wording
 * follows the Handbook's bands (8% or more: much faster than average; 5-7%: faster; 3-4%: about
 * as fast; 1-2%: slower; -1 to 0%: little or no change; below: decline).
 */

export interface DegreeProgramme {
  id: string;
  /** The programme's full name, e.g. 'Bachelor of Science in Computer Science'. */
  degree: string;
  field: string;
  /** Interest and strength words the programme suits ('coding', 'puzzles', 'helping people'). */
  keywords: string[];
  workEnvironments: string[];
  /** Occupations graduates go into. */
  careerPaths: string[];
  skillsDeveloped: string[];
  jobOutlook: string;
  salary: { entryLevel: string; experienced: string };
  /** The occupation the figures come from, when it usually needs a graduate degree. */
  graduateOccupation?: string;
  /** Where the outlook and salary figures come from. */
  sources: string;
}

/** The BLS Handbook occupation a programme's figures come from. */
interface Occupation {
  /** The Handbook's occupation name. */
  name: string;
  /** Path of its page under https://www.bls.gov/ooh/. */
  page: string;
  /** Median annual pay, May 2023, in dollars. */
  median: number;
  /** Projected employment change 2023-33, in percent. */
  growth: number;
  /**
   * The occupation usually needs a graduate degree (the Handbook's "How to become one"; the
   * programmes' own career lists say "with a graduate degree"): its pay is not a bachelor's.
   */
  graduateEntry?: true;
}

const OOH = 'https://www.bls.gov/ooh/';
const EDITION = 'BLS Occupational Outlook Handbook, 2024-25 edition';

function dollars(n: number): string {
  return `$${formatCount(n)}`;
}

/** To the nearest $5,000: the ranges are estimates, so they should not look more precise than they are. */
function roundTo5k(n: number): number {
  return Math.round(n / 5000) * 5000;
}

export function growthWording(percent: number): string {
  if (percent >= 8) return 'much faster than average';
  if (percent >= 5) return 'faster than average';
  if (percent >= 3) return 'about as fast as average';
  if (percent >= 1) return 'slower than average';
  if (percent >= -1) return 'little or no change';
  return 'a decline';
}

function outlook(o: Occupation): string {
  const change =
    o.growth > 0
      ? `employment projected to grow ${o.growth}% from 2023 to 2033, ${growthWording(o.growth)}`
      : o.growth < 0
        ? `employment projected to decline ${-o.growth}% from 2023 to 2033`
        : 'employment projected to show little or no change from 2023 to 2033';
  return `${o.name}: ${change}. Median pay ${dollars(o.median)} (May 2023).`;
}

function derivedSalary(o: Occupation) {
  return {
    entryLevel: `${dollars(roundTo5k(o.median * 0.6))} - ${dollars(roundTo5k(o.median * 0.8))}`,
    experienced: `${dollars(roundTo5k(o.median))} - ${dollars(roundTo5k(o.median * 1.3))}`,
  };
}

function derivedSources(o: Occupation): string {
  return `${EDITION}, ${o.name} (${OOH}${o.page}): median pay ${dollars(o.median)} in May 2023, ${o.growth}% projected change 2023-33. Salary ranges are estimates derived from that median (entry level 60-80% of it, experienced 100-130%).`;
}

type ProgrammeData = Omit<DegreeProgramme, 'jobOutlook' | 'salary' | 'sources'>;

function programme(data: ProgrammeData, o: Occupation): DegreeProgramme {
  return {
    ...data,
    jobOutlook: outlook(o),
    salary: derivedSalary(o),
    sources: derivedSources(o),
    ...(o.graduateEntry ? { graduateOccupation: o.name } : {}),
  };
}

// The occupations, with their Handbook pages and May 2023 / 2023-33 figures.
// biome-ignore format: one line per occupation keeps the table readable.
const OCC = {
  SOFTWARE: { name: 'Software developers, quality assurance analysts, and testers', page: 'computer-and-information-technology/software-developers.htm', median: 130_160, growth: 17 },
  DATA_SCIENTISTS: { name: 'Data scientists', page: 'math/data-scientists.htm', median: 108_020, growth: 36 },
  SYSTEMS_ANALYSTS: { name: 'Computer systems analysts', page: 'computer-and-information-technology/computer-systems-analysts.htm', median: 103_800, growth: 11 },
  INFOSEC: { name: 'Information security analysts', page: 'computer-and-information-technology/information-security-analysts.htm', median: 120_360, growth: 33 },
  SYSADMINS: { name: 'Network and computer systems administrators', page: 'computer-and-information-technology/network-and-computer-systems-administrators.htm', median: 95_360, growth: -3 },
  HARDWARE: { name: 'Computer hardware engineers', page: 'architecture-and-engineering/computer-hardware-engineers.htm', median: 138_080, growth: 7 },
  ELECTRICAL: { name: 'Electrical and electronics engineers', page: 'architecture-and-engineering/electrical-and-electronics-engineers.htm', median: 109_010, growth: 9 },
  MECHANICAL: { name: 'Mechanical engineers', page: 'architecture-and-engineering/mechanical-engineers.htm', median: 99_510, growth: 11 },
  CIVIL: { name: 'Civil engineers', page: 'architecture-and-engineering/civil-engineers.htm', median: 95_890, growth: 6 },
  BIOMEDICAL: { name: 'Bioengineers and biomedical engineers', page: 'architecture-and-engineering/biomedical-engineers.htm', median: 100_730, growth: 7 },
  AEROSPACE: { name: 'Aerospace engineers', page: 'architecture-and-engineering/aerospace-engineers.htm', median: 130_720, growth: 6 },
  INDUSTRIAL: { name: 'Industrial engineers', page: 'architecture-and-engineering/industrial-engineers.htm', median: 99_380, growth: 12 },
  CHEMICAL_ENG: { name: 'Chemical engineers', page: 'architecture-and-engineering/chemical-engineers.htm', median: 112_100, growth: 10 },
  MATH: { name: 'Mathematicians and statisticians', page: 'math/mathematicians-and-statisticians.htm', median: 104_860, growth: 11 },
  OPS_RESEARCH: { name: 'Operations research analysts', page: 'math/operations-research-analysts.htm', median: 83_640, growth: 23 },
  PHYSICISTS: { name: 'Physicists', page: 'life-physical-and-social-science/physicists-and-astronomers.htm', median: 155_680, growth: 7 },
  ECONOMISTS: { name: 'Economists', page: 'life-physical-and-social-science/economists.htm', median: 115_730, growth: 5 },
  FIN_ANALYSTS: { name: 'Financial analysts', page: 'business-and-financial/financial-analysts.htm', median: 99_890, growth: 9 },
  ACCOUNTANTS: { name: 'Accountants and auditors', page: 'business-and-financial/accountants-and-auditors.htm', median: 79_880, growth: 6 },
  MGMT_ANALYSTS: { name: 'Management analysts', page: 'business-and-financial/management-analysts.htm', median: 99_410, growth: 11 },
  MARKET_RESEARCH: { name: 'Market research analysts', page: 'business-and-financial/market-research-analysts.htm', median: 74_680, growth: 8 },
  LOGISTICIANS: { name: 'Logisticians', page: 'business-and-financial/logisticians.htm', median: 79_400, growth: 19 },
  HR: { name: 'Human resources specialists', page: 'business-and-financial/human-resources-specialists.htm', median: 67_650, growth: 8 },
  PSYCHOLOGISTS: { name: 'Psychologists', page: 'life-physical-and-social-science/psychologists.htm', median: 92_740, growth: 7, graduateEntry: true },
  NURSES: { name: 'Registered nurses', page: 'healthcare/registered-nurses.htm', median: 86_070, growth: 6 },
  PHARMACISTS: { name: 'Pharmacists', page: 'healthcare/pharmacists.htm', median: 136_030, growth: 5 },
  PHYSICAL_THERAPISTS: { name: 'Physical therapists', page: 'healthcare/physical-therapists.htm', median: 99_710, growth: 14 },
  DIETITIANS: { name: 'Dietitians and nutritionists', page: 'healthcare/dietitians-and-nutritionists.htm', median: 73_850, growth: 7 },
  VETERINARIANS: { name: 'Veterinarians', page: 'healthcare/veterinarians.htm', median: 119_100, growth: 19 },
  BIO_TECHS: { name: 'Biological technicians', page: 'life-physical-and-social-science/biological-technicians.htm', median: 51_850, growth: 5 },
  CHEMISTS: { name: 'Chemists and materials scientists', page: 'life-physical-and-social-science/chemists-and-materials-scientists.htm', median: 84_150, growth: 8 },
  ENV_SCIENTISTS: { name: 'Environmental scientists and specialists', page: 'life-physical-and-social-science/environmental-scientists-and-specialists.htm', median: 78_980, growth: 7 },
  AGRI_SCIENTISTS: { name: 'Agricultural and food scientists', page: 'life-physical-and-social-science/agricultural-and-food-scientists.htm', median: 76_400, growth: 8 },
  EPIDEMIOLOGISTS: { name: 'Epidemiologists', page: 'life-physical-and-social-science/epidemiologists.htm', median: 81_390, growth: 19, graduateEntry: true },
  HEALTH_MANAGERS: { name: 'Medical and health services managers', page: 'management/medical-and-health-services-managers.htm', median: 110_680, growth: 29 },
  ARCHITECTS: { name: 'Architects', page: 'architecture-and-engineering/architects.htm', median: 93_310, growth: 5 },
  CONSTRUCTION: { name: 'Construction managers', page: 'management/construction-managers.htm', median: 104_900, growth: 9 },
  GRAPHIC: { name: 'Graphic designers', page: 'arts-and-design/graphic-designers.htm', median: 58_910, growth: 2 },
  WEB_DIGITAL: { name: 'Web developers and digital designers', page: 'computer-and-information-technology/web-developers.htm', median: 92_750, growth: 8 },
  ANIMATORS: { name: 'Special effects artists and animators', page: 'arts-and-design/multimedia-artists-and-animators.htm', median: 99_060, growth: 4 },
  JOURNALISTS: { name: 'News analysts, reporters, and journalists', page: 'media-and-communication/reporters-correspondents-and-broadcast-news-analysts.htm', median: 57_500, growth: -4 },
  PR: { name: 'Public relations specialists', page: 'media-and-communication/public-relations-specialists.htm', median: 67_440, growth: 6 },
  WRITERS: { name: 'Writers and authors', page: 'media-and-communication/writers-and-authors.htm', median: 72_270, growth: 4 },
  TRANSLATORS: { name: 'Interpreters and translators', page: 'media-and-communication/interpreters-and-translators.htm', median: 57_090, growth: 2 },
  PRODUCERS: { name: 'Producers and directors', page: 'entertainment-and-sports/producers-and-directors.htm', median: 82_510, growth: 8 },
  MUSIC: { name: 'Music directors and composers', page: 'entertainment-and-sports/music-directors-and-composers.htm', median: 62_590, growth: 3 },
  LODGING: { name: 'Lodging managers', page: 'management/lodging-managers.htm', median: 65_360, growth: 10 },
  POLITICAL: { name: 'Political scientists', page: 'life-physical-and-social-science/political-scientists.htm', median: 132_350, growth: 7, graduateEntry: true },
  HS_TEACHERS: { name: 'High school teachers', page: 'education-training-and-library/high-school-teachers.htm', median: 65_220, growth: 1 },
  POSTSECONDARY: { name: 'Postsecondary teachers', page: 'education-training-and-library/postsecondary-teachers.htm', median: 84_380, growth: 8, graduateEntry: true },
  CURATORS: { name: 'Archivists, curators, and museum workers', page: 'education-training-and-library/curators-museum-technicians-and-conservators.htm', median: 57_120, growth: 7 },
  SOCIAL_WORKERS: { name: 'Social workers', page: 'community-and-social-service/social-workers.htm', median: 58_380, growth: 7 },
  PLANNERS: { name: 'Urban and regional planners', page: 'life-physical-and-social-science/urban-and-regional-planners.htm', median: 81_800, growth: 4 },
  ACTUARIES: { name: 'Actuaries', page: 'math/actuaries.htm', median: 120_000, growth: 22 },
  LAWYERS: { name: 'Lawyers', page: 'legal/lawyers.htm', median: 145_760, growth: 5 },
} satisfies Record<string, Occupation>;

/**
 * Physicians' pay is reported by BLS only as "equal to or greater than $239,200" (May 2023), so
 * the ranges are written out rather than derived from a median.
 */
const MEDICINE: DegreeProgramme = {
  id: 'medicine',
  degree: 'Doctor of Medicine (MD), after a pre-med bachelor’s degree',
  field: 'Medicine',
  keywords: [
    'medicine',
    'medical',
    'doctor',
    'physician',
    'surgeon',
    'surgery',
    'biology',
    'anatomy',
    'chemistry',
    'helping people',
    'caring',
    'health',
    'healing',
    'patients',
    'science',
    'saving lives',
  ],
  workEnvironments: ['hospital', 'clinic', 'team', 'shifts', 'fast-paced', 'lab'],
  careerPaths: [
    'Physician',
    'Surgeon',
    'General practitioner',
    'Pediatrician',
    'Psychiatrist',
    'Medical researcher',
  ],
  skillsDeveloped: [
    'Clinical diagnosis',
    'Anatomy and physiology',
    'Patient communication',
    'Evidence-based medicine',
    'Decision-making under pressure',
    'Medical ethics',
  ],
  jobOutlook:
    'Physicians and surgeons: employment projected to grow 4% from 2023 to 2033, about as fast as average. Median pay equal to or greater than $239,200 (May 2023).',
  salary: {
    entryLevel: 'Resident physicians in training earn a stipend; full pay begins after residency (3-7 years)',
    experienced: '$239,200 or more (BLS median for physicians and surgeons)',
  },
  sources: `${EDITION}, Physicians and Surgeons (${OOH}healthcare/physicians-and-surgeons.htm): median pay equal to or greater than $239,200 in May 2023, 4% projected change 2023-33. BLS gives no figure for residents, so none is stated for entry level.`,
};

// biome-ignore format: one line per programme keeps the table readable.
export const DEGREE_PROGRAMMES: readonly DegreeProgramme[] = [
  programme({ id: 'computer-science', degree: 'Bachelor of Science in Computer Science', field: 'Computer Science', keywords: ['coding', 'programming', 'computers', 'software', 'puzzles', 'problem solving', 'math', 'mathematics', 'logic', 'algorithms', 'technology', 'building apps', 'video games', 'artificial intelligence', 'AI', 'robots'], workEnvironments: ['office', 'remote', 'team', 'startup', 'flexible', 'tech company'], careerPaths: ['Software developer', 'Software engineer', 'Machine learning engineer', 'Systems architect', 'Research scientist', 'Game programmer'], skillsDeveloped: ['Programming', 'Algorithms and data structures', 'Software design', 'Mathematical reasoning', 'Problem solving', 'Teamwork on software projects'] }, OCC.SOFTWARE),
  programme({ id: 'software-engineering', degree: 'Bachelor of Science in Software Engineering', field: 'Software Engineering', keywords: ['coding', 'programming', 'building apps', 'apps', 'websites', 'software', 'computers', 'technology', 'building things', 'logic', 'problem solving', 'teamwork', 'puzzles', 'design'], workEnvironments: ['office', 'remote', 'team', 'startup', 'tech company', 'flexible'], careerPaths: ['Software developer', 'Software engineer', 'Web developer', 'Mobile app developer', 'DevOps engineer', 'Quality assurance engineer'], skillsDeveloped: ['Software development', 'Software testing', 'Requirements and design', 'Version control and teamwork', 'Project management', 'Debugging'] }, OCC.SOFTWARE),
  programme({ id: 'data-science', degree: 'Bachelor of Science in Data Science', field: 'Data Science', keywords: ['data', 'statistics', 'math', 'mathematics', 'numbers', 'patterns', 'coding', 'programming', 'analysis', 'analyzing', 'research', 'artificial intelligence', 'AI', 'machine learning', 'puzzles', 'logic', 'predictions'], workEnvironments: ['office', 'remote', 'team', 'tech company', 'research'], careerPaths: ['Data scientist', 'Data analyst', 'Machine learning engineer', 'Business intelligence analyst', 'Data engineer'], skillsDeveloped: ['Statistics', 'Programming in Python and R', 'Machine learning', 'Data visualization', 'Databases and SQL', 'Communicating findings'] }, OCC.DATA_SCIENTISTS),
  programme({ id: 'information-systems', degree: 'Bachelor of Science in Information Systems', field: 'Information Systems', keywords: ['technology', 'computers', 'business', 'organizing', 'systems', 'problem solving', 'data', 'databases', 'helping teams', 'projects', 'communication'], workEnvironments: ['office', 'team', 'corporate', 'remote', 'consulting'], careerPaths: ['Computer systems analyst', 'Business analyst', 'IT project manager', 'Database administrator', 'IT consultant'], skillsDeveloped: ['Systems analysis', 'Databases', 'Business process modeling', 'Project management', 'IT strategy', 'Communication with stakeholders'] }, OCC.SYSTEMS_ANALYSTS),
  programme({ id: 'information-technology', degree: 'Bachelor of Science in Information Technology', field: 'Information Technology', keywords: ['computers', 'technology', 'networks', 'fixing things', 'troubleshooting', 'hardware', 'helping people', 'cloud', 'servers', 'hands-on'], workEnvironments: ['office', 'team', 'on-site', 'data center', 'remote', 'shifts'], careerPaths: ['Network administrator', 'Systems administrator', 'IT support specialist', 'Cloud administrator', 'IT manager'], skillsDeveloped: ['Networking', 'Operating systems', 'Cloud services', 'IT support', 'Scripting', 'Security basics'] }, OCC.SYSADMINS),
  programme({ id: 'cybersecurity', degree: 'Bachelor of Science in Cybersecurity', field: 'Cybersecurity', keywords: ['security', 'cybersecurity', 'hacking', 'computers', 'networks', 'puzzles', 'investigating', 'protecting', 'problem solving', 'logic', 'technology', 'privacy', 'detail'], workEnvironments: ['office', 'team', 'government', 'remote', 'shifts', 'security operations center'], careerPaths: ['Information security analyst', 'Penetration tester', 'Security engineer', 'Incident responder', 'Security consultant'], skillsDeveloped: ['Network security', 'Threat analysis', 'Ethical hacking', 'Cryptography', 'Incident response', 'Risk management'] }, OCC.INFOSEC),
  programme({ id: 'computer-engineering', degree: 'Bachelor of Science in Computer Engineering', field: 'Computer Engineering', keywords: ['electronics', 'hardware', 'computers', 'circuits', 'building things', 'robots', 'coding', 'programming', 'math', 'physics', 'gadgets', 'technology'], workEnvironments: ['lab', 'office', 'team', 'tech company', 'manufacturing'], careerPaths: ['Computer hardware engineer', 'Embedded systems engineer', 'Firmware engineer', 'Chip designer', 'Robotics engineer'], skillsDeveloped: ['Digital logic and circuits', 'Embedded programming', 'Computer architecture', 'Hardware testing', 'Mathematics', 'Systems design'] }, OCC.HARDWARE),
  programme({ id: 'electrical-engineering', degree: 'Bachelor of Science in Electrical Engineering', field: 'Electrical Engineering', keywords: ['electronics', 'electricity', 'circuits', 'physics', 'math', 'mathematics', 'energy', 'building things', 'gadgets', 'robots', 'power', 'technology', 'problem solving'], workEnvironments: ['lab', 'office', 'team', 'manufacturing', 'field work', 'outdoors'], careerPaths: ['Electrical engineer', 'Electronics engineer', 'Power systems engineer', 'Controls engineer', 'Telecommunications engineer'], skillsDeveloped: ['Circuit analysis', 'Signal processing', 'Power systems', 'Control systems', 'Mathematics', 'Technical problem solving'] }, OCC.ELECTRICAL),
  programme({ id: 'mechanical-engineering', degree: 'Bachelor of Science in Mechanical Engineering', field: 'Mechanical Engineering', keywords: ['machines', 'building things', 'cars', 'engines', 'physics', 'math', 'mathematics', 'design', 'robots', 'fixing things', 'hands-on', 'problem solving', 'energy', '3D printing'], workEnvironments: ['office', 'lab', 'manufacturing', 'team', 'factory', 'field work'], careerPaths: ['Mechanical engineer', 'Design engineer', 'Manufacturing engineer', 'Automotive engineer', 'HVAC engineer'], skillsDeveloped: ['Mechanics and thermodynamics', 'Computer-aided design (CAD)', 'Materials', 'Prototyping', 'Mathematics', 'Engineering analysis'] }, OCC.MECHANICAL),
  programme({ id: 'civil-engineering', degree: 'Bachelor of Science in Civil Engineering', field: 'Civil Engineering', keywords: ['bridges', 'buildings', 'construction', 'infrastructure', 'cities', 'roads', 'water', 'building things', 'physics', 'math', 'mathematics', 'design', 'environment', 'planning'], workEnvironments: ['outdoors', 'office', 'construction sites', 'field work', 'team', 'government'], careerPaths: ['Civil engineer', 'Structural engineer', 'Transportation engineer', 'Geotechnical engineer', 'Water resources engineer'], skillsDeveloped: ['Structural analysis', 'Surveying', 'Project planning', 'Materials', 'CAD', 'Safety and codes'] }, OCC.CIVIL),
  programme({ id: 'biomedical-engineering', degree: 'Bachelor of Science in Biomedical Engineering', field: 'Biomedical Engineering', keywords: ['biology', 'medicine', 'medical devices', 'engineering', 'health', 'building things', 'helping people', 'physics', 'math', 'chemistry', 'science', 'technology', 'research'], workEnvironments: ['lab', 'hospital', 'office', 'manufacturing', 'research', 'team'], careerPaths: ['Biomedical engineer', 'Medical device engineer', 'Clinical engineer', 'Regulatory affairs specialist', 'Research engineer'], skillsDeveloped: ['Biomechanics', 'Medical instrumentation', 'Physiology', 'Design and testing', 'Regulation of medical devices', 'Research methods'] }, OCC.BIOMEDICAL),
  programme({ id: 'aerospace-engineering', degree: 'Bachelor of Science in Aerospace Engineering', field: 'Aerospace Engineering', keywords: ['airplanes', 'aircraft', 'space', 'rockets', 'flight', 'physics', 'math', 'mathematics', 'astronomy', 'building things', 'engines', 'design', 'problem solving'], workEnvironments: ['office', 'lab', 'manufacturing', 'team', 'government', 'defense'], careerPaths: ['Aerospace engineer', 'Aircraft design engineer', 'Propulsion engineer', 'Spacecraft systems engineer', 'Flight test engineer'], skillsDeveloped: ['Aerodynamics', 'Propulsion', 'Structures and materials', 'Flight mechanics', 'Mathematics', 'Systems engineering'] }, OCC.AEROSPACE),
  programme({ id: 'industrial-engineering', degree: 'Bachelor of Science in Industrial Engineering', field: 'Industrial Engineering', keywords: ['efficiency', 'processes', 'optimization', 'organizing', 'systems', 'manufacturing', 'math', 'statistics', 'problem solving', 'logistics', 'improving things', 'business'], workEnvironments: ['manufacturing', 'office', 'factory', 'team', 'hospital', 'warehouse'], careerPaths: ['Industrial engineer', 'Process improvement engineer', 'Quality engineer', 'Operations analyst', 'Supply chain engineer'], skillsDeveloped: ['Process optimization', 'Operations research', 'Quality control', 'Statistics', 'Ergonomics', 'Lean and Six Sigma methods'] }, OCC.INDUSTRIAL),
  programme({ id: 'chemical-engineering', degree: 'Bachelor of Science in Chemical Engineering', field: 'Chemical Engineering', keywords: ['chemistry', 'experiments', 'energy', 'materials', 'math', 'physics', 'science', 'manufacturing', 'pharmaceuticals', 'environment', 'problem solving'], workEnvironments: ['lab', 'manufacturing', 'plant', 'office', 'team', 'field work'], careerPaths: ['Chemical engineer', 'Process engineer', 'Materials engineer', 'Environmental engineer', 'Pharmaceutical engineer'], skillsDeveloped: ['Chemical processes', 'Thermodynamics', 'Reaction engineering', 'Process safety', 'Mathematics', 'Lab skills'] }, OCC.CHEMICAL_ENG),
  programme({ id: 'mathematics', degree: 'Bachelor of Science in Mathematics', field: 'Mathematics', keywords: ['math', 'mathematics', 'maths', 'numbers', 'puzzles', 'logic', 'proofs', 'abstract thinking', 'problem solving', 'patterns', 'teaching', 'research'], workEnvironments: ['office', 'university', 'research', 'remote', 'quiet', 'independent'], careerPaths: ['Mathematician', 'Statistician', 'Data analyst', 'Actuary', 'Teacher', 'Quantitative analyst'], skillsDeveloped: ['Mathematical proof', 'Analytical thinking', 'Modeling', 'Statistics', 'Programming', 'Abstract reasoning'] }, OCC.MATH),
  programme({ id: 'statistics', degree: 'Bachelor of Science in Statistics', field: 'Statistics', keywords: ['statistics', 'data', 'numbers', 'math', 'mathematics', 'probability', 'patterns', 'analysis', 'research', 'surveys', 'logic', 'predictions'], workEnvironments: ['office', 'research', 'remote', 'government', 'team'], careerPaths: ['Statistician', 'Data analyst', 'Biostatistician', 'Data scientist', 'Survey researcher'], skillsDeveloped: ['Statistical modeling', 'Probability', 'Experimental design', 'R and Python', 'Data visualization', 'Interpreting results'] }, OCC.MATH),
  programme({ id: 'actuarial-science', degree: 'Bachelor of Science in Actuarial Science', field: 'Actuarial Science', keywords: ['math', 'mathematics', 'numbers', 'probability', 'statistics', 'risk', 'finance', 'insurance', 'logic', 'exams', 'problem solving', 'detail'], workEnvironments: ['office', 'corporate', 'team', 'remote', 'quiet'], careerPaths: ['Actuary', 'Risk analyst', 'Pension consultant', 'Insurance underwriter', 'Financial analyst'], skillsDeveloped: ['Probability and statistics', 'Financial mathematics', 'Risk modeling', 'Spreadsheets and programming', 'Business communication', 'Exam preparation'] }, OCC.ACTUARIES),
  programme({ id: 'operations-research', degree: 'Bachelor of Science in Operations Research', field: 'Operations Research', keywords: ['optimization', 'math', 'mathematics', 'statistics', 'problem solving', 'logistics', 'decisions', 'efficiency', 'modeling', 'puzzles', 'data'], workEnvironments: ['office', 'team', 'corporate', 'government', 'remote'], careerPaths: ['Operations research analyst', 'Supply chain analyst', 'Data analyst', 'Management consultant', 'Logistics planner'], skillsDeveloped: ['Optimization', 'Simulation', 'Statistics', 'Decision analysis', 'Programming', 'Presenting recommendations'] }, OCC.OPS_RESEARCH),
  programme({ id: 'physics', degree: 'Bachelor of Science in Physics', field: 'Physics', keywords: ['physics', 'space', 'astronomy', 'universe', 'science', 'experiments', 'math', 'mathematics', 'how things work', 'energy', 'research', 'puzzles', 'problem solving'], workEnvironments: ['lab', 'research', 'university', 'office', 'observatory', 'team'], careerPaths: ['Physicist', 'Research scientist', 'Engineer', 'Data scientist', 'Physics teacher', 'Medical physicist'], skillsDeveloped: ['Physical modeling', 'Mathematics', 'Experimental methods', 'Programming and simulation', 'Scientific writing', 'Problem solving'] }, OCC.PHYSICISTS),
  programme({ id: 'economics', degree: 'Bachelor of Arts in Economics', field: 'Economics', keywords: ['economics', 'economy', 'money', 'markets', 'policy', 'business', 'math', 'statistics', 'data', 'politics', 'current events', 'decisions', 'research'], workEnvironments: ['office', 'government', 'research', 'corporate', 'team'], careerPaths: ['Economist', 'Financial analyst', 'Policy analyst', 'Market research analyst', 'Consultant'], skillsDeveloped: ['Economic reasoning', 'Econometrics', 'Data analysis', 'Policy evaluation', 'Writing and argument', 'Modeling'] }, OCC.ECONOMISTS),
  programme({ id: 'finance', degree: 'Bachelor of Business Administration in Finance', field: 'Finance', keywords: ['finance', 'money', 'investing', 'stocks', 'markets', 'numbers', 'math', 'business', 'banking', 'analysis', 'spreadsheets', 'economics'], workEnvironments: ['office', 'corporate', 'bank', 'team', 'fast-paced'], careerPaths: ['Financial analyst', 'Investment banker', 'Financial advisor', 'Portfolio manager', 'Corporate finance manager'], skillsDeveloped: ['Financial analysis', 'Valuation', 'Accounting', 'Excel modeling', 'Investment principles', 'Risk management'] }, OCC.FIN_ANALYSTS),
  programme({ id: 'accounting', degree: 'Bachelor of Science in Accounting', field: 'Accounting', keywords: ['accounting', 'numbers', 'money', 'math', 'organizing', 'detail', 'rules', 'business', 'taxes', 'spreadsheets', 'finance', 'accuracy'], workEnvironments: ['office', 'corporate', 'team', 'remote', 'quiet'], careerPaths: ['Accountant', 'Auditor', 'Tax advisor', 'Financial controller', 'Forensic accountant'], skillsDeveloped: ['Financial accounting', 'Auditing', 'Taxation', 'Financial reporting', 'Spreadsheets', 'Attention to detail'] }, OCC.ACCOUNTANTS),
  programme({ id: 'business-administration', degree: 'Bachelor of Business Administration', field: 'Business Administration', keywords: ['business', 'leadership', 'management', 'entrepreneurship', 'starting a business', 'organizing', 'teamwork', 'communication', 'sales', 'strategy', 'people', 'money'], workEnvironments: ['office', 'corporate', 'team', 'startup', 'travel', 'fast-paced'], careerPaths: ['Management analyst', 'Operations manager', 'Business consultant', 'Entrepreneur', 'Project manager'], skillsDeveloped: ['Management', 'Strategy', 'Accounting and finance basics', 'Marketing', 'Leadership', 'Business communication'] }, OCC.MGMT_ANALYSTS),
  programme({ id: 'marketing', degree: 'Bachelor of Business Administration in Marketing', field: 'Marketing', keywords: ['marketing', 'advertising', 'social media', 'brands', 'creativity', 'psychology', 'people', 'communication', 'sales', 'trends', 'writing', 'data', 'persuasion'], workEnvironments: ['office', 'agency', 'team', 'remote', 'creative', 'fast-paced'], careerPaths: ['Market research analyst', 'Marketing manager', 'Digital marketing specialist', 'Brand manager', 'Social media manager'], skillsDeveloped: ['Market research', 'Consumer behavior', 'Digital marketing', 'Brand strategy', 'Analytics', 'Copywriting'] }, OCC.MARKET_RESEARCH),
  programme({ id: 'supply-chain-management', degree: 'Bachelor of Science in Supply Chain Management', field: 'Supply Chain Management', keywords: ['logistics', 'organizing', 'planning', 'business', 'operations', 'shipping', 'efficiency', 'problem solving', 'negotiation', 'global trade', 'data'], workEnvironments: ['office', 'warehouse', 'manufacturing', 'team', 'travel', 'corporate'], careerPaths: ['Logistician', 'Supply chain analyst', 'Purchasing manager', 'Operations manager', 'Inventory planner'], skillsDeveloped: ['Logistics planning', 'Procurement', 'Inventory management', 'Data analysis', 'Negotiation', 'Operations management'] }, OCC.LOGISTICIANS),
  programme({ id: 'human-resources', degree: 'Bachelor of Science in Human Resource Management', field: 'Human Resources', keywords: ['people', 'helping people', 'communication', 'organizing', 'business', 'psychology', 'recruiting', 'workplace', 'fairness', 'listening', 'teamwork', 'conflict resolution'], workEnvironments: ['office', 'corporate', 'team', 'remote', 'people-facing'], careerPaths: ['Human resources specialist', 'Recruiter', 'HR manager', 'Training and development specialist', 'Compensation analyst'], skillsDeveloped: ['Recruitment', 'Employment law basics', 'Conflict resolution', 'Compensation and benefits', 'Communication', 'Organizational behavior'] }, OCC.HR),
  programme({ id: 'hospitality-management', degree: 'Bachelor of Science in Hospitality Management', field: 'Hospitality', keywords: ['hospitality', 'hotels', 'travel', 'tourism', 'events', 'food', 'people', 'customer service', 'helping people', 'organizing', 'languages', 'business'], workEnvironments: ['hotel', 'restaurant', 'travel', 'team', 'people-facing', 'shifts', 'fast-paced'], careerPaths: ['Lodging manager', 'Event planner', 'Restaurant manager', 'Tourism manager', 'Guest services manager'], skillsDeveloped: ['Hospitality operations', 'Customer service', 'Event planning', 'Revenue management', 'Team leadership', 'Food and beverage management'] }, OCC.LODGING),
  programme({ id: 'psychology', degree: 'Bachelor of Arts in Psychology', field: 'Psychology', keywords: ['psychology', 'people', 'mind', 'behavior', 'helping people', 'listening', 'empathy', 'mental health', 'research', 'why people do things', 'counseling', 'biology'], workEnvironments: ['clinic', 'office', 'hospital', 'school', 'research', 'people-facing'], careerPaths: ['Psychologist (with a graduate degree)', 'Counselor', 'Human resources specialist', 'Research assistant', 'Social services specialist', 'UX researcher'], skillsDeveloped: ['Research methods', 'Statistics', 'Understanding behavior', 'Active listening', 'Writing', 'Ethics'] }, OCC.PSYCHOLOGISTS),
  programme({ id: 'nursing', degree: 'Bachelor of Science in Nursing (BSN)', field: 'Nursing', keywords: ['nursing', 'helping people', 'caring', 'care', 'health', 'medicine', 'medical', 'patients', 'biology', 'empathy', 'hospital', 'saving lives', 'compassion'], workEnvironments: ['hospital', 'clinic', 'team', 'shifts', 'fast-paced', 'people-facing', 'community'], careerPaths: ['Registered nurse', 'Nurse practitioner (with a graduate degree)', 'Pediatric nurse', 'Emergency room nurse', 'Public health nurse'], skillsDeveloped: ['Patient care', 'Clinical assessment', 'Pharmacology', 'Communication with patients and families', 'Teamwork under pressure', 'Health education'] }, OCC.NURSES),
  MEDICINE,
  programme({ id: 'pharmacy', degree: 'Doctor of Pharmacy (PharmD)', field: 'Pharmacy', keywords: ['chemistry', 'medicine', 'medications', 'drugs', 'health', 'biology', 'helping people', 'detail', 'science', 'patients', 'accuracy'], workEnvironments: ['pharmacy', 'hospital', 'clinic', 'lab', 'people-facing', 'shifts'], careerPaths: ['Pharmacist', 'Clinical pharmacist', 'Pharmaceutical researcher', 'Regulatory affairs specialist'], skillsDeveloped: ['Pharmacology', 'Medication safety', 'Patient counseling', 'Chemistry', 'Clinical reasoning', 'Attention to detail'] }, OCC.PHARMACISTS),
  programme({ id: 'physical-therapy', degree: 'Doctor of Physical Therapy (DPT), after a bachelor’s in Kinesiology or Exercise Science', field: 'Physical Therapy', keywords: ['sports', 'exercise', 'fitness', 'human body', 'anatomy', 'helping people', 'health', 'rehabilitation', 'movement', 'caring', 'hands-on', 'biology'], workEnvironments: ['clinic', 'hospital', 'sports', 'people-facing', 'team', 'active'], careerPaths: ['Physical therapist', 'Sports rehabilitation specialist', 'Exercise physiologist', 'Athletic trainer'], skillsDeveloped: ['Anatomy and kinesiology', 'Rehabilitation techniques', 'Patient assessment', 'Exercise prescription', 'Motivating patients', 'Clinical reasoning'] }, OCC.PHYSICAL_THERAPISTS),
  programme({ id: 'nutrition', degree: 'Bachelor of Science in Nutrition and Dietetics', field: 'Nutrition', keywords: ['nutrition', 'food', 'cooking', 'health', 'fitness', 'diet', 'helping people', 'biology', 'chemistry', 'wellness', 'science'], workEnvironments: ['hospital', 'clinic', 'community', 'school', 'people-facing', 'food industry'], careerPaths: ['Dietitian', 'Nutritionist', 'Public health nutritionist', 'Food scientist', 'Wellness coach'], skillsDeveloped: ['Nutrition science', 'Meal planning', 'Counseling', 'Biochemistry', 'Food safety', 'Health education'] }, OCC.DIETITIANS),
  programme({ id: 'veterinary-medicine', degree: 'Doctor of Veterinary Medicine (DVM), after a pre-vet bachelor’s degree', field: 'Veterinary Medicine', keywords: ['animals', 'pets', 'biology', 'medicine', 'caring', 'helping', 'science', 'nature', 'wildlife', 'farm', 'surgery'], workEnvironments: ['clinic', 'outdoors', 'farm', 'lab', 'hands-on', 'shifts'], careerPaths: ['Veterinarian', 'Veterinary surgeon', 'Wildlife veterinarian', 'Animal researcher', 'Public health veterinarian'], skillsDeveloped: ['Animal medicine', 'Surgery', 'Diagnosis', 'Communication with owners', 'Biology and anatomy', 'Decision-making'] }, OCC.VETERINARIANS),
  programme({ id: 'biology', degree: 'Bachelor of Science in Biology', field: 'Biology', keywords: ['biology', 'life', 'nature', 'animals', 'plants', 'living things', 'genetics', 'science', 'experiments', 'lab work', 'research', 'health', 'medicine', 'environment'], workEnvironments: ['lab', 'outdoors', 'research', 'field work', 'hospital', 'university'], careerPaths: ['Biological technician', 'Research assistant', 'Microbiologist', 'Wildlife biologist', 'Pre-med student', 'Science teacher'], skillsDeveloped: ['Laboratory techniques', 'Experimental design', 'Genetics and cell biology', 'Data analysis', 'Scientific writing', 'Fieldwork'] }, OCC.BIO_TECHS),
  programme({ id: 'chemistry', degree: 'Bachelor of Science in Chemistry', field: 'Chemistry', keywords: ['chemistry', 'experiments', 'lab work', 'science', 'materials', 'medicine', 'math', 'detail', 'research', 'how things work', 'molecules'], workEnvironments: ['lab', 'research', 'manufacturing', 'university', 'team'], careerPaths: ['Chemist', 'Materials scientist', 'Quality control analyst', 'Pharmaceutical researcher', 'Forensic scientist', 'Chemistry teacher'], skillsDeveloped: ['Laboratory techniques', 'Chemical analysis', 'Instrumentation', 'Lab safety', 'Data analysis', 'Scientific writing'] }, OCC.CHEMISTS),
  programme({ id: 'environmental-science', degree: 'Bachelor of Science in Environmental Science', field: 'Environmental Science', keywords: ['environment', 'nature', 'climate', 'sustainability', 'outdoors', 'ecology', 'animals', 'plants', 'science', 'conservation', 'water', 'protecting the planet', 'field work'], workEnvironments: ['outdoors', 'field work', 'lab', 'office', 'government', 'nonprofit'], careerPaths: ['Environmental scientist', 'Environmental consultant', 'Conservation scientist', 'Sustainability specialist', 'Environmental health and safety specialist'], skillsDeveloped: ['Field sampling', 'Environmental policy', 'GIS mapping', 'Data analysis', 'Ecology', 'Report writing'] }, OCC.ENV_SCIENTISTS),
  programme({ id: 'agricultural-science', degree: 'Bachelor of Science in Agricultural Science', field: 'Agriculture', keywords: ['farming', 'agriculture', 'plants', 'animals', 'food', 'outdoors', 'nature', 'biology', 'sustainability', 'soil', 'science'], workEnvironments: ['outdoors', 'farm', 'lab', 'field work', 'rural', 'government'], careerPaths: ['Agricultural scientist', 'Food scientist', 'Agronomist', 'Farm manager', 'Agricultural consultant'], skillsDeveloped: ['Crop and soil science', 'Animal science', 'Food science', 'Research methods', 'Farm management', 'Sustainability practices'] }, OCC.AGRI_SCIENTISTS),
  programme({ id: 'public-health', degree: 'Bachelor of Science in Public Health', field: 'Public Health', keywords: ['health', 'helping people', 'communities', 'disease prevention', 'statistics', 'data', 'policy', 'research', 'social justice', 'education', 'biology'], workEnvironments: ['office', 'community', 'government', 'nonprofit', 'hospital', 'field work'], careerPaths: ['Epidemiologist (with a graduate degree)', 'Health educator', 'Public health analyst', 'Community health worker', 'Health policy analyst'], skillsDeveloped: ['Epidemiology', 'Biostatistics', 'Health promotion', 'Program evaluation', 'Health policy', 'Community outreach'] }, OCC.EPIDEMIOLOGISTS),
  programme({ id: 'health-informatics', degree: 'Bachelor of Science in Health Informatics', field: 'Health Informatics', keywords: ['health', 'technology', 'data', 'computers', 'medicine', 'organizing', 'systems', 'helping people', 'databases', 'privacy', 'business'], workEnvironments: ['office', 'hospital', 'remote', 'team', 'clinic'], careerPaths: ['Health informatics specialist', 'Medical and health services manager', 'Clinical data analyst', 'Health information manager', 'EHR analyst'], skillsDeveloped: ['Health information systems', 'Data management', 'Healthcare regulations and privacy', 'Data analysis', 'Project management', 'Clinical workflows'] }, OCC.HEALTH_MANAGERS),
  programme({ id: 'architecture', degree: 'Bachelor of Architecture (B.Arch)', field: 'Architecture', keywords: ['architecture', 'buildings', 'design', 'drawing', 'art', 'creativity', 'cities', 'math', 'building things', 'sketching', '3D modeling', 'spaces'], workEnvironments: ['studio', 'office', 'construction sites', 'team', 'creative'], careerPaths: ['Architect', 'Urban designer', 'Interior architect', 'Landscape architect', 'BIM specialist'], skillsDeveloped: ['Architectural design', 'Drawing and 3D modeling', 'Building technology', 'Design history and theory', 'Project coordination', 'Presenting design ideas'] }, OCC.ARCHITECTS),
  programme({ id: 'construction-management', degree: 'Bachelor of Science in Construction Management', field: 'Construction Management', keywords: ['construction', 'buildings', 'building things', 'leadership', 'organizing', 'planning', 'hands-on', 'outdoors', 'business', 'teamwork', 'problem solving'], workEnvironments: ['construction sites', 'outdoors', 'office', 'team', 'travel'], careerPaths: ['Construction manager', 'Project engineer', 'Site supervisor', 'Cost estimator', 'Building inspector'], skillsDeveloped: ['Project scheduling', 'Cost estimating', 'Building codes and safety', 'Contract management', 'Leadership', 'Reading plans'] }, OCC.CONSTRUCTION),
  programme({ id: 'urban-planning', degree: 'Bachelor of Arts in Urban Planning', field: 'Urban Planning', keywords: ['cities', 'communities', 'planning', 'maps', 'policy', 'environment', 'transportation', 'housing', 'design', 'geography', 'sustainability'], workEnvironments: ['office', 'government', 'field work', 'community', 'team'], careerPaths: ['Urban planner', 'Transportation planner', 'Community development specialist', 'GIS analyst', 'Policy analyst'], skillsDeveloped: ['Land use planning', 'GIS mapping', 'Community engagement', 'Policy analysis', 'Report writing', 'Data analysis'] }, OCC.PLANNERS),
  programme({ id: 'graphic-design', degree: 'Bachelor of Fine Arts in Graphic Design', field: 'Graphic Design', keywords: ['drawing', 'art', 'design', 'creativity', 'creative', 'visual', 'typography', 'illustration', 'colors', 'logos', 'posters', 'photography', 'branding'], workEnvironments: ['studio', 'agency', 'remote', 'freelance', 'creative', 'team'], careerPaths: ['Graphic designer', 'Art director', 'Brand designer', 'Illustrator', 'Packaging designer'], skillsDeveloped: ['Visual design', 'Typography', 'Adobe Creative Cloud', 'Branding', 'Layout', 'Presenting to clients'] }, OCC.GRAPHIC),
  programme({ id: 'ux-design', degree: 'Bachelor of Science in Human-Computer Interaction (UX/Interaction Design)', field: 'UX/Interaction Design', keywords: ['design', 'apps', 'websites', 'user experience', 'UX', 'psychology', 'people', 'technology', 'creativity', 'drawing', 'research', 'empathy', 'problem solving'], workEnvironments: ['office', 'studio', 'remote', 'team', 'tech company', 'startup'], careerPaths: ['UX designer', 'Product designer', 'Interaction designer', 'UX researcher', 'Web designer'], skillsDeveloped: ['User research', 'Wireframing and prototyping', 'Usability testing', 'Interaction design', 'Figma', 'Accessibility'] }, OCC.WEB_DIGITAL),
  programme({ id: 'game-design', degree: 'Bachelor of Science in Game Design and Development', field: 'Game Design', keywords: ['video games', 'games', 'gaming', 'storytelling', 'art', 'animation', 'coding', 'programming', 'creativity', 'design', '3D modeling', 'puzzles'], workEnvironments: ['studio', 'office', 'team', 'remote', 'creative', 'startup'], careerPaths: ['Game designer', 'Game developer', 'Animator', 'Level designer', '3D artist'], skillsDeveloped: ['Game design', 'Game engines (Unity, Unreal)', 'Programming', '3D modeling and animation', 'Storytelling', 'Playtesting'] }, OCC.ANIMATORS),
  programme({ id: 'film', degree: 'Bachelor of Fine Arts in Film and Television Production', field: 'Film', keywords: ['film', 'movies', 'video', 'storytelling', 'directing', 'camera', 'editing', 'creativity', 'creative', 'photography', 'writing', 'acting'], workEnvironments: ['studio', 'on location', 'team', 'freelance', 'creative', 'travel'], careerPaths: ['Producer', 'Director', 'Film and video editor', 'Cinematographer', 'Screenwriter'], skillsDeveloped: ['Directing', 'Cinematography', 'Video editing', 'Screenwriting', 'Production management', 'Collaboration'] }, OCC.PRODUCERS),
  programme({ id: 'music', degree: 'Bachelor of Music', field: 'Music', keywords: ['music', 'singing', 'instruments', 'piano', 'guitar', 'composing', 'performing', 'creativity', 'creative', 'band', 'choir', 'sound'], workEnvironments: ['studio', 'stage', 'school', 'freelance', 'creative', 'team'], careerPaths: ['Music director', 'Composer', 'Music teacher', 'Performer', 'Sound engineer'], skillsDeveloped: ['Music theory', 'Performance', 'Composition and arranging', 'Ear training', 'Conducting', 'Discipline and practice'] }, OCC.MUSIC),
  programme({ id: 'journalism', degree: 'Bachelor of Arts in Journalism', field: 'Journalism', keywords: ['writing', 'news', 'current events', 'storytelling', 'investigating', 'interviewing', 'curiosity', 'media', 'politics', 'photography', 'video', 'truth'], workEnvironments: ['newsroom', 'office', 'field work', 'travel', 'fast-paced', 'remote'], careerPaths: ['Reporter', 'Journalist', 'Editor', 'Broadcast news analyst', 'Content writer'], skillsDeveloped: ['News writing', 'Interviewing', 'Research and fact-checking', 'Media ethics', 'Multimedia storytelling', 'Meeting deadlines'] }, OCC.JOURNALISTS),
  programme({ id: 'communications', degree: 'Bachelor of Arts in Communications', field: 'Communications', keywords: ['communication', 'writing', 'public speaking', 'media', 'social media', 'people', 'persuasion', 'storytelling', 'marketing', 'events', 'teamwork'], workEnvironments: ['office', 'agency', 'corporate', 'team', 'remote', 'people-facing'], careerPaths: ['Public relations specialist', 'Communications manager', 'Social media manager', 'Marketing coordinator', 'Event planner'], skillsDeveloped: ['Writing for media', 'Public speaking', 'Public relations', 'Digital media', 'Audience analysis', 'Crisis communication'] }, OCC.PR),
  programme({ id: 'english', degree: 'Bachelor of Arts in English (Creative Writing)', field: 'English and Creative Writing', keywords: ['writing', 'reading', 'books', 'literature', 'stories', 'storytelling', 'poetry', 'creativity', 'language', 'editing'], workEnvironments: ['remote', 'office', 'quiet', 'independent', 'freelance', 'publishing'], careerPaths: ['Writer', 'Author', 'Editor', 'Copywriter', 'Content strategist', 'Teacher'], skillsDeveloped: ['Writing', 'Critical reading', 'Editing', 'Storytelling', 'Research', 'Argument'] }, OCC.WRITERS),
  programme({ id: 'linguistics', degree: 'Bachelor of Arts in Linguistics', field: 'Linguistics', keywords: ['languages', 'language', 'grammar', 'translation', 'words', 'cultures', 'travel', 'puzzles', 'patterns', 'speech', 'communication'], workEnvironments: ['remote', 'office', 'freelance', 'university', 'international', 'quiet'], careerPaths: ['Interpreter', 'Translator', 'Computational linguist', 'Language teacher', 'Speech technology specialist'], skillsDeveloped: ['Language analysis', 'Phonetics', 'Translation', 'Research methods', 'Cross-cultural communication', 'Data analysis'] }, OCC.TRANSLATORS),
  programme({ id: 'law', degree: 'Juris Doctor (JD), after a bachelor’s degree', field: 'Law', keywords: ['law', 'justice', 'debate', 'arguing', 'reading', 'writing', 'rules', 'politics', 'rights', 'fairness', 'helping people', 'logic'], workEnvironments: ['office', 'courtroom', 'corporate', 'government', 'team', 'fast-paced'], careerPaths: ['Lawyer', 'Attorney', 'Judge', 'Legal counsel', 'Public defender', 'Prosecutor'], skillsDeveloped: ['Legal research', 'Legal writing', 'Argument and advocacy', 'Negotiation', 'Critical reading', 'Ethics'] }, OCC.LAWYERS),
  programme({ id: 'political-science', degree: 'Bachelor of Arts in Political Science', field: 'Political Science', keywords: ['politics', 'government', 'policy', 'debate', 'current events', 'history', 'law', 'justice', 'international relations', 'elections', 'writing', 'research'], workEnvironments: ['office', 'government', 'nonprofit', 'campaign', 'research', 'team'], careerPaths: ['Political scientist (with a graduate degree)', 'Policy analyst', 'Legislative assistant', 'Campaign manager', 'Lawyer (after law school)'], skillsDeveloped: ['Policy analysis', 'Research methods', 'Writing and argument', 'Statistics', 'Public speaking', 'Understanding institutions'] }, OCC.POLITICAL),
  programme({ id: 'education', degree: 'Bachelor of Science in Secondary Education', field: 'Education', keywords: ['teaching', 'education', 'helping people', 'children', 'kids', 'young people', 'explaining', 'mentoring', 'patience', 'communication', 'schools', 'learning'], workEnvironments: ['school', 'classroom', 'people-facing', 'team', 'community'], careerPaths: ['High school teacher', 'Middle school teacher', 'Instructional coordinator', 'School counselor (with a graduate degree)', 'Tutor'], skillsDeveloped: ['Lesson planning', 'Classroom management', 'Assessment', 'Subject knowledge', 'Communication', 'Mentoring'] }, OCC.HS_TEACHERS),
  programme({ id: 'social-work', degree: 'Bachelor of Social Work (BSW)', field: 'Social Work', keywords: ['helping people', 'caring', 'empathy', 'communities', 'social justice', 'families', 'children', 'listening', 'mental health', 'advocacy', 'people'], workEnvironments: ['community', 'office', 'hospital', 'school', 'nonprofit', 'field work', 'people-facing'], careerPaths: ['Social worker', 'Case manager', 'Child welfare worker', 'Community outreach coordinator', 'Clinical social worker (with an MSW)'], skillsDeveloped: ['Case management', 'Counseling skills', 'Advocacy', 'Crisis intervention', 'Social policy', 'Cultural competence'] }, OCC.SOCIAL_WORKERS),
  programme({ id: 'history', degree: 'Bachelor of Arts in History', field: 'History', keywords: ['history', 'the past', 'reading', 'writing', 'research', 'museums', 'cultures', 'politics', 'stories', 'archives', 'debate'], workEnvironments: ['museum', 'archive', 'library', 'school', 'office', 'quiet'], careerPaths: ['Archivist', 'Curator', 'Museum worker', 'Historian', 'Teacher', 'Researcher'], skillsDeveloped: ['Historical research', 'Working with sources', 'Writing', 'Critical analysis', 'Argument', 'Presentation'] }, OCC.CURATORS),
  programme({ id: 'philosophy', degree: 'Bachelor of Arts in Philosophy', field: 'Philosophy', keywords: ['philosophy', 'ethics', 'logic', 'debate', 'big questions', 'thinking', 'arguing', 'reading', 'writing', 'meaning', 'puzzles'], workEnvironments: ['university', 'office', 'quiet', 'research', 'independent'], careerPaths: ['Professor (with a PhD)', 'Lawyer (after law school)', 'Policy analyst', 'Ethics consultant', 'Writer'], skillsDeveloped: ['Logical reasoning', 'Argument', 'Ethics', 'Critical reading', 'Writing', 'Debate'] }, OCC.POSTSECONDARY),
];
