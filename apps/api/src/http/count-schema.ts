import { z } from "@hono/zod-openapi";

export const CountSchema = z.object({ count: z.number().int() }).openapi("UnreadCount");
