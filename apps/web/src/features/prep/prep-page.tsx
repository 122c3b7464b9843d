import { type MaterialType, materialTypeLabel } from '@app/core/ai-api';
import type { Course } from '@app/core/course';
import { prepRequestFor } from '@app/core/prep-request';
import { useMutation } from '@tanstack/react-query';
import { Loader2, Wand2 } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { PageIntro } from '@/components/page-intro';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { postPrepMaterials } from '@/lib/ai-api';
import { errorMessage } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDocumentTitle } from '@/lib/use-document-title';
import { CoursePicker } from './course-picker';
import { MaterialTypePicker } from './material-type-picker';
import { PrepResult, type PrepResultData } from './prep-result';

/** Spec 000: the selected-course summary shows up to 6 skills. */
const SUMMARY_SKILLS = 6;

export function PrepPage() {
  useDocumentTitle('AI Learning Prep');
  const [search, setSearch] = useState('');
  const [course, setCourse] = useState<Course | null>(null);
  const [materialType, setMaterialType] = useState<MaterialType | null>(null);
  const [result, setResult] = useState<PrepResultData | null>(null);

  const generate = useMutation({
    mutationFn: async (input: { course: Course; materialType: MaterialType }) => {
      const response = await postPrepMaterials(prepRequestFor(input.course, input.materialType));
      if (!response?.success) {
        const error = (response as { error?: unknown } | undefined)?.error;
        throw new Error(typeof error === 'string' && error ? error : 'Failed to generate materials');
      }
      return response;
    },
    onSuccess: (response, input) => {
      const label = materialTypeLabel(input.materialType);
      setResult({
        course: input.course,
        materialLabel: label,
        material: response.material,
        engine: response.engine,
      });
      toast.success('Materials Generated!', `Created ${label} for ${input.course.title}`);
    },
    onError: (error) => toast.error('Generation Failed', errorMessage(error, 'An unexpected error occurred')),
  });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (generate.isPending) return;
    if (!course || !materialType) {
      toast.error('Missing Information', 'Please select both a course and material type');
      return;
    }
    generate.mutate({ course, materialType });
  }

  const ready = course !== null && materialType !== null;

  return (
    <>
      <PageIntro
        title="AI Learning Prep"
        description="Pick a course and the kind of material you need, and get study notes, a practice quiz, key concepts or an exam guide built from the course's own content."
      />
      <div className="mx-auto grid w-full max-w-6xl gap-8 px-4 py-10 sm:px-6 lg:grid-cols-2">
        <Card>
          <CardHeader>
            <CardTitle as="h2" id="prep-course-heading" className="text-xl">
              1. Choose a course
            </CardTitle>
          </CardHeader>
          <CardContent>
            <CoursePicker
              labelledBy="prep-course-heading"
              search={search}
              onSearch={setSearch}
              selected={course}
              onSelect={setCourse}
            />
          </CardContent>
        </Card>

        <div className="grid content-start gap-8">
          <Card>
            <CardHeader>
              <CardTitle as="h2" id="prep-type-heading" className="text-xl">
                2. Choose a material type
              </CardTitle>
            </CardHeader>
            <CardContent>
              <MaterialTypePicker
                labelledBy="prep-type-heading"
                value={materialType}
                onChange={setMaterialType}
              />
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <CardTitle as="h2" id="prep-selected-heading" className="text-xl">
                3. Generate
              </CardTitle>
            </CardHeader>
            <CardContent>
              <form onSubmit={submit} aria-busy={generate.isPending} className="grid gap-4">
                {course ? (
                  <section
                    aria-label="Selected course"
                    data-testid="prep-selected-course"
                    className="rounded-lg border p-4"
                  >
                    <p className="font-semibold">{course.title}</p>
                    <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
                      <dt className="text-muted-foreground">Provider</dt>
                      <dd>{course.provider}</dd>
                      <dt className="text-muted-foreground">Level</dt>
                      <dd>{course.level}</dd>
                      <dt className="text-muted-foreground">Category</dt>
                      <dd>{course.category}</dd>
                    </dl>
                    {course.skills.length > 0 && (
                      <ul className="mt-3 flex flex-wrap gap-2" aria-label="Skills">
                        {course.skills.slice(0, SUMMARY_SKILLS).map((skill) => (
                          <li key={skill}>
                            <Badge variant="secondary">{skill}</Badge>
                          </li>
                        ))}
                      </ul>
                    )}
                  </section>
                ) : (
                  <p className="text-sm text-muted-foreground">Select a course to see its summary here.</p>
                )}
                {materialType && (
                  <p className="text-sm">
                    Material: <span className="font-medium">{materialTypeLabel(materialType)}</span>
                  </p>
                )}
                <Button type="submit" size="lg" disabled={!ready || generate.isPending}>
                  {generate.isPending ? (
                    <Loader2 aria-hidden="true" className="animate-spin" />
                  ) : (
                    <Wand2 aria-hidden="true" />
                  )}
                  {generate.isPending ? 'Generating Materials...' : 'Generate'}
                </Button>
              </form>
            </CardContent>
          </Card>
        </div>

        <div role="status" aria-live="polite" className="sr-only">
          {generate.isPending
            ? 'Generating your study materials...'
            : result
              ? 'Your study materials are ready.'
              : ''}
        </div>
        {result && (
          <div className="lg:col-span-2">
            <PrepResult result={result} />
          </div>
        )}
      </div>
    </>
  );
}
