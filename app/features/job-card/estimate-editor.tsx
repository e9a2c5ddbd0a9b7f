/**
 * The admin's estimate editor (docs/decisions/0010): writing the first estimate of a booking
 * or revising it as a new version. An HTML form the server answers (docs/decisions/0020):
 * adding or removing a line and working out the totals post the form and come back with
 * the lines as typed; nothing is stored until "Send estimate".
 */
import { Calculator, Plus, Send, Trash2 } from "lucide-react";
import type { ComponentProps } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { formatPaise, paiseToRupeeText } from "~/catalog/money";
import { Field, SectionCard, SelectField } from "~/features/job-card/admin-job-card-layout";
import {
  blankLine,
  DRAFT_INTENTS,
  lineFieldName,
  type EstimateDraft,
} from "~/features/billing/estimate-draft";
import type { EstimateView } from "~/features/billing/estimates.server";
import { computeTaxes, formatQuantity, GST_RATES } from "~/features/billing/gst";
import {
  EstimateLineInputSchema,
  MAX_ESTIMATE_LINES,
  warrantyChoiceValue,
  type EstimateLineInput,
} from "~/features/billing/billing-schema";
import type { InvoicedLineWarranty } from "~/features/cars/warranty";
import { formatDisplayDate } from "~/lib/time";
import { MoneyRow } from "~/features/billing/money-row";

const kindOptions = [
  { value: "part", text: "Part" },
  { value: "labour", text: "Labour" },
] as const;

const gstRateOptions = GST_RATES.map((r) => ({ value: r, text: `${r}%` }));

/** The editor's starting lines: the newest version's lines (a revision), else the catalogue's. */
function initialLines(
  latest: EstimateView | undefined,
  starting: EstimateLineInput[],
): EstimateLineInput[] {
  if (!latest) return starting.length ? [...starting] : [blankLine("labour")];
  return latest.lines.map((l) => ({
    kind: l.kind,
    description: l.description,
    hsnSac: l.hsnSac,
    quantity: formatQuantity(l.quantityHundredths),
    unitPrice: paiseToRupeeText(l.unitPricePaise),
    gstRate: l.gstRatePercent,
    warranty: l.warranty,
  }));
}

/**
 * The "Warranty rework of" options (docs/product.md#warranty-rework): none (ordinary work), then
 * each earlier invoice line still in warranty, and the line's own choice when the list no longer
 * holds it (a revision keeps what an earlier version marked).
 * @param choices the car's invoice lines in warranty; `chosen` the line's value
 */
function warrantyOptions(choices: readonly InvoicedLineWarranty[], chosen: string) {
  const options = [
    { value: "", text: "None: charged as usual" },
    ...choices.map((w) => ({
      value: warrantyChoiceValue(w.invoiceId, w.line),
      text: `${w.invoiceNumber}, line ${w.line}: ${w.description} (warranty to ${formatDisplayDate(w.endsOn)})`,
    })),
  ];
  if (chosen && !options.some((o) => o.value === chosen))
    options.push({ value: chosen, text: "The earlier invoice line chosen before" });
  return options;
}

/**
 * The estimate editor (docs/decisions/0010): part and labour lines with description,
 * HSN or SAC, quantity, unit price in rupees and GST rate, each line's amount and the totals
 * worked out by the same GST module the invoice uses (as of the last answer: "Work out
 * totals" refreshes them); "Send estimate" sends a new version. One HTML form
 * (docs/decisions/0020): every button posts it with its own `intent`, and the server answers
 * with the page, the lines as typed and its errors at their fields.
 * @param latest the newest version sent, whose lines a revision starts from; none for the
 *   first estimate
 * @param starting the catalogue's lines for the booking's service at the car's tier (also
 *   offered as buttons that add them)
 * @param warrantyChoices the lines of the car's earlier invoices still in warranty: each line
 *   may be marked as warranty rework of one, charged ₹0 (docs/product.md#warranty-rework); the
 *   choice shows only when there is one (or a line is marked already)
 * @param action the job card's URL, which the form posts to
 * @param answer the action's answer to this form, when the page is that answer: the draft
 *   as typed and the field errors
 * @returns the editor's section
 */
export function EstimateEditor({
  latest,
  starting,
  warrantyChoices = [],
  action,
  answer,
}: {
  latest: EstimateView | undefined;
  starting: EstimateLineInput[];
  warrantyChoices?: readonly InvoicedLineWarranty[];
  action: string;
  answer?: { draft?: EstimateDraft; fieldErrors?: Record<string, string> };
}) {
  const lines = answer?.draft?.lines ?? initialLines(latest, starting);
  const note = answer?.draft?.note ?? "";
  const errors = answer?.fieldErrors ?? {};
  const parsed = lines.map((l) => EstimateLineInputSchema.safeParse(l));
  const { totals } = computeTaxes(
    parsed.flatMap((p) => (p.success ? [p.data] : [])),
    true,
  );
  const full = lines.length >= MAX_ESTIMATE_LINES;

  return (
    <SectionCard
      title={latest ? `Revise the estimate (version ${latest.version + 1})` : "Write the estimate"}
      description={
        <>
          Prices in rupees before GST.{" "}
          {latest
            ? "Sending makes a new version; the customer approves it again."
            : "The customer sees it on their booking page."}
        </>
      }
      contentClassName="grid gap-4"
    >
      <form method="post" action={`${action}#estimate`} id="estimate" className="grid gap-4">
        {/* Enter in a field works out the totals: the form's first button, never a removal. */}
        <button
          type="submit"
          name="intent"
          value={DRAFT_INTENTS.totals}
          className="sr-only"
          tabIndex={-1}
          aria-hidden
        >
          Work out totals
        </button>
        <ol className="grid gap-3" aria-label="Estimate lines being written">
          {lines.map((line, i) => {
            const p = parsed[i]!;
            const name = (f: Parameters<typeof lineFieldName>[1]) => lineFieldName(i, f);
            const id = (f: string) => `line-${i}-${f}`;
            const err = (f: Parameters<typeof lineFieldName>[1]) => errors[name(f)];
            const figures = p.success ? computeTaxes([p.data], true).lines[0]! : null;
            /** One of the line's typed fields. */
            const textField = (
              f: "description" | "hsnSac" | "quantity" | "unitPrice",
              label: string,
              span: string,
              attrs: Pick<ComponentProps<"input">, "inputMode" | "maxLength">,
            ) => (
              <Field id={id(f)} label={label} error={err(f)} className={`grid gap-1.5 ${span}`}>
                <Input
                  id={id(f)}
                  name={name(f)}
                  inputMode={attrs.inputMode}
                  defaultValue={line[f]}
                  maxLength={attrs.maxLength}
                  aria-invalid={!!err(f)}
                  className="h-11"
                />
              </Field>
            );
            /** One of the line's choices, one column wide; `error` where the form shows one. */
            const choiceField = (
              f: "kind" | "gstRate" | "warranty",
              label: string,
              options: ComponentProps<typeof SelectField>["options"],
              error?: string,
            ) => (
              <SelectField
                id={id(f)}
                label={label}
                className={`grid gap-1.5 ${f === "warranty" ? "sm:col-span-6" : "sm:col-span-1"}`}
                options={options}
                name={name(f)}
                defaultValue={String(line[f] ?? "")}
                error={error}
              />
            );
            return (
              <li
                key={i}
                className="grid gap-3 rounded-lg border p-3 sm:grid-cols-6"
                aria-label={`Line ${i + 1}`}
              >
                {choiceField("kind", "Kind", kindOptions)}
                {textField("description", "Description", "sm:col-span-5", { maxLength: 200 })}
                {textField(
                  "hsnSac",
                  line.kind === "part" ? "HSN code" : "SAC code",
                  "sm:col-span-2",
                  { inputMode: "numeric", maxLength: 8 },
                )}
                {textField("quantity", "Quantity", "sm:col-span-1", { inputMode: "decimal" })}
                {textField("unitPrice", "Unit price (₹)", "sm:col-span-2", {
                  inputMode: "decimal",
                })}
                {choiceField("gstRate", "GST", gstRateOptions, err("gstRate"))}
                {(warrantyChoices.length > 0 || line.warranty) &&
                  choiceField(
                    "warranty",
                    "Warranty rework of",
                    warrantyOptions(warrantyChoices, line.warranty ?? ""),
                    err("warranty"),
                  )}
                <div className="flex items-center justify-between gap-3 text-sm sm:col-span-6">
                  <span className="text-muted-foreground tabular-nums" data-line-amount>
                    {figures
                      ? `Taxable ${formatPaise(figures.taxablePaise)} + GST ${formatPaise(figures.cgstPaise + figures.sgstPaise)} = ${formatPaise(figures.totalPaise)}`
                      : "Fill in the line, then work out the totals to see its amount"}
                  </span>
                  {lines.length > 1 && (
                    <Button
                      type="submit"
                      name="intent"
                      value={DRAFT_INTENTS.remove(i)}
                      variant="ghost"
                      className="size-11"
                      aria-label={`Remove line ${i + 1}`}
                      formNoValidate
                    >
                      <Trash2 aria-hidden />
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
        {errors.lines && <p className="text-sm text-destructive">{errors.lines}</p>}
        {!full && (
          <div className="flex flex-wrap gap-2">
            {(["part", "labour"] as const).map((kind) => (
              <Button
                key={kind}
                type="submit"
                name="intent"
                value={DRAFT_INTENTS.add(kind)}
                variant="outline"
                className="min-h-11"
                formNoValidate
              >
                <Plus aria-hidden />
                {` Add ${kind}`}
              </Button>
            ))}
            {starting.map((s, k) => (
              <Button
                key={s.description}
                type="submit"
                name="intent"
                value={DRAFT_INTENTS.addStarting(k)}
                variant="ghost"
                className="min-h-11 whitespace-normal text-left"
                formNoValidate
              >
                <Plus aria-hidden /> {s.description}
              </Button>
            ))}
          </div>
        )}
        <dl className="grid gap-1 rounded-lg bg-muted/60 p-3 text-sm" aria-label="Estimate totals">
          <MoneyRow label="Taxable value" paise={totals.taxablePaise} />
          <MoneyRow label="CGST + SGST (Telangana)" paise={totals.taxPaise} />
          <MoneyRow label="Estimate total" paise={totals.totalPaise} strong />
        </dl>
        <Field id="estimate-note" label="Note to the customer (optional)" error={errors.note}>
          <Textarea
            id="estimate-note"
            name="note"
            defaultValue={note}
            maxLength={500}
            placeholder="What the inspection found"
          />
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" name="intent" value="send-estimate" className="min-h-11">
            <Send aria-hidden /> Send estimate
          </Button>
          <Button
            type="submit"
            name="intent"
            value={DRAFT_INTENTS.totals}
            variant="outline"
            className="min-h-11"
            formNoValidate
          >
            <Calculator aria-hidden /> Work out totals
          </Button>
        </div>
      </form>
    </SectionCard>
  );
}
