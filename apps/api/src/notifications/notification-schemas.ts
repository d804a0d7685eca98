import { z } from "@hono/zod-openapi";
import {
  EMAIL_PREFERENCE_KEYS,
  NOTIFICATION_TYPES,
  UNSUBSCRIBE_INVALID,
} from "@marketplace/domain/notifications";
import { PageMetaSchema, PageQuery, wholeNumberParam } from "../http/index.ts";

export const NOTIFICATION_MESSAGES = {
  notFound: "Notification not found",
  badUnsubscribe: UNSUBSCRIBE_INVALID,
} as const;

export const NotificationListQuery = PageQuery.extend({ pageSize: wholeNumberParam("pageSize", 50, 10) });

export const NotificationSchema = z
  .object({
    identifier: z.string(),
    type: z.enum(NOTIFICATION_TYPES),
    title: z.string(),
    body: z.string(),
    link: z.object({ type: z.literal("internal"), url: z.string() }),
    read: z.boolean(),
    createdAt: z.string(),
  })
  .openapi("Notification");

export const NotificationPageSchema = z
  .object({ data: z.array(NotificationSchema), meta: PageMetaSchema })
  .openapi("NotificationPage");

const preferenceShape = Object.fromEntries(
  EMAIL_PREFERENCE_KEYS.map((key) => [key, z.boolean({ message: `${key}: must be true or false` })]),
) as Record<(typeof EMAIL_PREFERENCE_KEYS)[number], z.ZodBoolean>;

export const EmailPreferencesSchema = z
  .object({ email: z.object(preferenceShape).strict() })
  .openapi("NotificationPreferences");

export const UnsubscribeBody = z
  .object({
    token: z
      .string({ message: NOTIFICATION_MESSAGES.badUnsubscribe })
      .min(1, NOTIFICATION_MESSAGES.badUnsubscribe)
      .max(200, NOTIFICATION_MESSAGES.badUnsubscribe),
  })
  .openapi("NotificationUnsubscribe");

export const UnsubscribedSchema = z
  .object({ key: z.enum(EMAIL_PREFERENCE_KEYS) })
  .openapi("NotificationUnsubscribed");
