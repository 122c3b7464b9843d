import { PASSWORD_TOO_COMMON } from '@app/core/password-policy';
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import * as common from '@zxcvbn-ts/language-common';
import * as english from '@zxcvbn-ts/language-en';

/**
 * The breached and common password check (OWASP ASVS 2.1.7) behind core's password rules: zxcvbn
 * knows the passwords most often found in breaches, with the usual variations (l33t spelling,
 * digits or symbols added, keyboard walks, repeats, dates, dictionary words and names), and
 * estimates how many guesses a password takes. Anything under its top score (10^10 guesses) is
 * refused: score 3 still lets through the season-year-symbol kind ('Summer2024!!', 'Admin@123456')
 * that breach lists are full of, while random words, passphrases and generated passwords of 12 or
 * more characters clear 10^10 easily.
 *
 * Server-side only: the dictionaries are megabytes, far too much for the web app's bundle, so the
 * forms show the server's answer on the password field.
 */
const MIN_SCORE = 4;

let factory: ZxcvbnFactory | undefined;

function estimator(): ZxcvbnFactory {
  // Built on first use (a few hundred milliseconds), once per process.
  factory ??= new ZxcvbnFactory({
    dictionary: { ...common.dictionary, ...english.dictionary },
    graphs: common.adjacencyGraphs,
    translations: english.translations,
    // Bounds the work per check (l33t variants multiply fast): the first 64 characters say enough,
    // and a request must not hold the event loop for seconds with a 128-character password.
    maxLength: 64,
    l33tMaxSubstitutions: 15,
  });
  return factory;
}

/**
 * PASSWORD_TOO_COMMON when the password is a known breached or easily guessed one, else null.
 * `userInputs` (e-mail, name) count as known words, so a password built from them is weak too.
 */
export function guessablePasswordProblem(password: string, userInputs: string[] = []): string | null {
  const inputs = userInputs.flatMap((input) => [input, ...input.toLowerCase().split(/[@.\s_+-]+/)]);
  const result = estimator().check(
    password,
    inputs.filter((input) => input.length >= 3),
  );
  return result.score < MIN_SCORE ? PASSWORD_TOO_COMMON : null;
}
