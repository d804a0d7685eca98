import { describe, expect, it } from "vitest";
import { csvFilename, earningsCsv, spreadsheetSafe } from "./earnings-csv.ts";
import { csvHref } from "./earnings-filter.ts";

const earning = {
  identifier: "01JD0000000000000000000001",
  kind: "earning",
  description: "Session held",
  amount: 3600,
  currency: "GBP",
  createdAt: "2026-11-20T10:00:00.000Z",
  booking: { appointmentTime: "2026-11-20T09:00:00.000Z", clientName: "Amara Okafor" },
};

describe("earningsCsv", () => {
  it("writes a header row even with nothing to list", () => {
    expect(earningsCsv([])).toBe("Date,Reference,Type,Description,Client,Session time,Amount,Currency\r\n");
  });

  it("writes one line per transaction, amounts in major units", () => {
    const lines = earningsCsv([earning]).split("\r\n");
    expect(lines[1]).toBe(
      "2026-11-20T10:00:00.000Z,01JD0000000000000000000001,Session earning,Session held,Amara Okafor,2026-11-20T09:00:00.000Z,36.00,GBP",
    );
  });

  it("quotes commas, quotes and line breaks, and defuses formulas", () => {
    const csv = earningsCsv([
      { ...earning, booking: { appointmentTime: null, clientName: 'O"Neil, Ann\nB' } },
      { ...earning, booking: { appointmentTime: null, clientName: "=HYPERLINK(1)" } },
      { ...earning, booking: null },
    ]);
    expect(csv).toContain('"O""Neil, Ann\nB"');
    expect(csv).toContain("'=HYPERLINK(1)");
    expect(csv).not.toContain(",=HYPERLINK");
  });
});

describe("spreadsheetSafe", () => {
  it("keeps a negative amount a plain number: a refund is -500.00, not the text '-500.00", () => {
    const csv = earningsCsv([{ ...earning, kind: "refund", amount: -50_000 }]);
    expect(csv.split("\r\n")[1]).toContain(",-500.00,GBP");
    expect(csv).not.toContain("'-500.00");
  });

  it("still escapes what a spreadsheet would run, a leading minus followed by anything but a number included", () => {
    for (const formula of ["=1+1", "+1", "@SUM(A1)", "-cmd|' /C calc'!A0", "-2+3", "-", "\t=1", "\r=1"])
      expect(spreadsheetSafe(formula), formula).toBe(`'${formula}`);
    for (const plain of ["-500.00", "36.00", "0", "-1", "Amara Okafor", ""])
      expect(spreadsheetSafe(plain), plain).toBe(plain);
  });
});

describe("the CSV's name and link", () => {
  it("names the range when one is set", () => {
    expect(csvFilename({})).toBe("earnings.csv");
    expect(csvFilename({ startDate: "2026-01-01", endDate: "2026-01-31" })).toBe(
      "earnings-2026-01-01-to-2026-01-31.csv",
    );
    expect(csvFilename({ endDate: "2026-01-31" })).toBe("earnings-start-to-2026-01-31.csv");
    expect(csvHref({})).toBe("/earnings.csv");
    expect(csvHref({ startDate: "2026-01-01" })).toBe("/earnings.csv?startDate=2026-01-01");
  });
});
