import { describe, expect, it } from 'vitest';
import { buildAiLexicon, extractProfileSkills, intentionClauses, readProfileSkills } from './ai-lexicon.ts';
import { AI_TEST_COURSES } from './ai-test-courses.ts';
import { CAREER_PATHS } from './career-paths-data.ts';
import { skillKey } from './skill-lexicon.ts';

const lexicon = buildAiLexicon({ courses: AI_TEST_COURSES, careerPaths: CAREER_PATHS });

const CV = `Maria Lopez — Software Engineer
Shopify, 2019 – Present
- Built React and TypeScript front ends and Node.js REST APIs.
- Ran services on k8s with Docker; wrote CI/CD pipelines.
Acme Corp, Junior Developer, 2016 - 2019
- Maintained a JS codebase and a Postgres database; wrote Python scripts.
Skills: SQL, Git, AWS, Terraform, ML`;

describe('extractProfileSkills', () => {
  it('finds the skills a pasted CV names, by their canonical names, synonyms included', () => {
    const skills = extractProfileSkills(lexicon, CV);
    for (const skill of [
      'Kubernetes',
      'JavaScript',
      'PostgreSQL',
      'Machine learning',
      'React',
      'TypeScript',
      'Docker',
    ]) {
      expect(skills).toContain(skill);
    }
    // Every skill is one the lexicon knows, and no skill is reported twice.
    for (const skill of skills) expect(lexicon.canonicalByKey.get(skillKey(skill))).toBe(skill);
    expect(new Set(skills).size).toBe(skills.length);
  });

  it('reports nothing the text does not name', () => {
    const skills = extractProfileSkills(lexicon, CV);
    expect(skills).not.toContain('Java');
    expect(skills).not.toContain('Tableau');
    expect(extractProfileSkills(lexicon, 'I love long walks and reading novels.')).toEqual([]);
  });

  it('puts the most mentioned skills first and honours the limit', () => {
    const about = 'Python developer. I write Python every day, Python and SQL mostly, some Docker.';
    const skills = extractProfileSkills(lexicon, about);
    expect(skills[0]).toBe('Python');
    expect(extractProfileSkills(lexicon, about, 2)).toEqual(skills.slice(0, 2));
  });

  it('takes course skills into the lexicon, keeping career-path spellings canonical', () => {
    const withCourse = buildAiLexicon({
      courses: [{ skills: ['Qiskit Runtime', 'machine learning'] }],
      careerPaths: CAREER_PATHS,
    });
    expect(extractProfileSkills(withCourse, 'I tried Qiskit Runtime last year.')).toEqual(['Qiskit Runtime']);
    expect(extractProfileSkills(withCourse, 'Some machine learning.')).toEqual(['Machine learning']);
  });

  it('does not read JS out of Node.js or TS out of lowercase words', () => {
    expect(extractProfileSkills(lexicon, 'Node.js services')).toEqual(['Node.js']);
    expect(extractProfileSkills(lexicon, 'ts and js in lowercase are not names')).toEqual([]);
  });
});

describe('readProfileSkills', () => {
  const all = (text: string) => {
    const read = readProfileSkills(lexicon, text);
    return [...read.named, ...read.implied];
  };

  it('adds the skills a shown one implies by meaning', () => {
    expect(all('Full-stack developer writing TypeScript every day.')).toContain('JavaScript');
    expect(all('Triaged alerts in Splunk Enterprise Security.')).toEqual(
      expect.arrayContaining(['Splunk', 'SIEM']),
    );
    expect(all('APIs in Django with PostgreSQL behind them.')).toEqual(
      expect.arrayContaining(['Python', 'SQL']),
    );
    expect(all('Kubernetes on EKS, deployed with Argo CD.')).toEqual(
      expect.arrayContaining(['CI/CD', 'Kubernetes']),
    );
  });

  it('reads the wording of people from outside tech', () => {
    expect(all('I write lesson plans and run our Moodle courses.')).toEqual(
      expect.arrayContaining(['Curriculum design', 'Learning management systems']),
    );
    expect(all('Registered Nurse (RN); I document care in Epic EHR.')).toEqual(
      expect.arrayContaining(['Electronic health records', 'Clinical workflows']),
    );
    expect(all('Own the general ledger and the three-statement financial model.')).toEqual(
      expect.arrayContaining(['Financial accounting', 'Financial modeling']),
    );
  });

  it('does not imply the other way round, nor a look-alike', () => {
    expect(all('JavaScript developer.')).not.toContain('TypeScript');
    expect(all('I write SQL against BigQuery.')).not.toContain('SQL Server');
    expect(all('Wrote Apex triggers and SOQL queries.')).not.toContain('Oracle APEX');
  });

  it('does not count what the person only wants or is learning', () => {
    const read = readProfileSkills(
      lexicon,
      "HTML and CSS sites. I'm learning React. Looking to move into Kubernetes work.",
    );
    expect(read.named).toEqual(expect.arrayContaining(['HTML', 'CSS']));
    expect(read.named).not.toContain('React');
    expect(read.named).not.toContain('Kubernetes');
    expect(read.intentions).toEqual(["I'm learning React", 'Looking to move into Kubernetes work']);
  });

  it('tells a learning clause from a job title with the same word', () => {
    expect(
      intentionClauses('Learning and development specialist at a bank. I build e-learning modules.'),
    ).toEqual([]);
    expect(intentionClauses('Learning Python. Studying for CompTIA A+.')).toEqual([
      'Learning Python',
      'Studying for CompTIA A+',
    ]);
  });
});
