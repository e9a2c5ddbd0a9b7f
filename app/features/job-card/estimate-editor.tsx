/**
 * The admin's estimate editor (docs/decisions/0010): writing the first estimate of a booking
 * or revising it as a new version, with the figures worked out as typed.
 */
import { Plus, Send, Trash2 } from "lucide-react";
import { useState, type ComponentProps } from "react";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Textarea } from "~/components/ui/textarea";
import { formatPaise, paiseToRupeeText } from "~/catalog/money";
import { fieldErrorsFrom } from "~/lib/form-values";
import { Field, SectionCard, SelectField } from "./admin-job-card-layout";
import type { EstimateView } from "./estimates.server";
import {
  computeTaxes,
  DEFAULT_GST_RATE,
  formatQuantity,
  GST_RATES,
  SAC_MOTOR_VEHICLE_REPAIR,
} from "./gst";
import { fieldErrorsOf, useJobCardFetcher } from "./job-card-fetcher";
import {
  EstimateLineInputSchema,
  SendEstimateSchema,
  type EstimateLineInput,
} from "./job-card-schema";
import { MoneyRow } from "./money-row";

const kindOptions = [
  { value: "part", text: "Part" },
  { value: "labour", text: "Labour" },
] as const;

const gstRateOptions = GST_RATES.map((r) => ({ value: r, text: `${r}%` }));

const blankLine = (kind: "part" | "labour"): EstimateLineInput => ({
  kind,
  description: "",
  hsnSac: kind === "labour" ? SAC_MOTOR_VEHICLE_REPAIR : "",
  quantity: "1",
  unitPrice: "",
  gstRate: DEFAULT_GST_RATE,
});

/** The editor's starting lines: the newest version's lines (a revision), else the catalogue's. */
function initialLines(
  latest: EstimateView | undefined,
  starting: EstimateLineInput[],
): EstimateLineInput[] {
  if (!latest) return starting.length ? starting : [blankLine("labour")];
  return latest.lines.map((l) => ({
    kind: l.kind,
    description: l.description,
    hsnSac: l.hsnSac,
    quantity: formatQuantity(l.quantityHundredths),
    unitPrice: paiseToRupeeText(l.unitPricePaise),
    gstRate: l.gstRatePercent,
  }));
}

/**
 * The estimate editor (docs/decisions/0010): part and labour lines with description,
 * HSN or SAC, quantity, unit price in rupees and GST rate; taxable value, tax and totals
 * computed as typed by the same GST module the invoice uses; "Send estimate" sends a new
 * version. Checked with the same schema as the server; errors stay at their fields.
 * @param latest the newest version sent, whose lines a revision starts from; none for the
 *   first estimate
 * @param starting the catalogue's lines for the booking's service at the car's tier (also
 *   offered as buttons that add them)
 * @returns the editor's section; it posts JSON with intent "send-estimate"
 */
export function EstimateEditor({
  latest,
  starting,
}: {
  latest: EstimateView | undefined;
  starting: EstimateLineInput[];
}) {
  const fetcher = useJobCardFetcher("send-estimate");
  const [lines, setLines] = useState<EstimateLineInput[]>(() => initialLines(latest, starting));
  const [note, setNote] = useState("");
  const [clientErrors, setClientErrors] = useState<Record<string, string>>({});
  const errors = { ...fieldErrorsOf(fetcher.data, "send-estimate"), ...clientErrors };
  const parsed = lines.map((l) => EstimateLineInputSchema.safeParse(l));
  const { totals } = computeTaxes(
    parsed.flatMap((p) => (p.success ? [p.data] : [])),
    true,
  );
  const update = (i: number, patch: Partial<EstimateLineInput>) =>
    setLines((prev) => prev.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const send = () => {
    const values = { intent: "send-estimate" as const, note, lines };
    const check = SendEstimateSchema.safeParse(values);
    if (!check.success) {
      setClientErrors(fieldErrorsFrom(check.error) as Record<string, string>);
      return;
    }
    setClientErrors({});
    fetcher.submit(values, { method: "post", encType: "application/json" });
  };

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
      <ol className="grid gap-3" aria-label="Estimate lines being written">
        {lines.map((line, i) => {
          const p = parsed[i]!;
          const id = (f: string) => `line-${i}-${f}`;
          const err = (f: string) => errors[`lines.${i}.${f}`];
          const figures = p.success ? computeTaxes([p.data], true).lines[0]! : null;
          /** One of the line's typed fields, kept in state as it is typed. */
          const textField = (
            f: "description" | "hsnSac" | "quantity" | "unitPrice",
            label: string,
            span: string,
            attrs: Pick<ComponentProps<"input">, "inputMode" | "maxLength">,
          ) => (
            <Field id={id(f)} label={label} error={err(f)} className={`grid gap-1.5 ${span}`}>
              <Input
                id={id(f)}
                inputMode={attrs.inputMode}
                value={line[f]}
                maxLength={attrs.maxLength}
                aria-invalid={!!err(f)}
                onChange={(e) => update(i, { [f]: e.target.value })}
              />
            </Field>
          );
          return (
            <li
              key={i}
              className="grid gap-3 rounded-lg border p-3 sm:grid-cols-6"
              aria-label={`Line ${i + 1}`}
            >
              <SelectField
                id={id("kind")}
                label="Kind"
                className="grid gap-1.5 sm:col-span-1"
                options={kindOptions}
                value={line.kind}
                onChange={(e) => {
                  const kind = e.target.value as "part" | "labour";
                  update(i, {
                    kind,
                    hsnSac:
                      kind === "labour"
                        ? SAC_MOTOR_VEHICLE_REPAIR
                        : line.hsnSac === SAC_MOTOR_VEHICLE_REPAIR
                          ? ""
                          : line.hsnSac,
                  });
                }}
              />
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
              <SelectField
                id={id("gstRate")}
                label="GST"
                className="grid gap-1.5 sm:col-span-1"
                options={gstRateOptions}
                value={String(line.gstRate)}
                onChange={(e) => update(i, { gstRate: Number(e.target.value) })}
              />
              <div className="flex items-center justify-between gap-3 text-sm sm:col-span-6">
                <span className="text-muted-foreground tabular-nums">
                  {figures
                    ? `Taxable ${formatPaise(figures.taxablePaise)} + GST ${formatPaise(figures.cgstPaise + figures.sgstPaise)} = ${formatPaise(figures.totalPaise)}`
                    : "Fill in the line to see its amount"}
                </span>
                <Button
                  type="button"
                  variant="ghost"
                  size="sm"
                  onClick={() => setLines((prev) => prev.filter((_, j) => j !== i))}
                  disabled={lines.length === 1}
                  aria-label={`Remove line ${i + 1}`}
                >
                  <Trash2 aria-hidden />
                </Button>
              </div>
            </li>
          );
        })}
      </ol>
      {errors.lines && <p className="text-sm text-destructive">{errors.lines}</p>}
      <div className="flex flex-wrap gap-2">
        {(["part", "labour"] as const).map((kind) => (
          <Button
            key={kind}
            type="button"
            variant="outline"
            size="sm"
            onClick={() => setLines((prev) => [...prev, blankLine(kind)])}
          >
            <Plus aria-hidden />
            {` Add ${kind}`}
          </Button>
        ))}
        {starting.map((s) => (
          <Button
            key={s.description}
            type="button"
            variant="ghost"
            size="sm"
            onClick={() => setLines((prev) => [...prev, s])}
          >
            <Plus aria-hidden /> {s.description}
          </Button>
        ))}
      </div>
      <dl className="grid gap-1 rounded-lg bg-muted/60 p-3 text-sm">
        <MoneyRow label="Taxable value" paise={totals.taxablePaise} />
        <MoneyRow label="CGST + SGST (Telangana)" paise={totals.taxPaise} />
        <MoneyRow label="Estimate total" paise={totals.totalPaise} strong />
      </dl>
      <Field id="estimate-note" label="Note to the customer (optional)" error={errors.note}>
        <Textarea
          id="estimate-note"
          value={note}
          maxLength={500}
          onChange={(e) => setNote(e.target.value)}
          placeholder="What the inspection found"
        />
      </Field>
      <Button
        type="button"
        onClick={send}
        disabled={fetcher.state !== "idle"}
        className="justify-self-start"
      >
        <Send aria-hidden /> {fetcher.state !== "idle" ? "Sending…" : "Send estimate"}
      </Button>
    </SectionCard>
  );
}
