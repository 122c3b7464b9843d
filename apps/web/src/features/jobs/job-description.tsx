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

export function JobDescription({ text, className }: { text: string; className?: string }) {
  return (
    <div className={cn('space-y-3 text-sm leading-relaxed', className)} data-job-description>
      {descriptionPieces(text).map((piece, i) =>
        piece.kind === 'list' ? (
          // biome-ignore lint/suspicious/noArrayIndexKey: the pieces never reorder.
          <ul key={i} className="list-disc space-y-1 pl-5">
            {piece.items.map((item, j) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: the items never reorder.
              <li key={j}>{item}</li>
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
