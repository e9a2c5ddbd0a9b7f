/**
 * A closed set of values declared once with the words people read for each
 * (docs/architecture.md#values-with-labels): the declaration order is the list's order, and the
 * tuple the database enums and the zod schemas read, the label lookup and the `{ id, label }`
 * options a screen draws are all derived from it. Plain data, no imports: `app/db/schema`
 * (and drizzle-kit) may read it.
 */

/** A closed set of values with their labels; see {@link vocabulary}. */
export interface Vocabulary<V extends string> {
  /** The values in their declared order, as `pgEnum` and `z.enum` take them. */
  readonly values: readonly [V, ...V[]];
  /** Each value's label. */
  readonly labels: Readonly<Record<V, string>>;
  /** The values with their labels, in order, for lists, tabs and checkboxes. */
  readonly options: ReadonlyArray<{ readonly id: V; readonly label: string }>;
  /**
   * Whether something is one of the values.
   * @returns true only for a string among {@link Vocabulary.values}
   */
  includes(value: unknown): value is V;
}

/** The value type of a vocabulary, e.g. `ValueOf<typeof legState>` is `"scheduled" | …`. */
export type ValueOf<T extends Vocabulary<string>> = T["values"][number];

/**
 * Declares a closed set of values with their labels, in order.
 * @param labels value → label, in the list's order; a value is a word such as `"on_the_way"`,
 *   never a whole number (JavaScript would move `"10"` before the other keys)
 * @returns the {@link Vocabulary}: values, labels, options and a membership check
 * @throws Error when the set is empty, a value is a whole number or a label is blank: a mistake in
 *   the declaration, found when the module loads
 */
export function vocabulary<const L extends Readonly<Record<string, string>>>(
  labels: L,
): Vocabulary<Extract<keyof L, string>> {
  type V = Extract<keyof L, string>;
  const options = Object.entries(labels).map(([id, label]) => ({ id: id as V, label }));
  const values = options.map((o) => o.id);
  if (values.length === 0) throw new Error("A vocabulary needs at least one value");
  const numeric = values.find((v) => /^(0|[1-9]\d*)$/.test(v));
  if (numeric !== undefined) throw new Error(`A vocabulary's value is a word, not "${numeric}"`);
  const unlabelled = options.find((o) => o.label.trim() === "");
  if (unlabelled) throw new Error(`"${unlabelled.id}" needs a label`);
  const known: ReadonlySet<string> = new Set(values);
  return {
    values: values as [V, ...V[]],
    labels,
    options,
    includes: (value: unknown): value is V => typeof value === "string" && known.has(value),
  };
}
