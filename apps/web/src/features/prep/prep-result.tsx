import type { AiEngine, PrepMaterial } from '@app/core/ai-api';
import type { Course } from '@app/core/course';
import {
  buildPrepDocument,
  optionLetter,
  PREP_DOCUMENT_MIME,
  prepDocumentFileName,
} from '@app/core/prep-document';
import { Download } from 'lucide-react';
import { AiEngineNote } from '@/components/ai-engine-note';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { downloadFile } from '@/lib/download-file';
import { toast } from '@/lib/toast';

/** Spec 000, section 9: the preview shows 2 questions or 3 sections of 150 characters. */
const PREVIEW_QUESTIONS = 2;
const PREVIEW_SECTIONS = 3;
const PREVIEW_CHARS = 150;

export interface PrepResultData {
  course: Course;
  materialLabel: string;
  material: PrepMaterial;
  engine: AiEngine;
}

function clip(text: string): string {
  return text.length > PREVIEW_CHARS ? `${text.slice(0, PREVIEW_CHARS)}...` : text;
}

/** A preview of the generated material and the Word download of all of it. */
export function PrepResult({ result }: { result: PrepResultData }) {
  const { course, material, materialLabel, engine } = result;

  function download() {
    const html = buildPrepDocument({
      course,
      material,
      materialLabel,
      engineName: engine.name,
      generatedOn: new Date().toLocaleDateString(),
    });
    downloadFile(prepDocumentFileName(materialLabel, course.title), html, PREP_DOCUMENT_MIME);
    toast.success('Download Complete!', 'Study materials saved as Word document');
  }

  return (
    <Card aria-labelledby="prep-result-heading" role="region" data-testid="prep-result">
      <CardHeader className="gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle as="h2" id="prep-result-heading" className="text-xl">
            {material.title || `${materialLabel}: ${course.title}`}
          </CardTitle>
          <CardDescription>
            Preview of your {materialLabel.toLowerCase()} for {course.title}. Download it for the full
            material.
          </CardDescription>
        </div>
        <Button onClick={download}>
          <Download aria-hidden="true" />
          Download as Word
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        {material.questions.length > 0 ? (
          <ol className="grid gap-4" aria-label="Preview questions">
            {material.questions.slice(0, PREVIEW_QUESTIONS).map((q, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: questions have no identity besides their place.
              <li key={i} className="rounded-lg border p-4" data-testid="prep-question">
                <p className="font-medium">
                  {i + 1}. {q.question}
                </p>
                <ul className="mt-2 grid gap-1 text-sm">
                  {q.options.map((option, j) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: options may repeat; their place is their identity.
                    <li key={j}>
                      {optionLetter(j)}. {option}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ol>
        ) : (
          <div className="grid gap-4">
            {material.sections.slice(0, PREVIEW_SECTIONS).map((section, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: sections have no identity besides their place.
              <div key={i} className="rounded-lg border p-4" data-testid="prep-section">
                <h3 className="font-medium">{section.title}</h3>
                <p className="mt-1 text-sm whitespace-pre-line text-muted-foreground">
                  {clip(section.content)}
                </p>
              </div>
            ))}
          </div>
        )}
        <AiEngineNote engine={engine} />
      </CardContent>
    </Card>
  );
}
