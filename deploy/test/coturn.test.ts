import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { turnCredential } from "../../apps/api/src/session-rooms/media/turn-credentials.ts";
import { type Coturn, hasTurnserver, startCoturn } from "../../tooling/e2e/tests/coturn.ts";
import { deployDir, envFile, read, yamlDocuments, yamlFile } from "./files.ts";

/**
 * The session rooms' TURN relay (issue 30, decision 055): deploy/coturn/turnserver.conf run by Debian's
 * coturn (the tests' harness, tooling/e2e/tests/coturn.ts, with only its port, address, secret and
 * files overridden) accepts the API's REST credentials, refuses a wrong one and refuses to relay into
 * the private network; compose and Kubernetes run that file with the secret the API signs with.
 */

const confPath = join(deployDir, "coturn/turnserver.conf");
const conf = read("deploy/coturn/turnserver.conf");

describe.skipIf(!hasTurnserver())("deploy/coturn/turnserver.conf, run by coturn", () => {
  let coturn: Coturn;
  beforeAll(async () => {
    coturn = await startCoturn({ configFile: confPath });
  });
  afterAll(async () => {
    await coturn?.stop();
  });

  /** turnutils_uclient allocates, then binds a channel to a peer on 127.0.0.1 and sends through it. */
  const allocate = async (username: string, password: string) => {
    const args = ["-y", "-n", "1", "-m", "1", "-l", "100", "-p", String(coturn.port)];
    args.push("-u", username, "-w", password, "127.0.0.1");
    try {
      const { stdout } = await promisify(execFile)("/usr/bin/turnutils_uclient", args, { timeout: 25_000 });
      return stdout;
    } catch (err) {
      return String((err as { stdout?: string }).stdout ?? err);
    }
  };

  it("is read without a configuration error", () => {
    // (Its effect shows below: the denied peer ranges are this file's.)
    expect(coturn.log()).toContain("log file opened");
    expect(coturn.log()).not.toMatch(/Bad configuration format|CONFIG ERROR/);
  });

  it("allocates for the API's credential, refuses a wrong one, and never relays to a private address", async () => {
    const now = new Date();
    const fresh = turnCredential({
      secret: coturn.secret,
      userId: "01JD0000000000000000000000",
      now,
      until: new Date(now.getTime() + 600_000),
      ttlSeconds: 14_400,
    });
    // Allocated, then the peer on loopback is refused (denied-peer-ip): 403 Forbidden IP.
    const granted = await allocate(fresh.username, fresh.credential);
    expect(granted).not.toMatch(/Cannot complete Allocation/);
    expect(granted).toMatch(/403 \(Forbidden IP\)/);
    const wrong = await allocate(fresh.username, "d3Jvbmc=");
    expect(wrong).toMatch(/Cannot complete Allocation/);
  }, 60_000);
});

describe("coturn in compose and Kubernetes", () => {
  it("compose runs the checked file with the API's secret, and the API names its relay", () => {
    const { services } = yamlFile("deploy/compose.yaml") as {
      services: Record<string, { command?: string[]; volumes?: string[]; ports?: string[] }>;
    };
    const coturn = services.coturn;
    expect(coturn?.volumes).toContain("./coturn/turnserver.conf:/etc/coturn/turnserver.conf:ro");
    expect(coturn?.command?.join(" ")).toContain(
      'turnserver -c /etc/coturn/turnserver.conf --log-file=stdout --static-auth-secret="$$TURN_SHARED_SECRET"',
    );
    expect(coturn?.ports).toEqual([
      "127.0.0.1:3478:3478/udp",
      "127.0.0.1:3478:3478/tcp",
      "127.0.0.1:49160-49200:49160-49200/udp",
    ]);
    expect(conf).toMatch(/^min-port=49160$/m);
    expect(conf).toMatch(/^max-port=49200$/m);
    const env = envFile("deploy/compose.env.example");
    expect(env.get("TURN_SHARED_SECRET")?.length).toBeGreaterThanOrEqual(16);
    expect(env.get("TURN_URLS")?.split(",")).toEqual([
      "turn:localhost:3478?transport=udp",
      "turn:localhost:3478?transport=tcp",
    ]);
    expect(conf).toMatch(/^use-auth-secret$/m);
    expect(conf).not.toMatch(/^(static-auth-secret|allow-loopback-peers)/m);
  });

  it("Kubernetes runs the same file, with the secret the API signs with", () => {
    const docs = yamlDocuments("deploy/k8s/coturn.yaml") as {
      kind: string;
      data?: Record<string, string>;
      // biome-ignore lint/suspicious/noExplicitAny: checked against Kubernetes' schema by k8s.test.ts.
      spec?: any;
    }[];
    const configMap = docs.find((d) => d.kind === "ConfigMap");
    expect(configMap?.data?.["turnserver.conf"]).toBe(conf);
    const container = docs.find((d) => d.kind === "Deployment")?.spec.template.spec.containers[0];
    expect(container.args).toEqual([
      "-c",
      "/etc/coturn/turnserver.conf",
      "--log-file=stdout",
      "--static-auth-secret=$(TURN_SHARED_SECRET)",
    ]);
    expect(container.env).toContainEqual({
      name: "TURN_SHARED_SECRET",
      valueFrom: { secretKeyRef: { name: "tranquil-api-secrets", key: "TURN_SHARED_SECRET" } },
    });
    const secrets = yamlDocuments("deploy/k8s/secrets.example.yaml") as {
      metadata: { name: string };
      stringData: Record<string, string>;
    }[];
    expect(
      secrets.find((s) => s.metadata.name === "tranquil-api-secrets")?.stringData.TURN_SHARED_SECRET,
    ).toBeDefined();
    const config = yamlDocuments("deploy/k8s/config.yaml")[0] as { data: Record<string, string> };
    expect(config.data.TURN_URLS).toMatch(/^turn:/);
  });
});
