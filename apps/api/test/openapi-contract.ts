import { Ajv2020 } from "ajv/dist/2020.js";
import addFormats from "ajv-formats";

type Doc = { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> };

/** Validates real responses against the OpenAPI 3.1 document (JSON Schema 2020-12). */
export class ContractValidator {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  readonly exercised = new Set<string>();

  constructor(private readonly doc: Doc) {
    addFormats.default(this.ajv);
    this.ajv.addSchema({ ...doc, $id: "openapi.json" });
  }

  /** The documented path template a concrete path matches, e.g. /v1/providers/{id}. */
  template(path: string): string | undefined {
    const clean = path.split("?")[0] ?? path;
    return Object.keys(this.doc.paths).find((template) => {
      const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, "[^/]+")}$`);
      return pattern.test(clean);
    });
  }

  operations(): string[] {
    return Object.entries(this.doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
  }

  /** Returns the validation errors (empty when the body matches the documented response). */
  validate(method: string, path: string, status: number, body: unknown): string[] {
    const template = this.template(path);
    if (!template) return [`${path} is not in the document`];
    const op = this.doc.paths[template]?.[method.toLowerCase()];
    if (!op) return [`${method} ${template} is not in the document`];
    if (!(String(status) in op.responses))
      return [`status ${status} is not documented for ${method} ${template}`];
    if (status < 300) this.exercised.add(`${method.toUpperCase()} ${template}`);
    const pointer = [
      "paths",
      template,
      method.toLowerCase(),
      "responses",
      String(status),
      "content",
      "application/json",
      "schema",
    ]
      .map((part) => part.replace(/~/g, "~0").replace(/\//g, "~1"))
      .join("/");
    const validate = this.ajv.getSchema(`openapi.json#/${pointer}`);
    if (!validate) return [`no schema at ${pointer}`];
    return validate(body) ? [] : (validate.errors ?? []).map((e) => `${e.instancePath} ${e.message}`);
  }
}
