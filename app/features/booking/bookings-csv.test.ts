import { describe, expect, it } from "vitest";
import type { BookingView } from "~/features/booking/bookings.server";
import {
  BOOKINGS_CSV_HEADER,
  bookingsCsv,
  bookingsCsvFileName,
  bookingsCsvRows,
  csvCell,
  kolkataDateTime,
  toCsv,
} from "./bookings-csv";

/** A small RFC 4180 reader, to check that what is written reads back as the same cells. */
function readCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      row.push(cell);
      cell = "";
    } else if (c === "\r" && text[i + 1] === "\n") {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = "";
      i++;
    } else cell += c;
  }
  return rows;
}

describe("csvCell", () => {
  it("quotes every cell, plain text included, and empties null", () => {
    expect(csvCell("Hyundai Creta (2021)")).toBe('"Hyundai Creta (2021)"');
    expect(csvCell(null)).toBe('""');
    expect(csvCell(undefined)).toBe('""');
    expect(csvCell(42)).toBe('"42"');
  });

  it("keeps 'Semi;=2+3' one cell of text for a spreadsheet that splits on semicolons", () => {
    const out = csvCell("Semi;=2+3");
    expect(out).toBe('"Semi;=2+3"');
    // Split as a semicolon-separated reader would, honouring quotes: one cell, no formula.
    const cells = out.match(/("([^"]|"")*"|[^;]+)/g)!;
    expect(cells).toEqual(['"Semi;=2+3"']);
  });

  it("quotes commas, quotes and line breaks, doubling inner quotes", () => {
    expect(csvCell("Flat 12, Madhapur")).toBe('"Flat 12, Madhapur"');
    expect(csvCell('He said "urgent"')).toBe('"He said ""urgent"""');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
  });

  it.each([
    ['=HYPERLINK("http://evil")', '\'=HYPERLINK(""http://evil"")'],
    ["+919876543210", "'+919876543210"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=1", "'\t=1"],
  ])("neutralises a cell a spreadsheet would run as a formula: %s", (input, expected) => {
    const out = csvCell(input);
    expect(readCsv(`${out}\r\n`)[0]![0]).toBe(expected.replace(/""/g, '"'));
    expect(readCsv(`${out}\r\n`)[0]![0]!.startsWith("'")).toBe(true);
  });
});

describe("bookingsCsv", () => {
  const booking: BookingView = {
    id: "0b7c6a8e-3f0a-4c1e-9a57-1d2f3e4a5b6c",
    serviceType: "Brake Service & Repair",
    customerName: "=cmd|' /C calc'!A0",
    customerEmail: "priya@example.com",
    customerPhone: "9876543210",
    carModel: "Hyundai Creta (2021)",
    preferredDate: "2026-11-25",
    preferredTime: "02:00 PM",
    address: 'Flat 12, "Sri Sai Residency", Madhapur\nnear Shilparamam',
    specialRequests: null,
    status: "in_progress",
    createdAt: "2026-11-20T20:15:00.000Z",
    updatedAt: "2026-11-21T04:00:00.000Z",
  };

  it("writes the header and one row per booking that read back as the same values, times in Asia/Kolkata", () => {
    const rows = readCsv(bookingsCsv([booking]));
    expect(rows[0]).toEqual([...BOOKINGS_CSV_HEADER]);
    expect(rows[1]).toEqual([
      booking.id,
      "2026-11-21 01:45",
      "In Progress",
      "Brake Service & Repair",
      "'=cmd|' /C calc'!A0",
      "9876543210",
      "priya@example.com",
      "Hyundai Creta (2021)",
      "2026-11-25",
      "02:00 PM",
      'Flat 12, "Sri Sai Residency", Madhapur\nnear Shilparamam',
      "",
      "2026-11-21 09:30",
      "",
      "0.00",
      "0.00",
    ]);
    expect(rows).toHaveLength(2);
  });

  it("names the credit notes of a booking with what they credit and what was refunded (docs/product.md#credit-notes)", () => {
    const rows = readCsv(
      bookingsCsvRows([
        {
          ...booking,
          creditNotes: "CN/2026-27/0001; CN/2026-27/0004",
          creditedPaise: 150050,
          refundedPaise: 50000,
        },
      ]),
    );
    expect(rows[0]!.slice(-3)).toEqual(["CN/2026-27/0001; CN/2026-27/0004", "1500.50", "500.00"]);
  });

  it("is only the header when nothing matches", () => {
    expect(toCsv(["a", "b"], [])).toBe(`"a","b"\r\n`);
    expect(readCsv(bookingsCsv([]))).toEqual([[...BOOKINGS_CSV_HEADER]]);
  });

  it("names the file after the day in Kolkata", () => {
    expect(bookingsCsvFileName(new Date("2026-11-20T19:00:00Z"))).toBe("bookings-2026-11-21.csv");
  });
});

describe("kolkataDateTime", () => {
  it("writes an instant as Asia/Kolkata's wall clock, across a day and a year", () => {
    expect(kolkataDateTime("2026-11-21T08:35:00.000Z")).toBe("2026-11-21 14:05");
    expect(kolkataDateTime("2026-12-31T18:29:59.999Z")).toBe("2026-12-31 23:59");
    expect(kolkataDateTime("2026-12-31T18:30:00.000Z")).toBe("2027-01-01 00:00");
    expect(kolkataDateTime("2026-06-01 06:30:00+00")).toBe("2026-06-01 12:00");
  });
});
