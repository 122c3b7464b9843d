import { describe, expect, it } from 'vitest';
import type { PrepMaterial } from './ai-api.ts';
import {
  buildPrepDocument,
  escapeHtml,
  optionLetter,
  PREP_DOCUMENT_MIME,
  type PrepDocumentInput,
  prepDocumentFileName,
} from './prep-document.ts';

const quiz: PrepMaterial = {
  type: 'practice-quiz',
  title: 'Practice Quiz: AWS Cloud Practitioner Essentials',
  questions: [
    {
      question: 'Which service stores objects?',
      options: ['Amazon EC2', 'Amazon S3', 'AWS Lambda', 'Amazon VPC'],
      answer: 'Amazon S3',
      explanation: 'S3 is object storage.',
    },
    {
      question: 'What does IAM manage?',
      options: ['Identities & access', 'Billing', 'DNS', 'Queues'],
      answer: 'Identities & access',
      explanation: 'Users, roles and policies.',
    },
  ],
  sections: [],
  rawContent: 'Question 1\nWhich service stores objects?',
};

const notes: PrepMaterial = {
  type: 'study-notes',
  title: 'Study Notes',
  questions: [],
  sections: [
    { title: 'Overview', content: 'First paragraph.\n\nSecond paragraph\nwith a break.' },
    { title: 'Key <b>skills</b>', content: 'Cloud "concepts" & more' },
  ],
  rawContent: 'Overview\n\nFirst paragraph.',
};

function input(overrides: Partial<PrepDocumentInput> = {}): PrepDocumentInput {
  return {
    course: {
      title: 'AWS Cloud Practitioner Essentials',
      provider: 'AWS',
      category: 'Cloud Computing',
      level: 'Beginner',
    },
    material: quiz,
    materialLabel: 'Practice Quiz',
    engineName: 'SkillBridge offline engine',
    generatedOn: '5/1/2026',
    ...overrides,
  };
}

/** Tags in the document, by name: what a browser or Word would turn into elements. */
function tagNames(html: string): string[] {
  return [...html.matchAll(/<([a-zA-Z][a-zA-Z0-9:]*)/g)].map((m) => (m[1] ?? '').toLowerCase());
}

describe('escapeHtml', () => {
  it('escapes the five characters that can start markup or end an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
    expect(escapeHtml('plain text')).toBe('plain text');
  });
});

describe('optionLetter', () => {
  it('labels options A, B, C, D …', () => {
    expect([0, 1, 2, 3].map(optionLetter)).toEqual(['A', 'B', 'C', 'D']);
    expect(optionLetter(25)).toBe('Z');
    expect(optionLetter(26)).toBe('27');
  });
});

describe('prepDocumentFileName', () => {
  it('joins the label and the title and replaces every non-alphanumeric with an underscore', () => {
    expect(prepDocumentFileName('Practice Quiz', 'AWS Cloud Practitioner Essentials')).toBe(
      'Practice_Quiz_AWS_Cloud_Practitioner_Essentials.doc',
    );
    expect(prepDocumentFileName('Study Notes', 'C# & .NET: Basics')).toBe(
      'Study_Notes_C_____NET__Basics.doc',
    );
    expect(prepDocumentFileName('Exam Preparation', '<img src=x onerror=alert(1)>')).toBe(
      'Exam_Preparation__img_src_x_onerror_alert_1__.doc',
    );
  });

  it('keeps letters of other scripts and caps a very long title', () => {
    expect(prepDocumentFileName('Key Concepts', 'Análisis de datos')).toBe(
      'Key_Concepts_Análisis_de_datos.doc',
    );
    const name = prepDocumentFileName('Key Concepts', 'x'.repeat(1000));
    expect(name).toBe(`Key_Concepts_${'x'.repeat(150)}.doc`);
  });
});

describe('buildPrepDocument', () => {
  it('is an HTML document with the Word namespaces', () => {
    const doc = buildPrepDocument(input());
    expect(doc).toContain('xmlns:w="urn:schemas-microsoft-com:office:word"');
    expect(doc).toContain('xmlns:o="urn:schemas-microsoft-com:office:office"');
    expect(doc).toMatch(/^<html[^>]*>/);
    expect(doc.trimEnd()).toMatch(/<\/html>$/);
    expect(PREP_DOCUMENT_MIME).toBe('application/msword');
  });

  it('holds the course info, lettered options, the answer and explanation, and the raw content', () => {
    const doc = buildPrepDocument(input());
    expect(doc).toContain('<b>Course:</b> AWS Cloud Practitioner Essentials');
    expect(doc).toContain('<b>Provider:</b> AWS');
    expect(doc).toContain('<b>Category:</b> Cloud Computing');
    expect(doc).toContain('<b>Level:</b> Beginner');
    expect(doc).toContain('A. Amazon EC2');
    expect(doc).toContain('B. Amazon S3');
    expect(doc).toContain('D. Amazon VPC');
    expect(doc).toContain('<b>Answer:</b> B. Amazon S3');
    expect(doc).toContain('<b>Explanation:</b> S3 is object storage.');
    expect(doc).toContain('A. Identities &amp; access');
    expect(doc).toContain('Question 1<br>Which service stores objects?');
  });

  it('names the engine that wrote it in the footer', () => {
    const doc = buildPrepDocument(input({ engineName: 'gpt-4o-mini', generatedOn: '1 May 2026' }));
    expect(doc).toContain('Generated on 1 May 2026 by SkillBridge AI Prep Tool, powered by gpt-4o-mini');
    expect(doc).not.toContain('GPT-4 model');
  });

  it('writes sections as headings and paragraphs when there are no questions', () => {
    const doc = buildPrepDocument(input({ material: notes, materialLabel: 'Study Notes' }));
    expect(doc).toContain(
      '<h3>Overview</h3>\n<p>First paragraph.</p>\n<p>Second paragraph<br>with a break.</p>',
    );
    expect(doc).toContain('<h3>Key &lt;b&gt;skills&lt;/b&gt;</h3>');
    expect(doc).toContain('Cloud &quot;concepts&quot; &amp; more');
    expect(doc).not.toContain('<h2>Questions</h2>');
  });

  it('leaves out course fields that are missing or blank', () => {
    const doc = buildPrepDocument(input({ course: { title: 'Solo', provider: ' ', level: undefined } }));
    expect(doc).toContain('<b>Course:</b> Solo');
    expect(doc).not.toContain('<b>Provider:</b>');
    expect(doc).not.toContain('<b>Level:</b>');
  });

  it('turns markup in any user- or model-provided string into text', () => {
    const evil = '<img src=x onerror=alert(1)>';
    const quote = `"><script>alert('x')</script>`;
    const doc = buildPrepDocument({
      course: { title: evil, provider: quote, category: evil, level: evil },
      material: {
        type: 'practice-quiz',
        title: evil,
        questions: [{ question: evil, options: [evil, quote], answer: quote, explanation: evil }],
        sections: [{ title: evil, content: quote }],
        rawContent: `${evil}\n\n${quote}`,
      },
      materialLabel: evil,
      engineName: quote,
      generatedOn: evil,
    });
    const tags = new Set(tagNames(doc));
    expect(tags.has('img')).toBe(false);
    expect(tags.has('script')).toBe(false);
    expect(doc).not.toContain('<img');
    expect(doc.toLowerCase()).not.toContain('<script');
    expect(doc).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(doc).toContain('&quot;&gt;&lt;script&gt;alert(&#39;x&#39;)&lt;/script&gt;');
    // Only the document's own structure is markup.
    const allowed = new Set([
      'html',
      'head',
      'meta',
      'title',
      'style',
      'body',
      'h1',
      'h2',
      'h3',
      'p',
      'b',
      'br',
      'hr',
      // Word's view settings, inside a conditional comment.
      'xml',
      'w:worddocument',
      'w:view',
      'w:zoom',
    ]);
    expect([...tags].filter((t) => !allowed.has(t))).toEqual([]);
  });
});
