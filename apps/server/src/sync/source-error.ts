/**
 * A live source could not be read: it did not answer, answered with an error, or sent something
 * that is not its catalogue. The message is shown to the admin after "Failed to fetch … courses: ",
 * so it names the source and says what went wrong in plain words.
 */
export class SyncSourceError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'SyncSourceError';
  }
}
