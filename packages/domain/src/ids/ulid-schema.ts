import { z } from "zod";
import { ULID_PATTERN } from "./ulid.ts";

/** An id field: `message` when the text is not an id (any other value gets zod's own message). */
export const ulidSchema = (message?: string) => z.string().regex(ULID_PATTERN, message);

/** An id field with one message for every refusal: missing, not text, or not an id. */
export const requiredUlidSchema = (message: string) => z.string({ message }).regex(ULID_PATTERN, message);
