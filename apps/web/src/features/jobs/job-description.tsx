import { cn } from '@/lib/utils';

type Piece = { kind: 'heading' | 'paragraph'; text: string } | { kind: 'list'; items: string[] };

/**
 * Reads the server's plain-text description back into its structure: blocks apart by a blank
 * line; within a block, '• ' lines are list items and a line with more lines under it is a
 * heading. Everything is rendered as text nodes, so nothing in it can become markup.
 */
export function descriptionPieces(text: string): Piece[] {
  const pieces: Piece[] = [];
  for (const block of text.split(/\n{2,}/)) {
    const lines = block.split('\n').filter((l) => l.trim() !== '');
    lines.forEach((line, i) => {
      if (line.startsWith('• ')) {
        const last = pieces.at(-1);
        if (last?.kind === 'list') last.items.push(line.slice(2));
        else pieces.push({ kind: 'list', items: [line.slice(2)] });
      } else {
        pieces.push({ kind: i < lines.length - 1 ? 'heading' : 'paragraph', text: line });
      }
    });
  }
  return pieces;
}

/**
 * Whether a list item of the description is this requirement. The server cuts a requirement
 * longer than 400 characters with '…'; the description keeps it whole.
 */
function isRequirement(item: string, requirement: string): boolean {
  return requirement.endsWith('…')
    ? item.startsWith(requirement.slice(0, -1).trimEnd())
    : item === requirement;
}

/**
 * The requirements the description does not already list. The server reads a posting's
 * requirements from the lists under its requirement headings, so usually none: the dialog then
 * shows them once, where the posting puts them.
 */
export function requirementsNotInDescription(text: string, requirements: readonly string[]): string[] {
  const items = descriptionPieces(text).flatMap((p) => (p.kind === 'list' ? p.items : []));
  return requirements.filter((r) => !items.some((item) => isRequirement(item, r)));
}

export function JobDescription({
  text,
  requirements = [],
  className,
}: {
  text: string;
  /** Marked in the text where they are listed (data-job-requirement). */
  requirements?: readonly string[];
  className?: string;
}) {
  return (
    <div className={cn('space-y-3 text-sm leading-relaxed', className)} data-job-description>
      {descriptionPieces(text).map((piece, i) =>
        piece.kind === 'list' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces never reorder.
          <ul key={i} className="list-disc space-y-1 pl-5">
            {piece.items.map((item, j) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: the items never reorder.
                key={j}
                data-job-requirement={requirements.some((r) => isRequirement(item, r)) ? '' : undefined}
              >
                {item}
              </li>
            ))}
          </ul>
        ) : piece.kind === 'heading' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces never reorder.
          <h4 key={i} className="pt-1 font-semibold">
            {piece.text}
          </h4>
        ) : (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces never reorder.
          <p key={i}>{piece.text}</p>
        ),
      )}
    </div>
  );
}
