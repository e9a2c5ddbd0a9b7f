/**
 * The estimate editor as an HTML form the server answers (docs/decisions/0020): its lines
 * travel as fields named `lines.{i}.{field}`, and the buttons that add or remove a line or
 * work out the totals post the form with their own `intent`; the server answers with the
 * page and the draft as typed (nothing is stored until "Send estimate").
 * Client-safe: the editor and the action share it.
 */
import { DEFAULT_GST_RATE, SAC_MOTOR_VEHICLE_REPAIR } from "./gst";
import { MAX_ESTIMATE_LINES, type EstimateLineInput } from "./billing-schema";

/** The editor's lines and note as typed, before they are checked. */
export interface EstimateDraft {
  note: string;
  lines: EstimateLineInput[];
}

/** The typed fields of one line, in the order the editor shows them. */
export const LINE_FIELDS = [
  "kind",
  "description",
  "hsnSac",
  "quantity",
  "unitPrice",
  "gstRate",
  "warranty",
] as const;

/**
 * A line's field name in the form.
 * @param index the line's place, from 0; `field` one of {@link LINE_FIELDS}
 * @returns e.g. "lines.2.unitPrice" (the same key as the schema's error for that field)
 */
export function lineFieldName(index: number, field: (typeof LINE_FIELDS)[number]): string {
  return `lines.${index}.${field}`;
}

/**
 * An empty line of a kind: one unit at the default GST rate; labour starts with SAC 998714.
 * @param kind part or labour
 */
export function blankLine(kind: "part" | "labour"): EstimateLineInput {
  return {
    kind,
    description: "",
    hsnSac: kind === "labour" ? SAC_MOTOR_VEHICLE_REPAIR : "",
    quantity: "1",
    unitPrice: "",
    gstRate: DEFAULT_GST_RATE,
    warranty: "",
  };
}

/** What one of the editor's buttons asks for besides sending. */
export type DraftEdit =
  | { kind: "totals" }
  | { kind: "add"; line: "part" | "labour" }
  | { kind: "add-starting"; index: number }
  | { kind: "remove"; index: number };

/** The intents of the editor's buttons besides "send-estimate". */
export const DRAFT_INTENTS = {
  totals: "estimate-totals",
  add: (kind: "part" | "labour") => `estimate-add-${kind}`,
  addStarting: (index: number) => `estimate-add-starting-${index}`,
  remove: (index: number) => `estimate-remove-${index}`,
} as const;

/**
 * Reads an editor button's intent.
 * @param intent the posted `intent`
 * @returns the edit it asks for, or null when it is not one of the editor's
 */
export function draftEditOf(intent: string): DraftEdit | null {
  if (intent === DRAFT_INTENTS.totals) return { kind: "totals" };
  if (intent === "estimate-add-part" || intent === "estimate-add-labour")
    return { kind: "add", line: intent === "estimate-add-part" ? "part" : "labour" };
  const starting = /^estimate-add-starting-(\d{1,2})$/.exec(intent);
  if (starting) return { kind: "add-starting", index: Number(starting[1]) };
  const remove = /^estimate-remove-(\d{1,2})$/.exec(intent);
  if (remove) return { kind: "remove", index: Number(remove[1]) };
  return null;
}

/**
 * The draft a posted editor form holds.
 * @param fields the form's fields (`intent`, `note`, `lines.{i}.{field}`)
 * @returns the draft (lines in the order of their index, a missing field typed as "", the
 *   unit price of a line marked as warranty rework "0"), or
 *   the name of a field the editor does not have (the action refuses it, not silently
 *   dropping it)
 */
export function estimateDraftOf(
  fields: Record<string, unknown>,
): { ok: true; draft: EstimateDraft } | { ok: false; unknownField: string } {
  const lines = new Map<number, Record<string, string>>();
  for (const [key, value] of Object.entries(fields)) {
    if (key === "intent" || key === "note") continue;
    const m = /^lines\.(\d{1,2})\.([a-zA-Z]+)$/.exec(key);
    const field = m?.[2] as (typeof LINE_FIELDS)[number] | undefined;
    if (!m || !field || !LINE_FIELDS.includes(field) || Number(m[1]) > MAX_ESTIMATE_LINES)
      return { ok: false, unknownField: key };
    const line = lines.get(Number(m[1])) ?? {};
    line[field] = typeof value === "string" ? value : "";
    lines.set(Number(m[1]), line);
  }
  return {
    ok: true,
    draft: {
      note: typeof fields.note === "string" ? fields.note : "",
      lines: [...lines.entries()]
        .sort(([a], [b]) => a - b)
        .map(([, l]) => ({
          kind: l.kind === "part" ? "part" : "labour",
          description: l.description ?? "",
          hsnSac: l.hsnSac ?? "",
          quantity: l.quantity ?? "",
          // docs/product.md#warranty-rework: a warranty rework line is charged nothing.
          unitPrice: l.warranty ? "0" : (l.unitPrice ?? ""),
          gstRate: Number(l.gstRate ?? DEFAULT_GST_RATE),
          warranty: l.warranty ?? "",
        })),
    },
  };
}

/**
 * The draft after an editor button: a blank or catalogue line added at the end (while under
 * {@link MAX_ESTIMATE_LINES}), a line removed (never the last one), or unchanged.
 * @param draft the draft as posted; `edit` the button; `starting` the catalogue's lines
 */
export function applyDraftEdit(
  draft: EstimateDraft,
  edit: DraftEdit,
  starting: readonly EstimateLineInput[],
): EstimateDraft {
  const full = draft.lines.length >= MAX_ESTIMATE_LINES;
  switch (edit.kind) {
    case "totals":
      return draft;
    case "add":
      return full ? draft : { ...draft, lines: [...draft.lines, blankLine(edit.line)] };
    case "add-starting": {
      const line = starting[edit.index];
      return full || !line ? draft : { ...draft, lines: [...draft.lines, line] };
    }
    case "remove":
      return draft.lines.length <= 1
        ? draft
        : { ...draft, lines: draft.lines.filter((_, i) => i !== edit.index) };
  }
}
