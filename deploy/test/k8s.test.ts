import { existsSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DRAIN_TIMEOUT_MS } from "../../apps/api/src/http/close-server.ts";
import { deployDir, k8sFiles, yamlDocuments, yamlFile } from "./files.ts";

/**
 * The Kubernetes manifests, checked without a cluster: every object against Kubernetes' own schema
 * (kubernetes-models: the OpenAPI schemas of the API server, compiled), then the deployment's own rules:
 * probes on the routes that exist, shutdown timings that agree with the API's, autoscalers and
 * disruption budgets that point at something, and no secret values.
 */

interface Manifest {
  file: string;
  apiVersion: string;
  kind: string;
  metadata: { name: string; labels?: Record<string, string> };
  // biome-ignore lint/suspicious/noExplicitAny: a manifest's spec is checked against the schema first.
  spec?: any;
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}

const manifests: Manifest[] = k8sFiles.flatMap((file) =>
  yamlDocuments(file).map((doc) => ({ ...(doc as unknown as Manifest), file })),
);
const named = (kind: string, name: string) =>
  manifests.find((m) => m.kind === kind && m.metadata.name === name);
const ofKind = (kind: string) => manifests.filter((m) => m.kind === kind);

type ModelClass = new (data: unknown) => { validate(): void };

/** kubernetes-models' class for an object: `apps/v1` + `Deployment` → kubernetes-models/apps/v1/Deployment. */
async function modelOf(apiVersion: string, kind: string): Promise<ModelClass> {
  const module = (await import(`kubernetes-models/${apiVersion}/${kind}`)) as Record<string, ModelClass>;
  const model = module[kind];
  if (!model) throw new Error(`kubernetes-models has no ${apiVersion} ${kind}`);
  return model;
}

async function schemaErrors(manifest: Manifest): Promise<string | null> {
  const { file: _file, ...object } = manifest;
  const Model = await modelOf(object.apiVersion, object.kind);
  try {
    new Model(object).validate();
    return null;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const configMap = named("ConfigMap", "tranquil-config");
const readinessGraceMs = Number(configMap?.data?.READINESS_GRACE_MS);

describe("deploy/k8s", () => {
  it("has the objects an operator applies", () => {
    const kinds = manifests.map((m) => `${m.kind}/${m.metadata.name}`).sort();
    expect(kinds).toEqual(
      [
        "ConfigMap/coturn-config",
        "ConfigMap/tranquil-config",
        "Deployment/coturn",
        "Deployment/api",
        "Deployment/global",
        "Deployment/nigeria",
        "Deployment/worker",
        "HorizontalPodAutoscaler/api",
        "HorizontalPodAutoscaler/global",
        "HorizontalPodAutoscaler/nigeria",
        "Job/migrate",
        "PodDisruptionBudget/api",
        "PodDisruptionBudget/global",
        "PodDisruptionBudget/nigeria",
        "Secret/tranquil-api-secrets",
        "Secret/tranquil-site-secrets",
        "Service/api",
        "Service/global",
        "Service/nigeria",
      ].sort(),
    );
  });

  it.each(
    manifests.map((m) => [`${m.file}: ${m.kind}/${m.metadata.name}`, m] as const),
  )("%s is valid against the Kubernetes schema", async (_label, manifest) => {
    expect(await schemaErrors(manifest)).toBeNull();
  });

  it("the schema check does catch a broken object", async () => {
    const api = named("Deployment", "api");
    if (!api) throw new Error("no api Deployment");
    const broken = structuredClone(api);
    broken.spec.template.spec.containers[0].ports[0].containerPort = "http";
    expect(await schemaErrors(broken)).toMatch(/containerPort must be integer/);
    const noSelector = structuredClone(api);
    delete noSelector.spec.selector;
    expect(await schemaErrors(noSelector)).toMatch(/selector/);
  });

  it("the kustomization lists the long-running parts, not the Job nor the example secrets", () => {
    const kustomization = yamlFile("deploy/k8s/kustomization.yaml") as {
      resources: string[];
      images: { name: string }[];
    };
    for (const resource of kustomization.resources)
      expect(existsSync(join(deployDir, "k8s", resource))).toBe(true);
    expect(kustomization.resources).not.toContain("migrate-job.yaml");
    expect(kustomization.resources).not.toContain("secrets.example.yaml");
    const images = new Set(
      manifests.flatMap((m) =>
        ((m.spec?.template?.spec?.containers ?? []) as { image: string }[]).map((c) => c.image.split(":")[0]),
      ),
    );
    expect(kustomization.images.map((i) => i.name).sort()).toEqual([...images].sort());
  });

  describe.each(["api", "global", "nigeria"])("the %s Deployment", (name) => {
    const deployment = named("Deployment", name);
    const pod = deployment?.spec.template;
    const container = pod?.spec.containers[0];

    it("is probed: alive on /livez, ready on /readyz, on its named port", () => {
      const port = container.ports.find((p: { name: string }) => p.name === "http");
      expect(port?.containerPort).toBeGreaterThan(0);
      expect(container.env).toContainEqual({ name: "PORT", value: String(port.containerPort) });
      expect(container.livenessProbe.httpGet).toEqual({ path: "/livez", port: "http" });
      expect(container.startupProbe.httpGet).toEqual({ path: "/livez", port: "http" });
      expect(container.readinessProbe.httpGet).toEqual({ path: "/readyz", port: "http" });
    });

    it("is taken out of traffic within the readiness grace, and given time to drain after it", () => {
      const probe = container.readinessProbe;
      expect(readinessGraceMs).toBeGreaterThan(0);
      expect(probe.periodSeconds * probe.failureThreshold * 1000).toBeLessThan(readinessGraceMs);
      // main.ts: close-with-grace's delay is READINESS_GRACE_MS + DRAIN_TIMEOUT_MS + 5 s.
      expect(pod.spec.terminationGracePeriodSeconds * 1000).toBeGreaterThan(
        readinessGraceMs + DRAIN_TIMEOUT_MS + 5_000,
      );
    });

    it("rolls out without losing capacity, scales on CPU, and keeps one pod through a drain", () => {
      expect(deployment?.spec.strategy.rollingUpdate.maxUnavailable).toBe(0);
      expect(container.resources.requests.cpu).toBeDefined();
      const hpa = named("HorizontalPodAutoscaler", name);
      expect(hpa?.spec.scaleTargetRef).toEqual({ apiVersion: "apps/v1", kind: "Deployment", name });
      expect(hpa?.spec.minReplicas).toBeGreaterThanOrEqual(2);
      const pdb = named("PodDisruptionBudget", name);
      expect(pdb?.spec.selector.matchLabels).toEqual(deployment?.spec.selector.matchLabels);
      expect(pdb?.spec.minAvailable).toBeLessThan(hpa?.spec.minReplicas);
      const service = named("Service", name);
      expect(service?.spec.selector).toEqual(deployment?.spec.selector.matchLabels);
      expect(service?.spec.ports[0].targetPort).toBe("http");
    });
  });

  it("the worker and the migration Job run the API image with their own entry", () => {
    const api = named("Deployment", "api")?.spec.template.spec.containers[0];
    const worker = named("Deployment", "worker")?.spec.template.spec.containers[0];
    const job = named("Job", "migrate")?.spec.template.spec;
    expect(api.command).toEqual([
      "node",
      "--import",
      "./apps/api/dist/telemetry/preload.js",
      "apps/api/dist/main.js",
    ]);
    expect(worker.command).toEqual([
      "node",
      "--import",
      "./apps/api/dist/telemetry/preload.js",
      "apps/api/dist/worker.js",
    ]);
    expect(worker.image).toBe(api.image);
    // Nothing to probe: no HTTP port.
    expect(worker.ports).toBeUndefined();
    expect(job.containers[0].command).toEqual(["node", "apps/api/dist/db/migrate-cli.js"]);
    expect(job.containers[0].image).toBe(api.image);
    expect(job.restartPolicy).toBe("Never");
  });

  it("every pod runs as a user other than root, read-only, with no privileges", () => {
    const pods = manifests.flatMap((m) => (m.spec?.template ? [[m, m.spec.template.spec] as const] : []));
    expect(pods.length).toBe(6);
    for (const [m, spec] of pods) {
      expect(spec.securityContext.runAsNonRoot, m.metadata.name).toBe(true);
      expect(spec.securityContext.runAsUser, m.metadata.name).not.toBe(0);
      expect(spec.automountServiceAccountToken, m.metadata.name).toBe(false);
      for (const c of spec.containers) {
        expect(c.securityContext, m.metadata.name).toMatchObject({
          allowPrivilegeEscalation: false,
          readOnlyRootFilesystem: true,
          capabilities: { drop: ["ALL"] },
        });
      }
    }
  });

  it("reads its settings from the ConfigMap and the Secrets, which hold placeholders only", () => {
    for (const m of manifests.filter((x) => x.spec?.template)) {
      for (const c of m.spec.template.spec.containers) {
        // coturn reads one key of a Secret (coturn.yaml), not whole ones.
        for (const from of c.envFrom ?? []) {
          const ref = from.configMapRef ?? from.secretRef;
          expect(
            named(from.configMapRef ? "ConfigMap" : "Secret", ref.name),
            `${m.metadata.name}: ${ref.name}`,
          ).toBeDefined();
        }
      }
    }
    // The sites get no database or storage credentials.
    for (const site of ["global", "nigeria"]) {
      const refs = named("Deployment", site)?.spec.template.spec.containers[0].envFrom;
      expect(refs).toContainEqual({ secretRef: { name: "tranquil-site-secrets" } });
      expect(refs).not.toContainEqual({ secretRef: { name: "tranquil-api-secrets" } });
    }
    for (const secret of ofKind("Secret")) {
      for (const [key, value] of Object.entries(secret.stringData ?? {})) {
        expect(value, `${secret.metadata.name}.${key}`).toMatch(/change-me/);
      }
      expect(secret.data).toBeUndefined();
    }
  });

  it("signs file links for an endpoint browsers reach, and lets the sites show images from it", () => {
    const data = (configMap?.data ?? {}) as Record<string, string>;
    expect(data.FILE_STORE).toBe("s3");
    // An endpoint only the pods resolve needs a public one to sign links for (decision 051).
    if (data.S3_ENDPOINT) expect(data.S3_PUBLIC_ENDPOINT).toBeDefined();
    const signedFor = data.S3_PUBLIC_ENDPOINT ?? data.S3_ENDPOINT;
    const origin = signedFor
      ? new URL(signedFor).origin
      : `https://${data.S3_BUCKET}.s3.${data.S3_REGION}.amazonaws.com`;
    expect(data.FILE_STORE_ORIGIN).toBe(origin);
    expect(new URL(origin).protocol).toBe("https:");
  });
});
