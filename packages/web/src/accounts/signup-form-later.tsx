import { hydrateLater } from "../shell/index.ts";
import type { SignupFormProps } from "./signup-form.tsx";

/**
 * The sign-up form where it is a section below the fold (/join-as-a-provider), hydrating after the
 * page: until its code runs it is the plain form, posted as without JavaScript, and what the reader
 * typed or ticked carries over when it does (decision 065). Its code (the form, its fields, consent
 * boxes and 'Check your email') stays out of the page's first load (decision 033); the route preloads
 * it in its `clientLoader`. /createaccount, where the form is the page, renders it at once.
 */
export const SignupFormLater = hydrateLater<SignupFormProps>(() =>
  import("./signup-form.tsx").then((m) => m.SignupForm),
);
