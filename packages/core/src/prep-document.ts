import type { PrepMaterial } from './ai-api.ts';
import { SITE_NAME } from './site.ts';

/**
 * The AI prep tool's download (spec 000: "a Word-format (.doc) file"): an HTML document carrying
 * Word's namespaces, which Word, LibreOffice and Pages open as a document. Every string in it
 * comes from a user, the catalogue or a model, so all of it is escaped; the only markup is ours.
 */

export const PREP_DOCUMENT_MIME = 'application/msword';

/** Longest course-title part of a file name, so that names stay well under file-system limits. */
const TITLE_PART_MAX = 150;

const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text made safe for HTML element content and quoted attribute values. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

/** 0 → 'A', 1 → 'B' …; past 'Z' it keeps counting with numbers so an option is never unlabeled. */
export function optionLetter(index: number): string {
  return index < 26 ? String.fromCharCode(65 + index) : String(index + 1);
}

/**
 * Spec: "the material-type label plus the course title with non-alphanumerics replaced by
 * underscores": "Practice Quiz" + "AWS Cloud Practitioner Essentials" →
 * "Practice_Quiz_AWS_Cloud_Practitioner_Essentials.doc". Each character that is not a letter or
 * a digit (of any script) becomes one underscore, as the spec says; the title part is capped.
 */
export function prepDocumentFileName(materialLabel: string, courseTitle: string): string {
  const part = (text: string) => text.normalize('NFC').replace(/[^\p{L}\p{N}]/gu, '_');
  const title = Array.from(part(courseTitle)).slice(0, TITLE_PART_MAX).join('');
  return `${part(materialLabel)}_${title}.doc`;
}

export interface PrepDocumentCourse {
  title: string;
  provider?: string;
  category?: string;
  level?: string;
}

export interface PrepDocumentInput {
  course: PrepDocumentCourse;
  material: PrepMaterial;
  /** The material type's label, e.g. 'Practice Quiz'. */
  materialLabel: string;
  /** The engine that wrote the material, named truthfully in the footer. */
  engineName: string;
  /** The generation date as the reader should see it (the caller formats it in their locale). */
  generatedOn: string;
}

/** Multi-line text as escaped paragraphs: blank lines split paragraphs, single newlines break lines. */
function paragraphs(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n{2,}/)
    .map((block) => block.trim())
    .filter(Boolean)
    .map((block) => `<p>${block.split('\n').map(escapeHtml).join('<br>')}</p>`)
    .join('\n');
}

function courseInfo(course: PrepDocumentCourse): string {
  const rows: [string, string | undefined][] = [
    ['Course', course.title],
    ['Provider', course.provider],
    ['Category', course.category],
    ['Level', course.level],
  ];
  return rows
    .filter((row): row is [string, string] => typeof row[1] === 'string' && row[1].trim() !== '')
    .map(([label, value]) => `<p><b>${label}:</b> ${escapeHtml(value)}</p>`)
    .join('\n');
}

function questionsHtml(material: PrepMaterial): string {
  return material.questions
    .map((q, i) => {
      const options = q.options
        .map((option, j) => `<p class="option">${optionLetter(j)}. ${escapeHtml(option)}</p>`)
        .join('\n');
      const answerIndex = q.options.indexOf(q.answer);
      const answer = answerIndex >= 0 ? `${optionLetter(answerIndex)}. ${q.answer}` : q.answer;
      return [
        `<h3>Question ${i + 1}</h3>`,
        paragraphs(q.question),
        options,
        `<p class="answer"><b>Answer:</b> ${escapeHtml(answer)}</p>`,
        q.explanation.trim() ? `<p><b>Explanation:</b> ${escapeHtml(q.explanation)}</p>` : '',
      ]
        .filter(Boolean)
        .join('\n');
    })
    .join('\n');
}

function sectionsHtml(material: PrepMaterial): string {
  return material.sections
    .map((section) => `<h3>${escapeHtml(section.title)}</h3>\n${paragraphs(section.content)}`)
    .join('\n');
}

/** The whole .doc file's text. */
export function buildPrepDocument(input: PrepDocumentInput): string {
  const { course, material, materialLabel, engineName, generatedOn } = input;
  const heading = material.title.trim() || `${materialLabel}: ${course.title}`;
  const body = [
    `<h1>${escapeHtml(heading)}</h1>`,
    `<p class="type">${escapeHtml(materialLabel)}</p>`,
    '<h2>Course Information</h2>',
    courseInfo(course),
    material.questions.length > 0 ? `<h2>Questions</h2>\n${questionsHtml(material)}` : '',
    material.sections.length > 0 ? `<h2>Content</h2>\n${sectionsHtml(material)}` : '',
    material.rawContent.trim() ? `<h2>Full Text</h2>\n${paragraphs(material.rawContent)}` : '',
    `<hr>\n<p class="footer">Generated on ${escapeHtml(generatedOn)} by ${SITE_NAME} AI Prep Tool, powered by ${escapeHtml(engineName)}</p>`,
  ]
    .filter(Boolean)
    .join('\n');

  return `<html xmlns:o="urn:schemas-microsoft-com:office:office" xmlns:w="urn:schemas-microsoft-com:office:word" xmlns="http://www.w3.org/TR/REC-html40">
<head>
<meta charset="utf-8">
<title>${escapeHtml(heading)}</title>
<!--[if gte mso 9]><xml><w:WordDocument><w:View>Print</w:View><w:Zoom>100</w:Zoom></w:WordDocument></xml><![endif]-->
<style>
body { font-family: Calibri, Arial, sans-serif; font-size: 11pt; line-height: 1.4; }
h1 { font-size: 20pt; color: #1f3a8a; }
h2 { font-size: 15pt; color: #1f3a8a; margin-top: 18pt; }
h3 { font-size: 12pt; margin-top: 12pt; }
.type { color: #555555; }
.option { margin: 2pt 0 2pt 18pt; }
.answer { color: #166534; }
.footer { color: #777777; font-size: 9pt; }
</style>
</head>
<body>
${body}
</body>
</html>
`;
}
