/**
 * The password rule for new and changed passwords (docs/product.md#security; OWASP
 * ASVS 5.0 V6.2): the length bounds of `password-policy.ts`, and no commonly used or
 * easily guessed password.
 * "Common" is judged by zxcvbn-ts with its common-password and keyboard-pattern
 * dictionaries, plus the account's own name and email as guesses.
 */
import type { ZxcvbnFactory } from "@zxcvbn-ts/core";
import {
  PASSWORD_MAX,
  PASSWORD_MIN,
  PASSWORD_TOO_LONG,
  PASSWORD_TOO_SHORT,
} from "~/lib/password-policy";

/** zxcvbn scores below this (0 "too guessable" and 1 "very guessable") are refused. */
const MIN_SCORE = 2;

/** The message for a refused common password. */
export const COMMON_PASSWORD_MESSAGE =
  "This password is too common or easy to guess. Please choose a less predictable one.";

let checker: Promise<ZxcvbnFactory> | undefined;

/**
 * The checker with its dictionaries, loaded on the first password checked: the
 * dictionaries are several megabytes that a server answering only pages never needs
 * (docs/decisions/0008).
 */
async function loadChecker(): Promise<ZxcvbnFactory> {
  const [{ ZxcvbnFactory }, common] = await Promise.all([
    import("@zxcvbn-ts/core"),
    import("@zxcvbn-ts/language-common"),
  ]);
  return new ZxcvbnFactory({
    dictionary: { ...common.dictionary },
    graphs: common.adjacencyGraphs,
  });
}

/**
 * What is wrong with a password, if anything.
 * @param password the password as typed
 * @param userInputs the account's name and email, which must not make the password easy to guess
 * @returns a message for the person, or null when the password is acceptable
 */
export async function passwordProblem(
  password: string,
  userInputs: string[] = [],
): Promise<string | null> {
  if (password.length < PASSWORD_MIN) return PASSWORD_TOO_SHORT;
  if (password.length > PASSWORD_MAX) return PASSWORD_TOO_LONG;
  checker ??= loadChecker();
  const zxcvbn = await checker;
  const guesses = userInputs
    .flatMap((s) => {
      const lower = s.toLowerCase();
      const local = lower.split("@")[0]!;
      return [
        lower,
        local,
        local.replace(/[^a-z0-9]/g, ""),
        lower.replace(/[^a-z0-9]/g, ""),
        ...lower.split(/[@.\s_-]+/),
      ];
    })
    .filter((s) => s.length >= 3);
  return zxcvbn.check(password, guesses).score < MIN_SCORE ? COMMON_PASSWORD_MESSAGE : null;
}
