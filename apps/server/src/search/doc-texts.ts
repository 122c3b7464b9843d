import { ChunkedBytes } from './chunked-bytes.ts';
import { freshArray, runNow, type Steps } from './slices.ts';

/**
 * One text per document (a job's description, the JSON of its card), as UTF-8 in byte chunks off
 * the heap, by document number: a million of them as strings or records would be a million objects
 * for every collection to mark. Texts are added in document order, then `finish` says how many.
 *
 * A store built again over mostly the same texts (a board read again after a sync) shares those
 * of the store built before it (`shareFrom`): a text the same as there is not held twice, in the
 * two stores alive while the new one is built nor after.
 */
export class DocTexts {
  private bytes = new ChunkedBytes();
  /** Document i's text is bytes starts[i] to ends[i]. */
  private starts!: Float64Array;
  private ends!: Float64Array;
  /**
   * The store built before this one, whose texts this one shares where they are the same, and which
   * of its chunks are worth keeping for that (1).
   */
  private previous: { texts: DocTexts; keep: Uint8Array } | null = null;

  /**
   * `size` is the most documents it may get; `finish` says how many it got. Its arrays are made now,
   * or by `allocate` (`allocateNow` false), in steps.
   */
  constructor(
    private size: number,
    allocateNow = true,
  ) {
    if (allocateNow) runNow(this.allocate());
  }

  /** Makes the arrays for `size` documents (see `freshArray`). */
  *allocate(): Steps {
    this.starts = yield* freshArray(Float64Array, this.size);
    this.ends = yield* freshArray(Float64Array, this.size);
  }

  /**
   * Shares `previous`'s texts from now on (`add`'s `previousDoc`). Only texts in chunks at least
   * half of which the previous store still reads are shared; the others are copied, so a chunk
   * whose texts have mostly gone is let go in a build or two rather than held for the few that stay.
   */
  *shareFrom(previous: DocTexts): Steps {
    const { starts, ends, bytes } = previous;
    const live = new Float64Array(ChunkedBytes.chunkOf(bytes.end) + 1);
    for (let doc = 0; doc < previous.size; doc++) {
      live[ChunkedBytes.chunkOf(starts[doc]!)]! += ends[doc]! - starts[doc]!;
      if (doc % 65_536 === 65_535) yield;
    }
    const keep = new Uint8Array(live.length);
    for (let c = 0; c < live.length; c++) keep[c] = live[c]! * 2 >= bytes.chunkLength(c) ? 1 : 0;
    this.bytes = ChunkedBytes.sharing(bytes);
    this.previous = { texts: previous, keep };
  }

  /**
   * Adds document `doc`'s text; documents in order. `previousDoc`: the same document's place in the
   * store shared from (`shareFrom`), if it was there.
   */
  add(doc: number, text: string, previousDoc = -1) {
    this.place(
      doc,
      previousDoc,
      (from, to) => this.bytes.appendUnlessAt(text, from, to),
      () => this.bytes.append(text),
    );
  }

  /** Adds `JSON.stringify(record)` as document `doc`'s text (read back by `record`); as `add`. */
  addJson(doc: number, record: object, previousDoc = -1) {
    this.place(
      doc,
      previousDoc,
      (from, to) => this.bytes.appendJsonUnlessAt(record, from, to),
      () => this.bytes.appendJson(record, ''),
    );
  }

  private place(
    doc: number,
    previousDoc: number,
    appendUnlessAt: (from: number, to: number) => number,
    append: () => number,
  ) {
    const previous = this.previous;
    const from = previousDoc >= 0 && previous ? previous.texts.starts[previousDoc]! : -1;
    const to = from >= 0 ? previous!.texts.ends[previousDoc]! : -1;
    const at =
      from >= 0 && previous!.keep[ChunkedBytes.chunkOf(from)] === 1 ? appendUnlessAt(from, to) : append();
    this.starts[doc] = at;
    // Shared, it ends where it did; appended, where the bytes now end.
    this.ends[doc] = at === from ? to : this.bytes.end;
  }

  /** Once the texts of documents 0 to `count - 1` are added: lets go the shared chunks none is in. */
  *finish(count: number): Steps {
    this.size = count;
    if (!this.previous) return;
    // The previous store still holds them while it lives.
    const used = new Uint8Array(this.bytes.sharedChunks);
    for (let doc = 0; doc < count; doc++) {
      const chunk = ChunkedBytes.chunkOf(this.starts[doc]!);
      if (chunk < used.length) used[chunk] = 1;
      if (doc % 65_536 === 65_535) yield;
    }
    for (let c = 0; c < used.length; c++) if (used[c] === 0) this.bytes.release(c);
    this.previous = null;
  }

  /** Document `doc`'s text as UTF-8 (a view, not a copy). */
  view(doc: number): Buffer {
    return this.bytes.view(this.starts[doc]!, this.ends[doc]!);
  }

  /** Document `doc`'s record, added by `addJson`. */
  record<T>(doc: number): T {
    return JSON.parse(this.bytes.text(this.starts[doc]!, this.ends[doc]!)) as T;
  }

  /** The texts' bytes: all those held, and those in chunks of its own, not shared (for reports). */
  get heldBytes(): { held: number; own: number } {
    return { held: this.bytes.writtenBytes(), own: this.bytes.writtenBytes(true) };
  }
}
