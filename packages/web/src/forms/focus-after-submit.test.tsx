// @vitest-environment jsdom
import { TextField } from "@marketplace/ui/text-field";
import { Form, Outlet, useActionData } from "@remix-run/react";
import { createRemixStub } from "@remix-run/testing";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { type FormEvent, useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { useFocusFirstErrorAfterSubmit } from "./focus-after-submit.ts";

afterEach(cleanup);
const scrolled = vi.fn();
beforeEach(() => {
  scrolled.mockClear();
  Element.prototype.scrollIntoView = scrolled;
});

type Answer = { fieldErrors: Record<string, string> } | { message: string } | null;

/** A long form (the onboarding profile step) whose action refuses an empty headline. */
function ProfileStep() {
  const answer = useActionData<Answer>();
  const errors = answer && "fieldErrors" in answer ? answer.fieldErrors : {};
  return (
    <section aria-label="Step 1 of 6: Profile">
      {answer && "message" in answer ? <p role="alert">{answer.message}</p> : null}
      <Form method="post" aria-label="Profile info">
        <TextField label="First name" name="firstName" defaultValue="Ada" />
        <TextField label="Headline" name="headline" error={errors.headline} />
        <TextField label="About you" name="bio" error={errors.bio} />
        <button type="submit">Next Step</button>
      </Form>
    </section>
  );
}

/** A form refused in the browser (the contact form's way): its errors render without a request. */
function CheckedInBrowser() {
  const [refused, setRefused] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefused(true);
  };
  return (
    <form aria-label="Contact" onSubmit={submit}>
      <TextField label="Your name" name="name" error={refused ? "Please enter your name" : undefined} />
      <TextField label="Email" name="email" error={refused ? "Email is required" : undefined} />
      <button type="submit">Send message</button>
    </form>
  );
}

function show(answer: (form: FormData) => Answer | Promise<Answer>) {
  const Stub = createRemixStub([
    {
      path: "/",
      Component: () => {
        useFocusFirstErrorAfterSubmit();
        return <Outlet />;
      },
      children: [
        {
          path: "profile",
          Component: ProfileStep,
          action: async ({ request }) => answer(await request.formData()),
        },
        { path: "contact", Component: CheckedInBrowser },
      ],
    },
  ]);
  render(<Stub initialEntries={[initialPath]} />);
}
let initialPath = "/profile";
beforeEach(() => {
  initialPath = "/profile";
});

describe("focus after a refused submission (every form, from the root)", () => {
  it("moves focus from 'Next Step' to the first invalid field and scrolls it into view", async () => {
    show((form) => ({
      fieldErrors: {
        ...(form.get("headline") ? {} : { headline: "Please write a headline" }),
        bio: "Please tell clients about you",
      },
    }));
    await userEvent.click(screen.getByRole("button", { name: "Next Step" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Headline")));
    expect(screen.getByLabelText("Headline").getAttribute("aria-invalid")).toBe("true");
    expect(scrolled).toHaveBeenCalled();
  });

  it("goes to the form's error summary beside it when no field is marked", async () => {
    show(() => ({ message: "File size should not exceed 10MB" }));
    await userEvent.click(screen.getByRole("button", { name: "Next Step" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole("alert")));
  });

  it("still waits for the answer when the browser shows the request busy only after its frames", async () => {
    // The two-frame look for errors a form shows in the browser comes before React renders the
    // submission as busy (a loaded machine): finding nothing, it must not stop waiting for the answer.
    const frame = vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
      callback(0);
      return 0;
    });
    show(() => ({ fieldErrors: { headline: "Please write a headline" } }));
    await userEvent.click(screen.getByRole("button", { name: "Next Step" }));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText("Headline")));
    frame.mockRestore();
  });

  it("leaves focus where it was when the answer has no error", async () => {
    show(() => null);
    const next = screen.getByRole("button", { name: "Next Step" });
    await userEvent.click(next);
    await waitFor(() => expect(scrolled).not.toHaveBeenCalled());
    expect(screen.queryByRole("alert")).toBeNull();
    expect(document.activeElement).not.toBe(screen.getByLabelText("Headline"));
  });

  it("keeps the focus of a person who moved to another field before the answer came", async () => {
    let answer: (value: Answer) => void = () => undefined;
    show(
      () =>
        new Promise<Answer>((resolve) => {
          answer = resolve;
        }),
    );
    await userEvent.click(screen.getByRole("button", { name: "Next Step" }));
    await userEvent.click(screen.getByLabelText("About you"));
    await act(async () => answer({ fieldErrors: { headline: "Please write a headline" } }));
    await waitFor(() => expect(screen.getByText("Please write a headline")).toBeTruthy());
    expect(document.activeElement).toBe(screen.getByLabelText("About you"));
  });

  it("keeps the focus of a person typing in another field when a browser-refused form's errors render late", async () => {
    // A loaded phone: the two frames after the submit come after the person has moved on.
    const frames: FrameRequestCallback[] = [];
    const frame = vi.spyOn(window, "requestAnimationFrame").mockImplementation((callback) => {
      frames.push(callback);
      return frames.length;
    });
    const runFrames = () =>
      act(() => {
        while (frames.length > 0) frames.shift()?.(0);
      });
    initialPath = "/contact";
    show(() => null);
    await userEvent.click(screen.getByRole("button", { name: "Send message" }));
    await userEvent.click(screen.getByLabelText("Email"));
    runFrames();
    expect(document.activeElement).toBe(screen.getByLabelText("Email"));

    // Not moved on: the same late frames take focus to the first error.
    await userEvent.click(screen.getByRole("button", { name: "Send message" }));
    runFrames();
    expect(document.activeElement).toBe(screen.getByLabelText("Your name"));
    frame.mockRestore();
  });
});
