import type { TestApp } from "./test-app.ts";

/** A new provider, signed up and confirmed through the API like anyone else; answers their session. */
export async function signUpProvider(
  t: TestApp,
  email: string,
  names: { firstName: string; lastName: string } = { firstName: "Other", lastName: "Provider" },
) {
  const password = "other-provider-1";
  await t.json("/v1/auth/signup", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      ...names,
      email,
      password,
      role: "provider",
      acceptTerms: true,
      healthDataConsent: true,
    }),
  });
  await t.json("/v1/auth/confirm-email", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ token: await t.linkToken(email, "/confirm-email") }),
  });
  return t.login(email, password);
}

/** A new client, signed up and confirmed through the API; answers their session (a client with nothing booked yet). */
export async function signUpClient(
  t: TestApp,
  email: string,
  names: { firstName: string; lastName: string } = { firstName: "New", lastName: "Client" },
) {
  const password = "new-client-pass-1";
  const signup = await t.json("/v1/auth/signup", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({
      ...names,
      email,
      password,
      role: "client",
      countryCode: "NG",
      acceptTerms: true,
      healthDataConsent: true,
    }),
  });
  if (signup.status >= 300) throw new Error(`sign-up answered ${signup.status}`);
  await t.json("/v1/auth/confirm-email", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ token: await t.linkToken(email, "/confirm-email") }),
  });
  return t.login(email, password);
}
