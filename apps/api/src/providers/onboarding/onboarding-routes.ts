import { createRoute, z } from "@hono/zod-openapi";
import {
  canPublish,
  missingTasks,
  ONBOARDING_MESSAGES,
  ONBOARDING_TASKS,
  type OnboardingStatus,
  resumeStep,
} from "@marketplace/domain/onboarding";
import { eq, sql } from "drizzle-orm";
import { currentAuth, requireRole } from "../../auth/index.ts";
import { providerProfiles } from "../../db/index.ts";
import {
  ApiError,
  authErrors,
  createRouter,
  errorContent,
  jsonContent,
  notFoundResponse,
} from "../../http/index.ts";
import { isLicenceVerified } from "../../verification/index.ts";
import { onboardingStatus } from "./onboarding-status.ts";

const Task = z.enum(ONBOARDING_TASKS);

const Onboarding = z
  .object({
    status: z.object(
      Object.fromEntries(ONBOARDING_TASKS.map((task) => [task, z.boolean()])) as Record<
        (typeof ONBOARDING_TASKS)[number],
        z.ZodBoolean
      >,
    ),
    missing: z.array(Task).openapi({ description: "Tasks left before the profile can be published" }),
    resumeStep: z.string().nullable().openapi({
      description: "The step a returning provider resumes at ('one' … 'five', 'fee'); null once published",
    }),
  })
  .openapi("Onboarding");

const viewOf = (status: OnboardingStatus) => ({
  status,
  missing: missingTasks(status),
  resumeStep: resumeStep(status),
});

async function statusOf(db: Parameters<typeof onboardingStatus>[0], providerId: string) {
  const status = await onboardingStatus(db, providerId);
  if (!status) throw new ApiError(404, "Provider profile not found");
  return viewOf(status);
}

/** Onboarding progress (derived from the saved profile) and publishing (issue 12). */
export function onboardingRoutes() {
  const router = createRouter();

  router.openapi(
    createRoute({
      middleware: [requireRole("provider")] as const,
      tags: ["provider"],
      security: [{ bearer: [] }],
      method: "get",
      path: "/v1/provider/onboarding",
      summary: "Which onboarding tasks are done, what is missing and where to resume",
      responses: {
        200: jsonContent(z.object({ data: Onboarding }), "Onboarding progress"),
        ...notFoundResponse,
        ...authErrors,
      },
    }),
    async (c) => c.json({ data: await statusOf(c.var.deps.db, currentAuth(c).user.id) }, 200),
  );

  router.openapi(
    createRoute({
      middleware: [requireRole("provider")] as const,
      tags: ["provider"],
      security: [{ bearer: [] }],
      method: "post",
      path: "/v1/provider/publish",
      summary: "Publish the profile once every onboarding task is done: it shows in search at once",
      responses: {
        200: jsonContent(z.object({ message: z.string(), data: Onboarding }), ONBOARDING_MESSAGES.published),
        409: errorContent(
          `${ONBOARDING_MESSAGES.notReady} errors lists the missing tasks. Or: ${ONBOARDING_MESSAGES.licenceNotVerified} (issue 32: staff have not approved a licence that has not expired).`,
        ),
        ...notFoundResponse,
        ...authErrors,
      },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const providerId = currentAuth(c).user.id;
      const before = await statusOf(db, providerId);
      if (!canPublish(before.status)) throw new ApiError(409, ONBOARDING_MESSAGES.notReady, before.missing);
      // Issue 32: a verified licence (staff approved it, not expired) before the profile goes public.
      if (!(await isLicenceVerified(db, providerId, c.var.deps.clock()))) {
        throw new ApiError(409, ONBOARDING_MESSAGES.licenceNotVerified);
      }
      await db
        .update(providerProfiles)
        .set({
          publishedAt: sql`coalesce(${providerProfiles.publishedAt}, now())`,
          visibility: "visible",
          updatedAt: new Date(),
        })
        .where(eq(providerProfiles.userId, providerId));
      return c.json({ message: ONBOARDING_MESSAGES.published, data: await statusOf(db, providerId) }, 200);
    },
  );

  return router;
}
