import { describe, expect, it } from "vitest";
import { financialYear, invoiceNumber, paymentState, upiPayUri } from "./invoice-rules";

describe("financial year", () => {
  it("runs from April to March in Asia/Kolkata", () => {
    expect(financialYear(new Date("2026-04-01T00:00:00+05:30"))).toBe("2026-27");
    expect(financialYear(new Date("2027-03-31T23:59:59+05:30"))).toBe("2026-27");
    // 31 March 19:00 UTC is already 1 April in Hyderabad.
    expect(financialYear(new Date("2027-03-31T19:00:00Z"))).toBe("2027-28");
    expect(financialYear(new Date("2099-06-01T00:00:00+05:30"))).toBe("2099-00");
  });
});

describe("invoice numbers", () => {
  it("carry the year and four digits", () => {
    expect(invoiceNumber("2026-27", 1)).toBe("INV/2026-27/0001");
    expect(invoiceNumber("2026-27", 12345)).toBe("INV/2026-27/12345");
  });
});

describe("payment state", () => {
  it("is unpaid, part paid or paid", () => {
    expect(paymentState(10000, 0)).toBe("unpaid");
    expect(paymentState(10000, 1)).toBe("part_paid");
    expect(paymentState(10000, 10000)).toBe("paid");
  });
});

describe("UPI link", () => {
  it("follows upi://pay with the amount in rupees and the invoice number as note", () => {
    expect(
      upiPayUri({
        payeeUpiId: "madhapurcars@icici",
        payeeName: "Madhapur Premium Car Service",
        amountPaise: 590050,
        invoiceNumber: "INV/2026-27/0001",
      }),
    ).toBe(
      "upi://pay?pa=madhapurcars@icici&pn=Madhapur%20Premium%20Car%20Service&am=5900.50&cu=INR&tn=INV/2026-27/0001",
    );
  });

  it("encodes characters that would break the link", () => {
    expect(
      upiPayUri({ payeeUpiId: "a@b", payeeName: "A&B Motors", amountPaise: 5, invoiceNumber: "X" }),
    ).toContain("pn=A%26B%20Motors&am=0.05");
  });
});
