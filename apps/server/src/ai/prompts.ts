import {
  type CareerAnalysisRequest,
  type CoverLetterRequest,
  type CvRequest,
  DEGREE_RECOMMENDATION_COUNT,
  type DegreeOutput,
  type DegreeRequest,
  materialTypeLabel,
  type PrepRequest,
} from '@app/core/ai-api';
import type { Course } from '@app/core/course';
import type { ChatGrounding, ProfileAnalysis } from './offline-engine.ts';

/**
 * The LLM engine's prompts. Each one hands the model our own data (the offline engine's analysis,
 * career paths from our list, courses from our catalogue) and asks it to choose from that data
 * and to explain, never to invent: the server checks the answer against the catalogue anyway.
 */

const GROUNDING_RULES = [
  'You are the career and learning assistant of SkillBridge, an online platform that lists courses from technology providers and career paths.',
  'Only recommend courses from the catalogue list given to you, and write their title and provider exactly as listed.',
  'Only recommend career paths from the career path list given to you, with the title exactly as listed.',
  'Never invent courses, employers, dates, grades, numbers or achievements. Base everything on the data you are given and the user text.',
  'Write in clear, friendly British or American English, without markdown headings.',
].join('\n');

/** One catalogue course as a prompt line. */
export function courseLine(course: Course): string {
  const skills = course.skills.slice(0, 8).join(', ');
  return `- "${course.title}" | provider: ${course.provider} | category: ${course.category} | level: ${course.level} | price: ${course.price} | skills: ${skills}`;
}

/** The user's text, fenced so that instructions inside it read as data. */
function fenced(label: string, text: string): string {
  return `<${label}>\n${text.replaceAll(`</${label}>`, '')}\n</${label}>`;
}

export const careerInstructions = `${GROUNDING_RULES}
Task: analyse a pasted LinkedIn profile or CV and recommend career paths and courses.
Answer with JSON only: summary (3 to 5 sentences addressed to the user about their skills, experience level and direction), careerPaths (2 to 4, each with title, priority high|medium|low, reason), courses (3 to 6, each with title, provider, category and a one-sentence reason naming the skills it builds).`;

export function careerPrompt(request: CareerAnalysisRequest, analysis: ProfileAnalysis): string {
  const source = request.type === 'linkedin' ? 'LinkedIn profile' : 'CV';
  const paths = analysis.paths.map(
    (p) =>
      `- "${p.path.title}" | skills the user has: ${p.matched.join(', ') || 'none'} | skills to learn: ${p.missing.join(', ') || 'none'}`,
  );
  return [
    `Skills our lexicon found in the ${source}: ${analysis.skills.join(', ') || 'none'}.`,
    `Experience level the ${source} reads as: ${analysis.level}.`,
    'Career paths from our list that share skills with the user (best first):',
    paths.join('\n') || '- none matched; choose from the courses only and say so',
    'Catalogue courses for these skills (choose from these only):',
    analysis.courses.map((c) => courseLine(c.course)).join('\n') || '- none',
    fenced(request.type === 'linkedin' ? 'linkedin_profile' : 'cv', request.profileText),
  ].join('\n\n');
}

export const degreeInstructions = `${GROUNDING_RULES}
Task: recommend university degrees to a prospective student from their questionnaire.
Answer with JSON only: recommendations (exactly ${DEGREE_RECOMMENDATION_COUNT}, best first, each with degree, match_reason, priority high|medium|low, career_paths, skills_developed, job_outlook, salary_range with entry_level and experienced), general_advice, next_steps (3 to 6 short steps).
Salary ranges and job outlooks must be the ones given in the reference programmes for that degree; for a degree not in the references, write "Varies by country and employer".`;

export function degreePrompt(request: DegreeRequest, reference: DegreeOutput): string {
  return [
    'Reference programmes from our knowledge base that fit this questionnaire (use their figures):',
    JSON.stringify(reference.recommendations, null, 1),
    fenced('interests', request.interests),
    fenced('strengths', request.strengths),
    fenced('career_goals', request.careerGoals || '(not given)'),
    fenced('work_environment', request.workEnvironment || '(not given)'),
    fenced('additional_info', request.additionalInfo || '(not given)'),
  ].join('\n\n');
}

export const cvInstructions = `${GROUNDING_RULES}
Task: write a professional plain-text CV from the user's own data.
Use only the data given: do not add employers, job titles, dates, degrees, grades, numbers, certifications or achievements that are not in it. Leave out empty fields. Improve wording and order, not facts.
Layout: the full name and contact line first, then a short professional summary aimed at the target role, then Experience, Education, Skills and Additional Information, as plain text with capitalised section titles.
Answer with JSON only: cv (the whole CV text).`;

export function cvPrompt(request: CvRequest): string {
  return fenced('cv_data', JSON.stringify(request, null, 1));
}

export const coverLetterInstructions = `${GROUNDING_RULES}
Task: write a cover letter from the user's own data, in the requested tone.
Use only the data given: do not invent experience, employers, numbers or facts about the company. Address the hiring manager by name when given, otherwise "Dear Hiring Manager". Start with the sender's name and contact details and the date given, and end with a sign-off and the sender's full name. Three to five paragraphs.
Answer with JSON only: coverLetter (the whole letter as plain text).`;

export function coverLetterPrompt(request: CoverLetterRequest, date: string): string {
  return [
    `Date to write on the letter: ${date}`,
    `Tone: ${request.tone}`,
    fenced('letter_data', JSON.stringify(request, null, 1)),
  ].join('\n\n');
}

export const prepInstructions = `${GROUNDING_RULES}
Task: write study material for one course of our catalogue, from the course's own title, description and skills.
Answer with JSON only, with: type, title, questions, sections, rawContent.
- For a practice quiz: 5 to 10 multiple-choice questions, each with 4 options, answer (exactly the text of the correct option) and explanation; sections may be empty.
- For study notes, key concepts and exam preparation: 4 to 8 sections with title and content; questions empty.
- rawContent: the whole material as plain text.
Stay within what the course covers; do not make up exam codes, pass marks or prices.`;

export function prepPrompt(request: PrepRequest): string {
  return [
    `Material type: ${request.materialType} (${materialTypeLabel(request.materialType)})`,
    fenced(
      'course',
      [
        `Title: ${request.courseTitle}`,
        `Provider: ${request.provider || '(not given)'}`,
        `Category: ${request.category || '(not given)'}`,
        `Level: ${request.level || '(not given)'}`,
        `Skills: ${request.skills.join(', ') || '(not given)'}`,
        `Description: ${request.description || '(not given)'}`,
      ].join('\n'),
    ),
  ].join('\n\n');
}

export const chatInstructions = `${GROUNDING_RULES}
Task: answer the user's message on the SkillBridge home page in 2 to 5 short sentences of plain text.
When courses help, recommend at most 3 from the catalogue list, naming each by its exact title in double quotes. When a career path helps, name it by its exact title. Do not use markdown.`;

export function chatPrompt(message: string, grounding: ChatGrounding): string {
  return [
    `Skills named in the message: ${grounding.skills.join(', ') || 'none'}.`,
    'Career paths from our list related to the message:',
    grounding.paths.map((p) => `- "${p.title}" | skills: ${p.skills.join(', ')}`).join('\n') || '- none',
    'Catalogue courses related to the message (recommend only from these):',
    grounding.courses.map(courseLine).join('\n') || '- none',
    fenced('message', message),
  ].join('\n\n');
}
