import type { AddressInfo } from "node:net";
import { serve } from "@hono/node-server";
import { Hono } from "hono";
import { describe, expect, it } from "vitest";
import { peerEnv } from "../../test/test-app.ts";
import type { AppDeps, AppEnv } from "./app-types.ts";
import { clientAddress, trustProxies } from "./client-address.ts";

/** A tiny app that answers with the address the API would use for limits. */
function addressApp(trusted: string[]) {
  const app = new Hono<AppEnv>();
  app.use(async (c, next) => {
    c.set("deps", { trustProxy: trustProxies(trusted) } as AppDeps);
    await next();
  });
  app.get("/", (c) => c.text(clientAddress(c)));
  return app;
}

const ask = async (app: Hono<AppEnv>, peer: string | undefined, forwarded?: string) => {
  const headers = forwarded ? { "X-Forwarded-For": forwarded } : undefined;
  const res = await app.request("/", { headers }, peer ? peerEnv(peer) : undefined);
  return res.text();
};

describe("clientAddress", () => {
  const app = addressApp(["loopback", "10.0.0.0/8"]);

  it("ignores X-Forwarded-For from a peer that is not a trusted proxy", async () => {
    expect(await ask(app, "203.0.113.5", "198.51.100.1")).toBe("203.0.113.5");
  });

  it("uses X-Forwarded-For from a trusted proxy (the sites' servers, the load balancer)", async () => {
    expect(await ask(app, "127.0.0.1", "198.51.100.1")).toBe("198.51.100.1");
    expect(await ask(app, "::ffff:127.0.0.1", "198.51.100.1")).toBe("198.51.100.1");
    expect(await ask(app, "127.0.0.1")).toBe("127.0.0.1");
  });

  it("takes the right-most address no trusted proxy vouches for", async () => {
    // The visitor wrote '1.2.3.4' themselves; the load balancer (10.0.0.2) appended the real one.
    expect(await ask(app, "127.0.0.1", "1.2.3.4, 198.51.100.9, 10.0.0.2")).toBe("198.51.100.9");
  });

  it("trusts nobody with an empty list (production default)", async () => {
    expect(await ask(addressApp([]), "127.0.0.1", "198.51.100.1")).toBe("127.0.0.1");
  });

  it("has no address at all without a socket, whatever the headers say", async () => {
    expect(await ask(app, undefined, "198.51.100.1")).toBe("unknown");
  });

  it("reads the peer of a real connection through @hono/node-server", async () => {
    const trusting = serve({ fetch: addressApp(["loopback"]).fetch, port: 0, hostname: "127.0.0.1" });
    const distrusting = serve({ fetch: addressApp([]).fetch, port: 0, hostname: "127.0.0.1" });
    await Promise.all([trusting, distrusting].map((s) => new Promise((r) => s.once("listening", r))));
    const url = (s: typeof trusting) => `http://127.0.0.1:${(s.address() as AddressInfo).port}/`;
    try {
      const headers = { "X-Forwarded-For": "198.51.100.3" };
      expect(await (await fetch(url(trusting), { headers })).text()).toBe("198.51.100.3");
      expect(await (await fetch(url(distrusting), { headers })).text()).toBe("127.0.0.1");
    } finally {
      trusting.close();
      distrusting.close();
    }
  });
});
