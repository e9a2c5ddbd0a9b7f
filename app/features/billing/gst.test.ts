import { describe, expect, it } from "vitest";
import {
  amountInWords,
  computeTaxes,
  formatQuantity,
  lineTax,
  lineTaxableValue,
  numberInIndianWords,
  parseQuantity,
} from "./gst";

describe("a line's taxable value", () => {
  it("is unit price × quantity in paise", () => {
    expect(lineTaxableValue(249900, 100)).toBe(249900);
    expect(lineTaxableValue(45000, 450)).toBe(202500); // 4.5 litres of oil at ₹450
  });

  it("rounds half a paisa up and less than half down", () => {
    expect(lineTaxableValue(333, 150)).toBe(500); // 499.5 → 500
    expect(lineTaxableValue(333, 149)).toBe(496); // 496.17 → 496
    expect(lineTaxableValue(1, 50)).toBe(1); // 0.5 → 1
    expect(lineTaxableValue(1, 49)).toBe(0);
  });

  it("stays exact for large amounts (no floating point)", () => {
    // ₹99,99,999.99 × 9999.99: the product before dividing is beyond a double's exact range.
    expect(lineTaxableValue(999999999, 999999)).toBe(9999989990000);
  });
});

describe("GST on a line", () => {
  it("splits into CGST and SGST at half the rate each inside Telangana", () => {
    expect(lineTax(100000, 18, true)).toEqual({ cgstPaise: 9000, sgstPaise: 9000, igstPaise: 0 });
  });

  it("is IGST at the full rate for another state", () => {
    expect(lineTax(100000, 18, false)).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: 18000 });
  });

  it("rounds each half to the paisa, halves up", () => {
    // 9% of 105 paise = 9.45 → 9; 9% of 150 = 13.5 → 14
    expect(lineTax(105, 18, true)).toEqual({ cgstPaise: 9, sgstPaise: 9, igstPaise: 0 });
    expect(lineTax(150, 18, true)).toEqual({ cgstPaise: 14, sgstPaise: 14, igstPaise: 0 });
    expect(lineTax(150, 18, false).igstPaise).toBe(27);
    // 2.5% of 1 paisa = 0.025 → 0
    expect(lineTax(1, 5, true).cgstPaise).toBe(0);
  });

  it("is nothing at 0%", () => {
    expect(lineTax(123456, 0, true)).toEqual({ cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
  });
});

describe("an estimate's totals", () => {
  const lines = [
    { unitPricePaise: 249900, quantityHundredths: 100, gstRatePercent: 18 }, // periodic service labour
    { unitPricePaise: 45000, quantityHundredths: 450, gstRatePercent: 18 }, // engine oil
    { unitPricePaise: 33333, quantityHundredths: 100, gstRatePercent: 28 },
  ];

  it("adds up the rounded line figures exactly", () => {
    const { lines: taxed, totals } = computeTaxes(lines, true);
    expect(taxed.map((l) => l.taxablePaise)).toEqual([249900, 202500, 33333]);
    expect(taxed.map((l) => l.cgstPaise)).toEqual([22491, 18225, 4667]);
    expect(totals.taxablePaise).toBe(485733);
    expect(totals.cgstPaise).toBe(45383);
    expect(totals.sgstPaise).toBe(45383);
    expect(totals.igstPaise).toBe(0);
    expect(totals.taxPaise).toBe(90766);
    expect(totals.totalPaise).toBe(485733 + 90766);
    expect(totals.totalPaise).toBe(taxed.reduce((s, l) => s + l.totalPaise, 0));
  });

  it("charges the same tax either way except for rounding of the halves", () => {
    const intra = computeTaxes(lines, true).totals;
    const inter = computeTaxes(lines, false).totals;
    expect(inter.igstPaise).toBe(44982 + 36450 + 9333);
    expect(Math.abs(inter.taxPaise - intra.taxPaise)).toBeLessThanOrEqual(lines.length);
  });

  it("is zero for no lines", () => {
    expect(computeTaxes([], true).totals.totalPaise).toBe(0);
  });
});

describe("quantities", () => {
  it("reads whole and decimal quantities into hundredths", () => {
    expect(parseQuantity("2")).toBe(200);
    expect(parseQuantity("4.5")).toBe(450);
    expect(parseQuantity(" 0.25 ")).toBe(25);
  });

  it("refuses zero, negatives, three decimals and words", () => {
    for (const bad of ["0", "0.00", "-1", "1.234", "two", "", "1e3", "10000"])
      expect(parseQuantity(bad)).toBeNull();
  });

  it("writes them back as people do", () => {
    expect(formatQuantity(200)).toBe("2");
    expect(formatQuantity(450)).toBe("4.5");
    expect(formatQuantity(25)).toBe("0.25");
  });
});

describe("amounts in words (Indian system)", () => {
  it("reads lakhs and crores", () => {
    expect(numberInIndianWords(0)).toBe("Zero");
    expect(numberInIndianWords(105)).toBe("One Hundred Five");
    expect(numberInIndianWords(100000)).toBe("One Lakh");
    expect(numberInIndianWords(12345678)).toBe(
      "One Crore Twenty-Three Lakh Forty-Five Thousand Six Hundred Seventy-Eight",
    );
    expect(numberInIndianWords(1000000000)).toBe("One Hundred Crore");
  });

  it("states rupees and paise", () => {
    expect(amountInWords(12345650)).toBe(
      "Rupees One Lakh Twenty-Three Thousand Four Hundred Fifty-Six and Fifty Paise Only",
    );
    expect(amountInWords(590000)).toBe("Rupees Five Thousand Nine Hundred Only");
    expect(amountInWords(99)).toBe("Rupees Zero and Ninety-Nine Paise Only");
  });
});

describe("discounts and GST on awkward amounts (docs/decisions/0023: per line, half-up, tax heads apart)", () => {
  // unit price (paise), quantity (hundredths), discount %, GST %:
  // gross, discount, taxable, CGST = SGST (intra-state), IGST (inter-state)
  const table: [number, number, number, number, number, number, number, number, number][] = [
    // 5 paise at 10%: 0.5 paise of discount rounds up to 1; 4 × 9% = 0.36 rounds to 0.
    [5, 100, 10, 18, 5, 1, 4, 0, 1],
    // 15 paise: 1.5 → 2 off; 13 × 9% = 1.17 → 1 each; 13 × 18% = 2.34 → 2 (IGST is not CGST + SGST).
    [15, 100, 10, 18, 15, 2, 13, 1, 2],
    // 1 paisa at 10%: 0.1 rounds to nothing.
    [1, 100, 10, 18, 1, 0, 1, 0, 0],
    // ₹333.33 × 1.5 = 499.995 → 50000 gross; 10% = 5000; 45000 × 9% = 4050.
    [33333, 150, 10, 18, 50000, 5000, 45000, 4050, 8100],
    // ₹99.99 × 3 at 20% off, 28%: 29997 → 5999.4 → 5999 off; 23998 × 14% = 3359.72 → 3360; × 28% = 6719.44 → 6719.
    [9999, 300, 20, 28, 29997, 5999, 23998, 3360, 6719],
    // ₹1,234.57 at 15% off, 5%: 123457 → 18518.55 → 18519; 104938 × 2.5% = 2623.45 → 2623; × 5% = 5246.9 → 5247.
    [123457, 100, 15, 5, 123457, 18519, 104938, 2623, 5247],
    // 100% off: the taxable value is nothing, and so is the tax.
    [250000, 100, 100, 18, 250000, 250000, 0, 0, 0],
    // ₹0 warranty rework: nothing to discount or tax.
    [0, 100, 10, 18, 0, 0, 0, 0, 0],
  ];

  it.each(table)(
    "%i paise × %i/100 at %i%% off and %i%% GST",
    (unit, qty, off, rate, gross, discount, taxable, half, igst) => {
      const line = { unitPricePaise: unit, quantityHundredths: qty, gstRatePercent: rate };
      const intra = computeTaxes([line], true, () => off).lines[0]!;
      expect([intra.grossPaise, intra.discountPaise, intra.taxablePaise]).toEqual([
        gross,
        discount,
        taxable,
      ]);
      expect([intra.cgstPaise, intra.sgstPaise, intra.igstPaise]).toEqual([half, half, 0]);
      expect(intra.totalPaise).toBe(taxable + 2 * half);
      const inter = computeTaxes([line], false, () => off).lines[0]!;
      expect([inter.taxablePaise, inter.cgstPaise, inter.igstPaise]).toEqual([taxable, 0, igst]);
    },
  );

  it("totals are the sums of the rounded lines", () => {
    const lines = table.map(([unit, qty, , rate]) => ({
      unitPricePaise: unit,
      quantityHundredths: qty,
      gstRatePercent: rate,
    }));
    const { totals } = computeTaxes(lines, true, () => 10);
    const { lines: each } = computeTaxes(lines, true, () => 10);
    expect(totals.discountPaise).toBe(each.reduce((s, l) => s + l.discountPaise, 0));
    expect(totals.grossPaise - totals.discountPaise).toBe(totals.taxablePaise);
  });
});
