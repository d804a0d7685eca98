import { safeLocalPath } from "@marketplace/domain/redirect";
import { type ActionFunctionArgs, redirect } from "@remix-run/node";
import { requireProvider } from "../../dashboard/index.server.ts";
import { assertSameOrigin } from "../../session/index.server.ts";

/**
 * POST /appointment/{id}/allow-reschedule (AllowRescheduleToggle's form): the provider's choice,
 * sent to the API; then back to the page the form was on. A GET has nothing to show here.
 */
export async function action({ request, params, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const { api } = await requireProvider(request, context);
  const form = await request.formData();
  const id = params.id ?? "";
  const status = form.get("status") === "allowed" ? "allowed" : "not_allowed";
  // A refusal (the session has started or was cancelled meanwhile) leaves the state as it was, which
  // the page shows again: the toggle's text always reads the saved state.
  await api.POST("/v1/appointment/{identifier}/allow-reschedule", {
    params: { path: { identifier: id } },
    body: { status },
  });
  return redirect(safeLocalPath(form.get("redirectTo"), `/booking/${id}/reschedule`));
}

export function loader() {
  throw new Response(null, { status: 404 });
}
