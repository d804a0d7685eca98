import { describe, expect, it } from "vitest";
import {
  csvDocument,
  docDocument,
  docxDocument,
  exeDocument,
  htmlDocument,
  pdfDocument,
  plainZip,
  xlsCompound,
  xlsxDocument,
} from "../../test/documents.ts";
import { jpegImage, pngImage, webpHeader } from "../../test/images.ts";
import { safeFilename, sniffDocument } from "./document-check.ts";

const text = (s: string) => new TextEncoder().encode(s);

describe("sniffDocument", () => {
  it("recognises every accepted kind by its bytes", async () => {
    expect(await sniffDocument(pdfDocument())).toBe("pdf");
    expect(await sniffDocument(pngImage(10, 10))).toBe("png");
    expect(await sniffDocument(jpegImage(10, 10))).toBe("jpeg");
    expect(await sniffDocument(docxDocument())).toBe("docx");
    expect(await sniffDocument(xlsxDocument())).toBe("xlsx");
    expect(await sniffDocument(docDocument())).toBe("doc");
    expect(await sniffDocument(csvDocument())).toBe("text");
    expect(await sniffDocument(text("\uFEFFa,b\n1,2\n"))).toBe("text");
  });

  it("refuses HTML, executables, plain zips, other compound files, WebP and empty files", async () => {
    expect(await sniffDocument(htmlDocument())).toBeNull();
    expect(await sniffDocument(text("  <svg onload=alert(1)>"))).toBeNull();
    expect(await sniffDocument(exeDocument())).toBeNull();
    expect(await sniffDocument(plainZip())).toBeNull();
    expect(await sniffDocument(xlsCompound())).toBeNull();
    expect(await sniffDocument(webpHeader())).toBeNull();
    expect(await sniffDocument(new Uint8Array())).toBeNull();
  });

  it("refuses text with NULs or that is not UTF-8", async () => {
    expect(await sniffDocument(text("a,b\u0000c"))).toBeNull();
    expect(await sniffDocument(new Uint8Array([0x61, 0x2c, 0xff, 0xfe, 0x62]))).toBeNull();
  });
});

describe("safeFilename", () => {
  it("keeps a readable name and puts the content's extension on it", () => {
    expect(safeFilename("My Licence 2026.PDF", "pdf")).toBe("My Licence 2026.pdf");
    expect(safeFilename("scan.jpeg", "jpg")).toBe("scan.jpeg");
    expect(safeFilename("scan.png", "jpg")).toBe("scan.jpg");
    expect(safeFilename("licence", "pdf")).toBe("licence.pdf");
  });

  it("drops folders, reserved characters, control and direction characters", () => {
    expect(safeFilename("../../etc/passwd", "csv")).toBe("passwd.csv");
    expect(safeFilename("C:\\Users\\me\\cv.docx", "docx")).toBe("cv.docx");
    expect(safeFilename('a<b>:"|?*\u0007.pdf', "pdf")).toBe("ab.pdf");
    expect(safeFilename("invoice\u202Efdp.exe", "pdf")).toBe("invoicefdp.pdf");
    expect(safeFilename("...", "pdf")).toBe("document.pdf");
    expect(safeFilename("", "png")).toBe("document.png");
  });

  it("shortens very long names", () => {
    const name = safeFilename(`${"x".repeat(500)}.pdf`, "pdf");
    expect(name).toBe(`${"x".repeat(120)}.pdf`);
  });
});
