import { z } from "zod";
import { GatewayError } from "./gateway.ts";

/**
 * One way to call Paystack's API, for its payments (paystack-gateway.ts) and its transfers
 * (payouts/payout-gateway.ts): the secret key, a timeout, and its answers checked by zod.
 */
export interface PaystackOptions {
  secretKey: string;
  /** https://api.paystack.co unless a stand-in is used (tests). */
  baseUrl: string;
  /** How long one call may take before it counts as failed. */
  timeoutMs?: number;
}

const REQUEST_TIMEOUT_MS = 15_000;

/** Paystack answers `{ status: true, message, data }`; status false is an error it explains. */
export const paystackEnvelope = <T extends z.ZodType>(data: T) =>
  z.object({ status: z.literal(true), message: z.string().optional(), data });

/** The gateway said no (4xx): nothing was done, so what was prepared for it (money held) can be undone. */
export class GatewayRefusal extends GatewayError {
  constructor(
    gateway: GatewayError["gateway"],
    message: string,
    cause?: unknown,
    /** The HTTP status it answered, where known (404: the gateway has no such thing). */
    readonly status?: number,
  ) {
    super(gateway, message, cause);
  }
}

/**
 * A caller of Paystack's API. A 4xx throws GatewayRefusal, anything else that is not an answer of the
 * expected shape GatewayError (a 5xx or a timeout may or may not have been acted on). Errors name the
 * path without its query, which can carry an account number.
 */
export function paystackCaller(options: PaystackOptions) {
  const base = options.baseUrl.replace(/\/+$/, "");
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;
  return async function call<T extends z.ZodType>(
    method: "GET" | "POST",
    path: string,
    schema: T,
    body?: unknown,
  ): Promise<z.infer<T>> {
    const where = `${method} ${path.split("?")[0]}`;
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${options.secretKey}`,
          Accept: "application/json",
          ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new GatewayError("paystack", `${where} could not be sent`, err);
    }
    const json: unknown = await res.json().catch(() => undefined);
    if (!res.ok) {
      const message = z.object({ message: z.string() }).safeParse(json);
      const text = `${where} answered ${res.status}${message.success ? `: ${message.data.message}` : ""}`;
      throw res.status >= 400 && res.status < 500
        ? new GatewayRefusal("paystack", text, undefined, res.status)
        : new GatewayError("paystack", text);
    }
    const parsed = schema.safeParse(json);
    if (!parsed.success) throw new GatewayError("paystack", `${where} answered an unexpected body`);
    return parsed.data;
  };
}
