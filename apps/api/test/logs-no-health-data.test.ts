import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BookingKit, bookingKit } from "./booking-kit.ts";
import { pngImage } from "./images.ts";
import { signUpClient } from "./sign-up.ts";

/**
 * Logs never carry health data (names, emails, notes, messages, file names): a journey through the
 * API with its logger at debug, and every line it wrote searched for what the journey typed.
 */
const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});

const PERSON = {
  email: "zainab.leakcheck@example.com",
  firstName: "Zainableak",
  lastName: "Okonkwoleak",
};
const NOTE = "Panic attacks at night since the bereavement";
const MESSAGE = "My sertraline dose went up last week";
const FILE_NAME = "psychiatric-assessment-leakcheck.png";

let k: BookingKit;
beforeAll(async () => {
  k = await bookingKit(4, { logger: pino({ level: "debug" }, sink) });
});
afterAll(() => k.t.close());

describe("the API's logs", () => {
  it("carry none of a sign-up's, a booking note's, a message's or an upload's words", async () => {
    const client = await signUpClient(k.t, PERSON.email, PERSON);
    const provider = await k.t.login("provider@demo.tranquil.example");
    const providerId = provider.user.identifier;
    const choice = await k.choices(client.token, providerId);
    const [slot] = await k.slots(providerId);
    const booked = await k.call<{ identifier: string }>("POST", "/v1/booking", client.token, {
      therapyIdentifier: choice.therapyIdentifier,
      modalityIdentifier: choice.modalityIdentifier,
      concerns: choice.concerns,
      providerIdentifier: providerId,
      participants: [],
      timeslotIdentifier: slot?.identifier,
      note: NOTE,
    });
    expect(booked.status).toBe(201);
    const form = new FormData();
    form.append("receiver", providerId);
    form.append("message", MESSAGE);
    form.append("option", "photo");
    form.append("files", new File([Buffer.from(pngImage(8, 8))], FILE_NAME));
    const sent = await k.t.json("/v1/messages", {
      method: "POST",
      headers: { Authorization: `Bearer ${client.token}` },
      body: form,
    });
    expect(sent.status).toBe(201);
    // The provider reads it (a request whose answer holds all of it).
    const read = await k.call("GET", `/v1/messages/conversations/${client.user.identifier}`, provider.token);
    expect(JSON.stringify(read.body)).toContain(MESSAGE);

    // The journey was logged (the request lines), and nothing it typed was.
    expect(lines.some((line) => line.includes("/v1/messages"))).toBe(true);
    const secrets = [PERSON.email, PERSON.firstName, PERSON.lastName, NOTE, MESSAGE, FILE_NAME, client.token];
    const leaks = lines.flatMap((line) =>
      secrets
        .filter((secret) => line.toLowerCase().includes(secret.toLowerCase()))
        .map((s) => `${s} in ${line}`),
    );
    expect(leaks).toEqual([]);
  });
});
