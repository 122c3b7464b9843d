import type { AiEngine } from '@app/core/ai-api';
import { cvFileName } from '@app/core/document-file-name';
import { Download, FileDown, Loader2 } from 'lucide-react';
import { type RefObject, useState } from 'react';
import { AiEngineNote } from '@/components/ai-engine-note';
import { CopyButton } from '@/components/copy-button';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { downloadFile } from '@/lib/download-file';
import { toast } from '@/lib/toast';

interface CvOutputProps {
  text: string;
  fullName: string;
  engine: AiEngine;
  headingRef: RefObject<HTMLHeadingElement | null>;
}

/** The generated CV as plain text, with Copy, a .txt download and a PDF made on request. */
export function CvOutput({ text, fullName, engine, headingRef }: CvOutputProps) {
  const [makingPdf, setMakingPdf] = useState(false);

  async function downloadPdf() {
    if (makingPdf) return;
    setMakingPdf(true);
    try {
      const { cvPdf } = await import('./cv-pdf');
      const bytes = await cvPdf(text, fullName);
      downloadFile(
        cvFileName(fullName, 'pdf'),
        new Blob([bytes as BlobPart], { type: 'application/pdf' }),
        'application/pdf',
      );
    } catch {
      toast.error(
        'PDF Download Failed',
        'The PDF could not be created. Please try again or download the text file.',
      );
    } finally {
      setMakingPdf(false);
    }
  }

  return (
    <Card role="region" aria-labelledby="cv-output-heading">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3">
        <CardTitle
          as="h2"
          id="cv-output-heading"
          ref={headingRef}
          tabIndex={-1}
          className="text-xl outline-none"
        >
          Your Professional CV
        </CardTitle>
        <div className="flex flex-wrap gap-2">
          <CopyButton text={text} />
          <Button
            variant="outline"
            size="sm"
            onClick={() => downloadFile(cvFileName(fullName, 'txt'), text, 'text/plain;charset=utf-8')}
          >
            <Download aria-hidden="true" />
            Download
          </Button>
          <Button variant="outline" size="sm" onClick={downloadPdf} disabled={makingPdf}>
            {makingPdf ? (
              <Loader2 aria-hidden="true" className="animate-spin" />
            ) : (
              <FileDown aria-hidden="true" />
            )}
            {makingPdf ? 'Preparing PDF...' : 'Download PDF'}
          </Button>
        </div>
      </CardHeader>
      <CardContent className="grid gap-4">
        <pre
          data-testid="cv-text"
          className="whitespace-pre-wrap break-words rounded-lg border bg-muted/40 p-4 font-sans text-sm leading-relaxed"
        >
          {text}
        </pre>
        <AiEngineNote engine={engine} />
      </CardContent>
    </Card>
  );
}
