/** A row's fields as a JSON answer carries them: a Date becomes its ISO string (null stays null). */
export type AnswerFields<T> = {
  [K in keyof T]: T[K] extends Date ? string : T[K] extends Date | null ? string | null : T[K];
};

/**
 * The named fields of a database row, ready for a JSON answer: only those fields (never a hash or an owner id that
 * happens to be on the row), dates as ISO strings.
 */
export function answerFields<T extends object, K extends keyof T>(
  row: T,
  keys: readonly K[],
): AnswerFields<Pick<T, K>> {
  const answer: Record<PropertyKey, unknown> = {};
  for (const key of keys) {
    const value = row[key];
    answer[key] = value instanceof Date ? value.toISOString() : value;
  }
  return answer as AnswerFields<Pick<T, K>>;
}
