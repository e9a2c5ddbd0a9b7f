import { ArrowLeft, Camera, Download, Plus, Send, Trash2 } from "lucide-react";
import { useState, type ComponentProps, type ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Field as FormField } from "~/components/ui/field";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { formatPaise, paiseToRupeeText } from "~/catalog/money";
import { formatKolkataDate, formatKolkataDateTime, todayInKolkata } from "~/lib/time";
import { BookingStatusSelect } from "~/features/admin/booking-status-select";
import { shortBookingId } from "~/catalog/booking-status";
import {
  computeTaxes,
  DEFAULT_GST_RATE,
  formatQuantity,
  GST_RATES,
  SAC_MOTOR_VEHICLE_REPAIR,
} from "./gst";
import { GST_STATES, HOME_STATE_CODE } from "~/catalog/gstin";
import { paymentMethodLabels, paymentMethods } from "./invoice-rules";
import {
  fieldError,
  JobCardToasts,
  lineSummary,
  MoneyRow,
  PaymentList,
  PaymentStateBadge,
  PhotoGallery,
  useJobCardFetcher,
} from "./job-card-parts";
import type { AdminJobCardData } from "./job-card-page.server";
import {
  EstimateLineInputSchema,
  SendEstimateSchema,
  type EstimateLineInput,
} from "./job-card-schema";
import { fieldErrorsFrom } from "~/lib/form-values";
import type { EstimateView, InvoiceView } from "./job-card.server";

/**
 * One section of the job card: a card with its heading and description over its content.
 * @param contentClassName the content's classes (its grid)
 */
function SectionCard({
  title,
  description,
  contentClassName,
  children,
}: {
  title: ReactNode;
  description: ReactNode;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card className="gap-4">
      <CardHeader>
        <CardTitle>
          <h2 className="text-xl">{title}</h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}

const decisionText = { approved: "Approved", declined: "Declined" } as const;

/** The shared form field, spaced as the job card's dense forms are. */
function Field(props: React.ComponentProps<typeof FormField>) {
  return <FormField className="grid gap-1.5" {...props} />;
}

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
 */
function EstimateEditor({
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
  const serverErrors =
    fetcher.data && !fetcher.data.ok && fetcher.data.intent === "send-estimate"
      ? (fetcher.data.fieldErrors ?? {})
      : {};
  const errors = { ...serverErrors, ...clientErrors };
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
              <Field id={id("kind")} label="Kind" className="grid gap-1.5 sm:col-span-1">
                <NativeSelect
                  id={id("kind")}
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
                >
                  <option value="part">Part</option>
                  <option value="labour">Labour</option>
                </NativeSelect>
              </Field>
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
              <Field id={id("gstRate")} label="GST" className="grid gap-1.5 sm:col-span-1">
                <NativeSelect
                  id={id("gstRate")}
                  value={String(line.gstRate)}
                  onChange={(e) => update(i, { gstRate: Number(e.target.value) })}
                >
                  {GST_RATES.map((r) => (
                    <option key={r} value={r}>
                      {r}%
                    </option>
                  ))}
                </NativeSelect>
              </Field>
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

/** The customer's answers on one estimate version: which lines to do. */
function EstimateDecisions({
  estimate,
  earlier,
}: {
  estimate: EstimateView;
  earlier: EstimateView[];
}) {
  return (
    <SectionCard
      title={<>Customer's decision (version {estimate.version})</>}
      description={
        <>
          Sent {formatKolkataDateTime(estimate.sentAt)}.{" "}
          {estimate.decidedAt
            ? `Answered ${formatKolkataDateTime(estimate.decidedAt)}.`
            : "Not answered yet."}
        </>
      }
      contentClassName="grid gap-3"
    >
      <ul className="grid gap-2" aria-label="Lines and decisions">
        {estimate.lines.map((l) => (
          <li
            key={l.id}
            className="flex flex-wrap items-start justify-between gap-2 rounded-lg border p-3 text-sm"
            data-decision={l.decision ?? "waiting"}
          >
            <div className="min-w-0">
              <p className="font-medium break-words">{l.description}</p>
              <p className="text-xs text-muted-foreground">{lineSummary(l)}</p>
            </div>
            <div className="text-right">
              <p className="font-semibold tabular-nums">{formatPaise(l.totalPaise)}</p>
              <p
                className={
                  l.decision === "approved"
                    ? "font-medium text-emerald-800"
                    : "text-muted-foreground"
                }
              >
                {l.decision
                  ? `${decisionText[l.decision]} ${l.decidedAt ? formatKolkataDateTime(l.decidedAt) : ""}`
                  : "Waiting"}
              </p>
            </div>
          </li>
        ))}
      </ul>
      <dl className="grid gap-1 rounded-lg bg-muted/60 p-3 text-sm">
        <MoneyRow
          label="Approved work (incl. GST)"
          paise={estimate.approvedTotals.totalPaise}
          strong
        />
      </dl>
      {earlier.length > 0 && (
        <details className="text-sm">
          <summary className="cursor-pointer text-primary">
            Earlier versions ({earlier.length})
          </summary>
          <ul className="mt-2 grid gap-1">
            {earlier.map((e) => (
              <li key={e.id}>
                Version {e.version}, sent {formatKolkataDateTime(e.sentAt)}: {e.lines.length} lines,{" "}
                {formatPaise(e.totals.totalPaise)}; approved{" "}
                {formatPaise(e.approvedTotals.totalPaise)}
              </li>
            ))}
          </ul>
        </details>
      )}
    </SectionCard>
  );
}

/** Photo upload (one at a time) and the booking's photos. */
function Photos({ photos }: { photos: AdminJobCardData["jobCard"]["photos"] }) {
  const fetcher = useJobCardFetcher("upload-photo");
  const error = fieldError(fetcher.data, "upload-photo", "photo");
  return (
    <SectionCard
      title="Inspection photos"
      description={
        <>
          JPEG, PNG or WebP up to 10 MB; at most 20 a booking. Only this customer and admins can see
          them.
        </>
      }
      contentClassName="grid gap-4"
    >
      <PhotoGallery photos={photos} />
      <fetcher.Form
        method="post"
        encType="multipart/form-data"
        className="flex flex-wrap items-end gap-3"
        key={photos.length}
      >
        <input type="hidden" name="intent" value="upload-photo" />
        <Field id="photo" label="Add a photo" error={error}>
          <Input
            id="photo"
            name="photo"
            type="file"
            accept="image/jpeg,image/png,image/webp"
            required
            aria-invalid={!!error}
            className="max-w-xs"
          />
        </Field>
        <Button type="submit" variant="outline" disabled={fetcher.state !== "idle"}>
          <Camera aria-hidden /> {fetcher.state !== "idle" ? "Uploading…" : "Upload photo"}
        </Button>
      </fetcher.Form>
    </SectionCard>
  );
}

/** Issue the invoice: the customer's state (IGST outside Telangana) and optional GSTIN. */
function IssueInvoice({ canIssue, reason }: { canIssue: boolean; reason: string | null }) {
  const fetcher = useJobCardFetcher("issue-invoice");
  const err = (f: string) => fieldError(fetcher.data, "issue-invoice", f);
  return (
    <SectionCard
      title="Tax invoice"
      description={
        reason ??
        "Bills the approved lines. An issued invoice never changes; cancel it with a reason to correct it."
      }
    >
      <fetcher.Form method="post" className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <input type="hidden" name="intent" value="issue-invoice" />
        <Field id="customerStateCode" label="Customer's state" error={err("customerStateCode")}>
          <NativeSelect
            id="customerStateCode"
            name="customerStateCode"
            defaultValue={HOME_STATE_CODE}
          >
            {GST_STATES.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name} ({s.code})
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Field id="customerGstin" label="Customer's GSTIN (optional)" error={err("customerGstin")}>
          <Input
            id="customerGstin"
            name="customerGstin"
            maxLength={15}
            autoCapitalize="characters"
            aria-invalid={!!err("customerGstin")}
          />
        </Field>
        <Button type="submit" disabled={!canIssue || fetcher.state !== "idle"}>
          Issue invoice
        </Button>
      </fetcher.Form>
    </SectionCard>
  );
}

/** The live invoice: PDF, payments, record a payment, cancel with a reason. */
function InvoiceAdmin({
  bookingId,
  invoice,
  today,
}: {
  bookingId: string;
  invoice: InvoiceView;
  today: string;
}) {
  const pay = useJobCardFetcher("record-payment");
  const cancel = useJobCardFetcher("cancel-invoice");
  const payErr = (f: string) => fieldError(pay.data, "record-payment", f);
  return (
    <Card className="gap-4">
      <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-2">
        <div>
          <CardTitle>
            <h2 className="text-xl">Invoice {invoice.number}</h2>
          </CardTitle>
          <CardDescription>
            Issued {formatKolkataDate(invoice.issuedAt)} ·{" "}
            {invoice.intraState ? "CGST + SGST" : `IGST (${invoice.customerStateName})`}
          </CardDescription>
        </div>
        <PaymentStateBadge state={invoice.paymentState} />
      </CardHeader>
      <CardContent className="grid gap-4">
        <dl className="grid gap-1 text-sm">
          <MoneyRow label="Total" paise={invoice.totals.totalPaise} strong />
          <MoneyRow label="Paid" paise={invoice.paidPaise} />
          <MoneyRow label="Balance due" paise={invoice.balancePaise} strong />
        </dl>
        <PaymentList payments={invoice.payments} />
        <Button asChild variant="outline" className="justify-self-start">
          <a href={`/booking/${bookingId}/invoice.pdf`} target="_blank" rel="noopener">
            <Download aria-hidden /> Invoice PDF
          </a>
        </Button>
        {invoice.balancePaise > 0 && (
          <pay.Form
            method="post"
            className="grid gap-3 rounded-lg border p-3 sm:grid-cols-2"
            key={invoice.paidPaise}
            aria-label="Record a payment"
          >
            <h3 className="font-semibold sm:col-span-2">Record a payment</h3>
            <input type="hidden" name="intent" value="record-payment" />
            <input type="hidden" name="invoiceId" value={invoice.id} />
            <Field id="method" label="Method">
              <NativeSelect id="method" name="method" defaultValue="upi">
                {paymentMethods.map((m) => (
                  <option key={m} value={m}>
                    {paymentMethodLabels[m]}
                  </option>
                ))}
              </NativeSelect>
            </Field>
            <Field id="amount" label="Amount (₹)" error={payErr("amount")}>
              <Input
                id="amount"
                name="amount"
                inputMode="decimal"
                defaultValue={paiseToRupeeText(invoice.balancePaise)}
                aria-invalid={!!payErr("amount")}
              />
            </Field>
            <Field id="reference" label="Reference (UTR, cheque no.)" error={payErr("reference")}>
              <Input id="reference" name="reference" maxLength={100} />
            </Field>
            <Field id="paidOn" label="Received on" error={payErr("paidOn")}>
              <Input
                id="paidOn"
                name="paidOn"
                type="date"
                defaultValue={today}
                min={todayInKolkata(new Date(invoice.issuedAt))}
                max={today}
                aria-invalid={!!payErr("paidOn")}
              />
            </Field>
            <Button type="submit" disabled={pay.state !== "idle"} className="justify-self-start">
              Record payment
            </Button>
          </pay.Form>
        )}
        <details className="text-sm">
          <summary className="cursor-pointer text-destructive">Cancel this invoice</summary>
          <cancel.Form method="post" className="mt-2 grid gap-2">
            <input type="hidden" name="intent" value="cancel-invoice" />
            <input type="hidden" name="invoiceId" value={invoice.id} />
            <Field
              id="reason"
              label="Reason (the number stays used)"
              error={fieldError(cancel.data, "cancel-invoice", "reason")}
            >
              <Input id="reason" name="reason" maxLength={300} required />
            </Field>
            <Button
              type="submit"
              variant="destructive"
              size="sm"
              className="justify-self-start"
              disabled={cancel.state !== "idle"}
            >
              Cancel invoice
            </Button>
          </cancel.Form>
        </details>
      </CardContent>
    </Card>
  );
}

/**
 * The admin's job card for one booking (/admin/booking/:id; docs/decisions/0010): the booking and
 * its status, inspection photos, the estimate editor, the customer's decisions (which lines to
 * do), the invoice with payments, and earlier invoices that were cancelled.
 * @param data the page's loader data
 */
export function AdminJobCard({ data }: { data: AdminJobCardData }) {
  const { booking, jobCard } = data;
  const [latest, ...earlier] = jobCard.estimates;
  const live = jobCard.invoices.find((i) => i.status === "issued");
  const cancelled = jobCard.invoices.filter((i) => i.status === "cancelled");
  const approvedCount = latest?.lines.filter((l) => l.decision === "approved").length ?? 0;
  const issueReason =
    booking.status !== "completed"
      ? "Mark the booking as Completed when the work is done, then issue its invoice."
      : approvedCount === 0
        ? "The customer has approved no line yet."
        : null;
  return (
    <div className="mx-auto grid w-full max-w-4xl gap-6 px-4 py-8 sm:py-10">
      <JobCardToasts
        keys={[
          "upload-photo",
          "send-estimate",
          "issue-invoice",
          "record-payment",
          "cancel-invoice",
        ]}
      />
      <div className="grid gap-3">
        <Link
          to="/admin?tab=bookings"
          className="inline-flex items-center gap-1 text-sm text-primary underline-offset-4 hover:underline"
        >
          <ArrowLeft className="size-4" aria-hidden /> Bookings
        </Link>
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold sm:text-3xl">
              Job card #{shortBookingId(booking.id)}
            </h1>
            <p className="text-sm break-words text-muted-foreground">
              {booking.customerName} · {booking.carModel} · {booking.serviceType}
            </p>
          </div>
          <BookingStatusSelect bookingId={booking.id} status={booking.status} />
        </div>
      </div>
      <Photos photos={jobCard.photos} />
      {latest && <EstimateDecisions estimate={latest} earlier={earlier} />}
      <EstimateEditor key={latest?.id ?? "new"} latest={latest} starting={data.startingLines} />
      {live ? (
        <InvoiceAdmin bookingId={booking.id} invoice={live} today={data.today} />
      ) : (
        <IssueInvoice canIssue={issueReason === null} reason={issueReason} />
      )}
      {cancelled.length > 0 && (
        <ul className="grid gap-1 text-sm text-muted-foreground" aria-label="Cancelled invoices">
          {cancelled.map((i) => (
            <li key={i.id}>
              {i.number} cancelled {i.cancelledAt ? formatKolkataDate(i.cancelledAt) : ""}:{" "}
              {i.cancelReason}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
