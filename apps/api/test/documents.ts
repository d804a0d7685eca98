import CFB from "cfb";
import { strToU8, zipSync } from "fflate";

/** Small real documents of every kind a credential upload meets, built in memory for the tests. */

/** A one-page PDF (a valid file, not just the magic bytes). */
export function pdfDocument(text = "Licence"): Uint8Array {
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    "<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
    "<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R >>",
  ];
  const stream = `BT /F1 12 Tf 20 50 Td (${text}) Tj ET`;
  objects.push(`<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`);
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) body += `${String(offset).padStart(10, "0")} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return strToU8(body);
}

const contentTypes = (main: string) =>
  strToU8(
    `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Override PartName="/main.xml" ContentType="${main}"/></Types>`,
  );

export const docxDocument = () =>
  zipSync({
    "[Content_Types].xml": contentTypes(
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml",
    ),
    "word/document.xml": strToU8("<w:document/>"),
  });

export const xlsxDocument = () =>
  zipSync({
    "[Content_Types].xml": contentTypes(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml",
    ),
    "xl/workbook.xml": strToU8("<workbook/>"),
  });

/** A zip that merely has Word-like folder names: not a document. */
export const plainZip = () => zipSync({ "word/page.html": strToU8("<html><script>alert(1)</script>") });

function compoundFile(stream: string): Uint8Array {
  const container = CFB.utils.cfb_new();
  CFB.utils.cfb_add(container, `/${stream}`, Buffer.from("content"));
  return new Uint8Array(CFB.write(container, { type: "buffer" }) as Buffer);
}

/** A legacy Word (.doc) compound file. */
export const docDocument = () => compoundFile("WordDocument");
/** A legacy Excel (.xls) compound file: a compound file, but not Word. */
export const xlsCompound = () => compoundFile("Workbook");

export const csvDocument = () => strToU8("name,number\r\nLicence,ABC-123\r\n");
export const htmlDocument = () =>
  strToU8("<!doctype html><html><script>alert(document.cookie)</script></html>");
/** The start of a Windows executable (MZ header with a PE offset). */
export function exeDocument(): Uint8Array {
  const bytes = new Uint8Array(256);
  bytes.set(strToU8("MZ"), 0);
  bytes[0x3c] = 0x80;
  bytes.set(strToU8("PE\0\0"), 0x80);
  return bytes;
}
