import { type ReactNode, useId } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/utils';

/** One titled card of a tool's result (the career advisor's analysis, a skill-gap plan), a labelled region. */
export function ResultSection({
  id,
  icon,
  title,
  className,
  children,
}: {
  /** The heading's id, when something links to it; generated otherwise. */
  id?: string;
  icon: ReactNode;
  title: string;
  className?: string;
  children: ReactNode;
}) {
  const generated = useId();
  const headingId = id ?? generated;
  return (
    <Card aria-labelledby={headingId} role="region" className={cn(className)}>
      <CardHeader className="flex-row items-center gap-2">
        {icon}
        <CardTitle as="h3" id={headingId} className="text-lg">
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}
