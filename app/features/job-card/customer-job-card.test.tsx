import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { healthPoints } from "~/catalog/health-check";
import { TranslatorProvider } from "~/components/site/translation";
import type { CreditNoteView } from "~/features/billing/credit-notes.server";
import type { EstimateView } from "~/features/billing/estimates.server";
import type { InvoiceView } from "~/features/billing/invoice-views.server";
import type { HealthCheckView } from "~/features/health-check/health-check.server";
import { HealthReport } from "~/features/health-check/health-report";
import { requestTranslator } from "~/lib/i18n.server";
import { strayLatinWords } from "../../../tests/e2e/latin-words";
import { CustomerJobCard } from "./customer-job-card";

const totals = {
  grossPaise: 118000,
  discountPaise: 0,
  taxablePaise: 100000,
  cgstPaise: 9000,
  sgstPaise: 9000,
  igstPaise: 0,
  taxPaise: 18000,
  totalPaise: 118000,
};
const line = {
  kind: "part" as const,
  description: "Cabin filter",
  hsnSac: "84213100",
  quantityHundredths: 100,
  unitPricePaise: 100000,
  gstRatePercent: 18,
  grossPaise: 100000,
  taxablePaise: 100000,
  cgstPaise: 9000,
  sgstPaise: 9000,
  igstPaise: 0,
  totalPaise: 118000,
};
const estimate: EstimateView = {
  id: "e1",
  version: 2,
  note: null,
  sentAt: "2026-12-07T05:30:00.000Z",
  decidedAt: null,
  lines: [
    { ...line, id: "l1", position: 1, warranty: "", decision: null, decidedAt: null },
    {
      ...line,
      kind: "labour",
      hsnSac: "998714",
      id: "l2",
      position: 2,
      warranty: "",
      decision: "declined",
      decidedAt: "2026-12-07T06:00:00.000Z",
    },
  ],
  totals,
  approvedTotals: totals,
  discountNote: null,
};
const invoice = {
  id: "i1",
  number: "INV/2026-27/0007",
  status: "issued",
  issuedAt: "2026-12-08T09:00:00.000Z",
  lines: [{ ...line, estimateLineId: "l1" }],
  discountNote: null,
  totals,
  cancelledAt: null,
  cancelReason: null,
  payments: [
    { id: "p1", paidOn: "2026-12-08", amountPaise: 50000, method: "cash", reference: null },
  ],
  paidPaise: 50000,
  balancePaise: 68000,
  paymentState: "part_paid",
  upiUri: "upi://pay?pa=shop@upi",
  upiId: "shop@upi",
  upiQrDataUrl: "data:image/png;base64,AA==",
} as unknown as InvoiceView;
const report: HealthCheckView = {
  bookingId: "b1",
  completedAt: "2026-12-08T08:00:00.000Z",
  recorded: healthPoints.length,
  points: healthPoints.map((p, i) => ({
    id: p.id,
    label: p.label,
    area: p.area,
    measurement: null,
    result: {
      finding: i === 0 ? "attention" : i === 1 ? "watch" : "fine",
      note: null,
      measurementTenths: null,
      measurementText: i === 0 ? "3.5 mm" : null,
      estimateLineId: i === 0 ? "l1" : null,
      recommended: i === 1,
    },
    photos: [],
  })),
};

/** A credit note of 100 rupees against the invoice, refunded by UPI, its reason the workshop's words. */
const creditNote = {
  id: "cn1",
  bookingId: "b1",
  invoiceId: "i1",
  number: "CN/2026-27/0003",
  issuedAt: "2026-12-08T05:30:00.000Z",
  reason: "Cabin filter",
  invoiceNumber: invoice.number,
  invoiceIssuedAt: "2026-12-07T05:30:00.000Z",
  lines: [],
  totals: { ...totals, totalPaise: 10000 },
  refunds: [
    { id: "r1", refundedOn: "2026-12-09", amountPaise: 10000, method: "upi", reference: "UTR991" },
  ],
  refundedPaise: 10000,
} as unknown as CreditNoteView;

/** The booking page's job card and health report, drawn by the server on a page at `path`. */
function render(path: string): string {
  const Stub = createRoutesStub([
    {
      path: "/*",
      Component: () => (
        <TranslatorProvider value={requestTranslator(`http://localhost${path}`)}>
          <HealthReport report={report} />
          <CustomerJobCard
            bookingId="b1"
            jobCard={{
              estimates: [estimate],
              invoices: [invoice],
              offers: [],
              creditNotes: [creditNote],
              photos: [],
            }}
          />
        </TranslatorProvider>
      ),
    },
  ]);
  return renderToString(<Stub initialEntries={[path]} />);
}

describe("the estimate, invoice screen and health report on a booking's page (docs/decisions/0026)", () => {
  it("read wholly in Telugu and in Hindi, the tax terms and amounts as written, the plain form posting to the page in the language", () => {
    for (const [path, words] of [
      [
        "/te/booking/b1",
        [
          "మీ అంచనా",
          "ఓకే",
          "వద్దు",
          "టాక్స్ బిల్లు INV/2026-27/0007",
          "కొంత కట్టారు",
          "మీ కారు 25 పాయింట్ల హెల్త్ చెకప్",
          "కొలత: 3.5 mm",
          "క్రెడిట్ నోట్‌లు",
          "₹100.00లో ₹100.00 తిరిగి ఇచ్చాం",
        ],
      ],
      [
        "/hi/booking/b1",
        [
          "आपका अनुमान",
          "मंज़ूर",
          "नामंज़ूर",
          "टैक्स बिल INV/2026-27/0007",
          "कुछ चुकाया",
          "आपकी गाड़ी की 25-पॉइंट हेल्थ जाँच",
          "माप: 3.5 mm",
          "क्रेडिट नोट",
          "₹100.00 में से ₹100.00 लौटाए",
        ],
      ],
    ] as const) {
      const html = render(path);
      for (const w of words) expect(html, w).toContain(w);
      expect(html).toContain(`action="${path.slice(0, 3)}/booking/b1"`);
      // The line's description is the workshop's own words and the invoice's number a record's;
      // the rest is the language's.
      const own = html
        .replaceAll("Cabin filter", "")
        .replaceAll(invoice.number, "")
        .replaceAll(creditNote.number, "")
        .replaceAll("UTR991", "");
      expect(strayLatinWords(`<body>${own}</body>`), path).toEqual([]);
    }
  });

  it("keep their English words on the English page", () => {
    const html = render("/booking/b1");
    for (const w of [
      "Your estimate",
      "Approve all",
      "Tax invoice INV/2026-27/0007",
      "Part paid",
      "Your 25-point health check",
      "Measured: 3.5 mm",
      "Engine oil level and condition",
      "Credit note CN/2026-27/0003 · 8 Dec 2026 · against INV/2026-27/0007",
      "Refunded ₹100.00 of ₹100.00",
      "2026-12-09: ₹100.00 by UPI (ref. UTR991)",
      "Credit note (PDF)",
    ])
      expect(html, w).toContain(w);
    expect(html).toContain('action="/booking/b1"');
  });
});
