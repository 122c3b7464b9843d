import { describe, expect, it } from 'vitest';
import { CAREER_PATHS } from './career-paths-data.ts';
import { buildSkillLexicon, canonicalSkill, extractSkills, skillKey } from './skill-lexicon.ts';

const lexicon = buildSkillLexicon([
  ['Python', 'Java', 'JavaScript', 'Git', 'GitHub', 'CI/CD', 'A/B testing', 'Machine learning', 'C++', 'C#'],
  ['Node.js', '.NET', 'Kubernetes', 'Security', 'Writing', 'Threat modelling', 'Azure', 'Microsoft Azure'],
  ['Exam preparation', 'Python basics', 'React', 'PostgreSQL', 'Apache Spark'],
]);
const find = (text: string, title?: string) => extractSkills(lexicon, { text, ...(title ? { title } : {}) });

describe('extractSkills', () => {
  it('matches whole tokens only', () => {
    expect(find('We write JavaScript and use GitHub.')).toEqual(['JavaScript', 'GitHub']);
    expect(find('Java and Git daily')).toEqual(['Java', 'Git']);
  });

  it('keeps symbols and inner dots that are part of a skill', () => {
    expect(find('C++, C# and .NET services on Node.js.')).toEqual(['C++', 'C#', '.NET', 'Node.js']);
  });

  it('matches multi-word skills across spaces and hyphens, and slashes only where the skill has one', () => {
    expect(find('Experience with machine-learning and CI / CD pipelines')).toEqual([
      'Machine learning',
      'CI/CD',
    ]);
    expect(find('We run A/B testing')).toEqual(['A/B testing']);
    expect(find('machine, learning')).toEqual([]);
  });

  it('maps synonyms to their canonical skill', () => {
    expect(find('Deploying to k8s with Postgres and PySpark')).toEqual([
      'Kubernetes',
      'PostgreSQL',
      'Apache Spark',
    ]);
    expect(find('Azure and Microsoft Azure')).toEqual(['Microsoft Azure']);
  });

  it('matches ambiguous everyday words only as written', () => {
    expect(find('React and Go developers')).toEqual(['React', 'Go']);
    expect(find('we react quickly and go further')).toEqual([]);
  });

  it('ignores generic and course-only entries', () => {
    expect(find('Security, writing and exam preparation')).toEqual([]);
    // 'Python basics' is not a job skill, but the Python in it is.
    expect(find('Python basics')).toEqual(['Python']);
  });

  it('treats British and American spellings as one', () => {
    expect(find('threat modeling')).toEqual(['Threat modelling']);
  });

  it('ranks skills named in the title first, then by how often they appear', () => {
    expect(find('Python, Kubernetes, Kubernetes and Kubernetes. Python.', 'React Engineer')).toEqual([
      'React',
      'Kubernetes',
      'Python',
    ]);
  });

  it('stops at the limit', () => {
    expect(extractSkills(lexicon, { text: 'Python Java Git React' }, 2)).toEqual(['Python', 'Java']);
  });
});

describe('extractSkills: only where a skill is meant', () => {
  const words = buildSkillLexicon([
    ['Networking', 'Monitoring', 'Go', 'Frame', 'Bash', 'Snowflake', 'Mathematics', 'Statistics'],
    ['Dashboards', 'Code review', 'Design systems', 'Android', 'Excel', 'KPIs'],
  ]);
  const read = (text: string, exclude?: string[]) =>
    extractSkills(words, { text, ...(exclude ? { exclude } : {}) }, 50);

  it('does not read a skill inside a phrase that means something else', () => {
    expect(read('We offer networking and development opportunities.')).toEqual([]);
    expect(read('Join our networking events.')).toEqual([]);
    expect(read('Own the Go-To-Market plan.')).toEqual([]);
    expect(read('Review transaction monitoring alerts.')).toEqual([]);
    expect(read('An Android phone is needed.')).toEqual([]);
  });

  it('reads a word with an everyday sense only where its line speaks of the skill’s field', () => {
    expect(read('Strong communication, networking and presentation skills.')).toEqual([]);
    expect(read('Strong networking and cloud fluency: VPCs, subnets, load balancing.')).toEqual([
      'Networking',
    ]);
    expect(read('Processes for monitoring work and measuring results.')).toEqual([]);
    expect(read('Add analytics, monitoring, and alerts to our service.')).toEqual(['Monitoring']);
    expect(read('Know how to design systems that are resilient.')).toEqual([]);
    expect(read('Build our design systems in Figma with the UI team.')).toEqual(['Design systems']);
  });

  it('takes an everyday word opening a sentence as the word, unless what follows makes it the skill', () => {
    expect(read('Frame problems in terms of the business.')).toEqual([]);
    expect(read('Excel at building relationships. Advanced Excel and Google Sheets.')).toEqual(['Excel']);
    expect(read('• Go(lang), gRPC')).toEqual(['Go']);
    expect(read('Go is our main language.')).toEqual(['Go']);
  });

  it('does not read school subjects out of a list of degrees', () => {
    expect(read("Bachelor's in Finance, Economics, Mathematics or a related discipline.")).toEqual([]);
    expect(read('Strong mathematics and statistics.')).toEqual(['Mathematics', 'Statistics']);
  });

  it("never reads the company's own name", () => {
    expect(read('At Bash we write Bash scripts and ship Bash every day.', ['Bash'])).toEqual([]);
    expect(read('Snowflake Inc. builds the Data Cloud. You will use Snowflake.', ['Snowflake Inc.'])).toEqual(
      [],
    );
    expect(read('Bash scripting on Linux.', ['Acme'])).toEqual(['Bash']);
  });

  it('finds a skill in either number', () => {
    expect(read('Build a dashboard, join code reviews and track the KPI.')).toEqual([
      'Dashboards',
      'Code review',
      'KPIs',
    ]);
  });
});

describe('the lexicon', () => {
  it('gives every known spelling its canonical name', () => {
    expect(canonicalSkill(lexicon, 'k8s')).toBe('Kubernetes');
    expect(canonicalSkill(lexicon, 'MACHINE-LEARNING')).toBe('Machine learning');
    expect(canonicalSkill(lexicon, 'Azure')).toBe('Microsoft Azure');
    expect(canonicalSkill(lexicon, 'Cobol')).toBeUndefined();
    expect(skillKey('Threat Modelling')).toBe(skillKey('threat modeling'));
  });

  it('builds from the career paths in well under a second and finds their skills in their own descriptions', () => {
    const started = performance.now();
    const full = buildSkillLexicon([CAREER_PATHS.flatMap((p) => p.skills)]);
    expect(performance.now() - started).toBeLessThan(1000);
    const devops = CAREER_PATHS.find((p) => p.id === 'devops-engineer');
    expect(devops).toBeDefined();
    const found = extractSkills(full, { text: devops!.skills.join(', ') }, 50);
    expect(found.length).toBeGreaterThanOrEqual(devops!.skills.length - 2);
  });
});
